import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Sent without a time, the focus goes to the times and the arrow keys choose one; Tab then reaches 'Nama Lengkap'.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Enter in a one-line field sends the booking; refused, the focus goes to the first refused field.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The choices are radio groups named 'Cabang', 'Layanan' and 'Tanggal'; a closed day is disabled with its reason read.",
      checkedIn: ['Choices'],
    },
    {
      who: 'screen-reader',
      text: 'A refused field is described by its error; a time taken meanwhile is an alert, what was typed kept.',
      checkedIn: ['Keyboard', 'Taken'],
    },
    {
      who: 'screen-reader',
      text: "Sending is said on the button ('Mengirim...'), which cannot be pressed again.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px, and at 320 px with text at 200%, the fields are one column and every control is 44 px tall.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
