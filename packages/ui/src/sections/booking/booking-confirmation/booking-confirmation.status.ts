import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'On arrival the focus is on the heading and Tab goes on to the links in order.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The heading 'Janji temu Anda terkonfirmasi' is announced on arrival.",
      checkedIn: ['Confirmed'],
    },
    { who: 'screen-reader', text: "The code is read after 'Kode booking'." },
    {
      who: 'screen-reader',
      text: 'Each link says what it does; the chat and directions say they open in a new tab.',
      checkedIn: ['Confirmed'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the code, the actions and the lists are one column.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
