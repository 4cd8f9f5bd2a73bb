import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab goes through each card's controls in order, then the load button.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "While the next photos load, the button says 'Memuat foto…', keeps the focus and ignores Enter (`aria-disabled`).",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Enter on a photo opens the lightbox; Escape closes it and the focus returns to that photo.',
      checkedIn: ['OpensLightbox'],
    },
    {
      who: 'keyboard',
      text: "In the failed state Tab reaches 'Coba Lagi'.",
      checkedIn: ['Failed'],
    },
    {
      who: 'keyboard',
      text: "In the empty state Tab reaches 'Reset Filter'.",
      checkedIn: ['Empty'],
    },
    {
      who: 'screen-reader',
      text: "While loading, a status says 'Memuat foto…' and the skeleton cards are silent.",
      checkedIn: ['Loading'],
    },
    {
      who: 'screen-reader',
      text: 'The like buttons say whether they are pressed.',
      checkedIn: ['Liked'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the grid is one column; the first three pictures load at once, the rest lazily.',
      checkedIn: ['Default'],
    },
  ],
} satisfies ComponentStatus;
