import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'As text it takes no focus; as a link Tab reaches it and Enter follows it.',
    },
    {
      who: 'screen-reader',
      text: 'The chip is read by its category name; its colour carries no meaning of its own.',
    },
    {
      who: 'zoom-reflow',
      text: 'A long category name wraps inside the chip at 320 px; as a link it stays at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
