import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'keyboard',
      text: "Nothing of its own to focus; Tab reaches the actions in order; Enter follows a link, Enter or Space presses 'Coba Lagi'.",
    },
    {
      who: 'screen-reader',
      text: 'The title is the page\'s one `h1` and names its region; with `tone="danger"` the page is an alert, read when it appears, while the focus stays where it was.',
    },
    {
      who: 'zoom-reflow',
      text: 'On a phone the actions stack, each as wide as the column.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
