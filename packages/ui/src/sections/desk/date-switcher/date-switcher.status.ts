import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches the links and the date field in order; Enter in the field opens that date of the same branch.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "It is a navigation named 'Pilih tanggal'; the date field is labelled 'Tanggal lain'.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the links and the field wrap without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
