import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'The name is a heading; the initials are decoration and hidden; role and experience are text.',
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the name, role and description wrap inside the card.',
    },
  ],
} satisfies ComponentStatus;
