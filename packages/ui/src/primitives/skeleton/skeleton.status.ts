import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: 'Every block is `aria-hidden`: the loading region around it carries `aria-busy` and one spoken label, so screen readers hear no empty blocks.',
    },
    {
      who: 'zoom-reflow',
      text: 'Blocks take their size from `className` and shrink with the column at 320 px.',
    },
  ],
} satisfies ComponentStatus;
