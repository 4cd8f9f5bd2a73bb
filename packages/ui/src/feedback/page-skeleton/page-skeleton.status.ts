import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The container is `aria-busy` and a hidden status says its label ('Memuat artikel…') once; the grey lines are silent.",
      checkedIn: ['Default'],
    },
    {
      who: 'zoom-reflow',
      text: 'On a phone the lines fit the reading column.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
