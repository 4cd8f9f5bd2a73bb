import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab goes through the day row by row and place by place: each patient's name, then its quick actions; Enter on one posts it.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The day is a table named 'Jadwal Kiaracondong, Senin, 21 Desember 2026' with a column header per place ('Tempat 1') and a row header per half hour read with how many places are taken ('09.00, 2 dari 3 tempat terisi').",
      checkedIn: ['Ready', 'Tablet'],
    },
    {
      who: 'screen-reader',
      text: "A free place says 'Kosong'; a full half hour also says 'Penuh' in words, not by colour alone.",
      checkedIn: ['NoBookings', 'Tablet'],
    },
    {
      who: 'screen-reader',
      text: "Cancelled and no-show bookings are a region named 'Tidak menempati tempat' after the schedule.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'A refused quick action is an alert; loading is announced; a failed day is an alert with its retry; a closed day says why.',
      checkedIn: ['Keyboard', 'Loading', 'LoadError', 'Closed'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 1024 px the whole day fits without scrolling sideways.',
      checkedIn: ['Tablet'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px, and at 320 px with text at 200%, the day is a list by time: each half hour a heading with its places, then who starts then.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
