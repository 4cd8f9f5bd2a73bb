import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Lebih baru' and 'Lebih lama', links to the pages beside this one.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "The log is a table named 'Log aktivitas' with a column header per part; each time is in WIB with the UTC in its title.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'An empty log, loading and a failure are said in words.',
      checkedIn: ['Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px each row is a card in a list, without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
