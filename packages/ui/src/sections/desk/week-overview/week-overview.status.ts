import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Mobile',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab goes through the days in date order; each is a link to its day.',
      checkedIn: ['Mobile'],
    },
    {
      who: 'screen-reader',
      text: "The week is a list named 'Minggu ini di Kiaracondong'; each day says its bookings and free places, or 'Tutup' and why, in words; today's link is marked `aria-current=\"date\"`.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'Loading is announced; a failed week is an alert with its retry.',
      checkedIn: ['Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 1024 px the seven days sit in one row; at 390 px, and at 320 px with text at 200%, they are one column without scrolling sideways.',
      checkedIn: ['Ready', 'Mobile'],
    },
  ],
} satisfies ComponentStatus;
