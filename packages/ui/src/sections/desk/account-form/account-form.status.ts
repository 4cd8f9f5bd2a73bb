import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches every field in order; the arrow keys choose the role; Space ticks a branch; the button sends.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The role and the branches are groups named 'Peran' and 'Cabang'; a refused field or group is described by its error, the focus on the first.",
      checkedIn: ['Refused'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the fields are one column without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
