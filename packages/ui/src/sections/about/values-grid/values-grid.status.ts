import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: 'Each item is a heading with its sentence; the icons are hidden.',
    },
    {
      who: 'zoom-reflow',
      text: 'One column at 320 px, two from `sm`, four from `lg`; headings wrap.',
    },
  ],
} satisfies ComponentStatus;
