import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'The items are a list under their heading, so the count is read; the check marks and icons are hidden.',
    },
    { who: 'screen-reader', text: 'With no items nothing renders: no empty heading is announced.' },
    {
      who: 'zoom-reflow',
      text: 'The two columns of `features` become one at 320 px; long items wrap beside their icon.',
    },
  ],
} satisfies ComponentStatus;
