import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "The arrow keys move from 09.00 to the next free time, past the taken ones (the browser's own radio behaviour, simulated as user-event walks a radio group).",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The group is named with its day ('Pilih jam, Sen, 21 Des'), each time by its text, a taken one as 'Penuh' and unavailable.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "While loading, a status says 'Memuat jam yang tersedia…' and the box is busy.",
      checkedIn: ['Loading'],
    },
    {
      who: 'screen-reader',
      text: "A failure is an alert with 'Coba Lagi'.",
      checkedIn: ['LoadError'],
    },
    {
      who: 'screen-reader',
      text: 'A closed day and a full day are headings with what to do.',
      checkedIn: ['ClosedDay', 'NoFreeTime'],
    },
    { who: 'screen-reader', text: 'A missing time describes the group.', checkedIn: ['WithError'] },
    { who: 'zoom-reflow', text: 'Every time is at least 44 px tall.', checkedIn: ['Ready'] },
    { who: 'zoom-reflow', text: 'At 390 px the times wrap into columns.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
