import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The words are a quotation; the rating is read once as 'Rating 4 dari 5' while the stars are hidden.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the quotation wraps; the stars stay on one line.',
    },
  ],
} satisfies ComponentStatus;
