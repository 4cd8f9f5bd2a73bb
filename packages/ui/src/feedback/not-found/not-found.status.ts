import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Kembali ke Beranda', then 'Kembali ke Halaman Sebelumnya'; Enter follows the link, Enter or Space presses the button.",
    },
    {
      who: 'screen-reader',
      text: "'Halaman Tidak Ditemukan' is the page's `h1`; the large '404' is not read as a heading.",
    },
    { who: 'zoom-reflow', text: 'At 320 px the two actions stack, each at least 44 px tall.' },
  ],
} satisfies ComponentStatus;
