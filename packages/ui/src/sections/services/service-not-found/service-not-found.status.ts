import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    { who: 'keyboard', text: "Tab reaches 'Kembali ke Daftar Layanan' and Enter follows it." },
    { who: 'screen-reader', text: "'Layanan tidak ditemukan' is the page's `h1`." },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the message and its link fit the column; the link is at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
