import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "It is a table with a caption for screen readers; each row's day group is its row header.",
    },
    {
      who: 'screen-reader',
      text: "A closed day reads 'Tutup': the word, not only the red colour.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the day groups and hours wrap within the table; nothing scrolls sideways.',
    },
  ],
} satisfies ComponentStatus;
