import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Items with an address are one Tab stop each and Enter opens them in a new tab (an `internal` one in the same tab); items without one take no focus.',
    },
    {
      who: 'screen-reader',
      text: 'Each linked item is named by its title and, unless `internal`, says it opens a new tab.',
      checkedIn: ['WithBookingLink'],
    },
    { who: 'screen-reader', text: 'The icons are hidden.' },
    {
      who: 'zoom-reflow',
      text: "At 320 px and 200% text each row's title and sentence wrap beside the icon.",
    },
  ],
} satisfies ComponentStatus;
