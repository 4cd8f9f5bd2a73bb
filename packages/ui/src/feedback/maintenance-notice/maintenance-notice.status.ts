import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'The band is a polite status that stays in the page, empty when off, so a message that arrives later is announced.',
      checkedIn: ['On', 'Off'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the message wraps inside the band above the header.',
    },
  ],
} satisfies ComponentStatus;
