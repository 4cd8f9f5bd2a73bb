import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'The heading says what is missing; the icon is hidden from screen readers; an action, when given, is named by its text.',
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the box, its heading and its action fit the column; text wraps.',
    },
  ],
} satisfies ComponentStatus;
