import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'It is a description list: each value (the duration, the price, the category) is read with its label; the icons are hidden.',
    },
    {
      who: 'zoom-reflow',
      text: 'The three cards stack below `sm`; long prices and categories wrap.',
    },
  ],
} satisfies ComponentStatus;
