import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab order: the phone link, the e-mail link, 'Buat Janji Temu', then the map link (or, once embedded, the map frame); Enter follows a link.",
    },
    {
      who: 'screen-reader',
      text: "'Buat Janji Temu' is named with the branch and, when it opens the chat, '(membuka tab baru)'; with `bookingHref` it opens in the same tab and says nothing of a tab. The map frame has a title naming the branch.",
      checkedIn: ['WithBooking'],
    },
    {
      who: 'screen-reader',
      text: 'The next closure is text, not colour alone: "Tutup 25 Desember: Hari Raya Natal".',
      checkedIn: ['WithBooking'],
    },
    { who: 'screen-reader', text: "The 'Klinik Utama' badge is text." },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the address, hours and facilities wrap; the map keeps its ratio inside the card.',
    },
  ],
} satisfies ComponentStatus;
