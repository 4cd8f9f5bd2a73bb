import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each 'Buka kembali'; Enter sends it, the button saying 'Menyimpan...' meanwhile.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "Each button is named with its branch and date ('Buka kembali: Kiaracondong, Selasa, 22 Desember 2026'); a closure of every branch says 'Semua cabang'.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'No closure, loading and a failure are said in words.',
      checkedIn: ['Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px each closure wraps its button under its text, without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
