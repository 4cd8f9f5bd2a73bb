import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab moves through the titles and Enter opens one; in the failed state Tab reaches 'Coba Lagi'.",
    },
    {
      who: 'screen-reader',
      text: "The panel is named 'Artikel Terkait'; while loading a status says 'Memuat artikel terkait…'.",
    },
    {
      who: 'screen-reader',
      text: 'A failure is a quiet line, not an alert (the article itself matters more).',
    },
    {
      who: 'zoom-reflow',
      text: 'Titles wrap in the narrow sidebar and at 320 px; dates and reading times go under them.',
    },
  ],
} satisfies ComponentStatus;
