import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Kembali ke halaman artikel', then 'Coba Lagi' when shown; Enter follows or presses it.",
    },
    {
      who: 'screen-reader',
      text: "A failed request is announced as an alert; an unknown address is a heading, 'Artikel tidak ditemukan', not an alert.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the message and its actions stack in one column, each action at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
