import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'keyboard',
      text: 'Nothing of its own to focus; Tab reaches the links in `details`, then the actions in order.',
    },
    {
      who: 'screen-reader',
      text: "The title is the page's one `h1`; it announces nothing on its own: it is a page, not a sudden failure.",
    },
    {
      who: 'zoom-reflow',
      text: 'On a phone the actions stack, each as wide as the column.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
