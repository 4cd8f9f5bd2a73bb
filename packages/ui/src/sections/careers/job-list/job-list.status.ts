import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab goes through each card in turn (see `JobCard`); in the failed state it reaches 'Coba Lagi', in the empty state 'Reset Filter'.",
    },
    {
      who: 'screen-reader',
      text: "While loading, a status names what loads; a failure is an alert, 'Gagal memuat lowongan'; an empty answer is a heading, 'Tidak ada lowongan yang cocok'.",
    },
    {
      who: 'zoom-reflow',
      text: "At 320 px the two columns become one, never wider than the list: with text at 200% a card or skeleton wraps inside it rather than pushing the list past the screen (every story's narrow reflow check).",
    },
  ],
} satisfies ComponentStatus;
