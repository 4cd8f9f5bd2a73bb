import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: 'The badge is decoration (`aria-hidden`): screen readers hear nothing of it, and the text beside it carries the meaning.',
    },
    {
      who: 'zoom-reflow',
      text: 'The badge keeps its size at 320 px and never squeezes the text beside it below one word per line.',
    },
  ],
} satisfies ComponentStatus;
