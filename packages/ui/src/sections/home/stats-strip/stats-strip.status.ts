import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "It is a region named 'Pencapaian kami' and a description list, so each figure is read with its label.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the six figures go to two columns, and long labels wrap under their figure.',
    },
  ],
} satisfies ComponentStatus;
