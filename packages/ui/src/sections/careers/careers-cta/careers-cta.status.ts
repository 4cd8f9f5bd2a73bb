import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Kirim CV Spontan', then 'Hubungi HRD'; Enter follows a link, Enter or Space presses a button.",
    },
    {
      who: 'screen-reader',
      text: "The band is named by its heading, 'Belum menemukan posisi yang cocok?'; a link to another site says it opens a new tab.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the two actions stack, each as wide as the column and at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
