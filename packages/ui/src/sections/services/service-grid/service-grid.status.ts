import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab goes through each card's 'Pelajari Lebih Lanjut' link, then 'Lihat Semua Layanan & Harga' when shown; Enter follows a link.",
    },
    {
      who: 'keyboard',
      text: "While loading nothing is focusable; in the failed state Tab reaches 'Coba Lagi'.",
    },
    {
      who: 'screen-reader',
      text: "While loading, a status names what loads; a failure is an alert, 'Gagal memuat layanan'; an empty answer is a heading.",
    },
    { who: 'zoom-reflow', text: 'At 320 px the grid is one column.' },
  ],
} satisfies ComponentStatus;
