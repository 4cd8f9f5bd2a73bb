import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The steps are an ordered list; each is read 'Langkah 1: …' with its title and detail; the numbers drawn in circles are hidden.",
    },
    { who: 'screen-reader', text: 'With no steps nothing renders.' },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the timeline keeps one column; titles and details wrap beside their number.',
    },
  ],
} satisfies ComponentStatus;
