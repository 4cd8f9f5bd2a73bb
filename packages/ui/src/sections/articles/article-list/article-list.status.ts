import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "One Tab stop per card (its title link); Enter opens the article. In the failed state Tab reaches 'Coba Lagi'; in the empty state, the action passed.",
    },
    {
      who: 'screen-reader',
      text: 'While loading, the list is busy and one status names what is loading; the skeleton cards are silent.',
    },
    {
      who: 'screen-reader',
      text: "A failure is announced as an alert ('Gagal memuat artikel'); an empty answer is a heading, 'Artikel tidak ditemukan'.",
    },
    {
      who: 'zoom-reflow',
      text: 'From 320 px the grid is one column, never wider than the list (a skeleton card cannot push it past the screen); it reflows to two and three columns only where there is room.',
    },
  ],
} satisfies ComponentStatus;
