import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "One Tab stop per card, the title link; Enter opens the article. Tags, meta and 'Baca Selengkapnya' are text and take no focus.",
    },
    {
      who: 'screen-reader',
      text: "The title link is named by the article's title; the category badge, tags, date and reading time are read as text after it.",
    },
    {
      who: 'screen-reader',
      text: "The 'Pilihan' badge of a featured card is text, not only a tint.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the card is one column; the title wraps and the three-line excerpt is clamped, never cut mid-line sideways.',
    },
  ],
} satisfies ComponentStatus;
