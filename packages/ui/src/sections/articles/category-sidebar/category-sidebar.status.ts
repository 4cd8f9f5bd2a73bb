import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves from row to row and Enter or Space chooses the focused category.',
      checkedIn: ['Keyboard'],
    },
    { who: 'keyboard', text: "In the failed state Tab reaches 'Coba Lagi'." },
    {
      who: 'screen-reader',
      text: "Each row is a toggle button that says whether it is pressed and how many articles it holds ('Cedera Olahraga 2 artikel').",
    },
    { who: 'screen-reader', text: "While loading, a status says 'Memuat kategori'." },
    {
      who: 'zoom-reflow',
      text: 'Long category names wrap within the row at 320 px and 200% text; the count stays beside or below the name.',
    },
  ],
} satisfies ComponentStatus;
