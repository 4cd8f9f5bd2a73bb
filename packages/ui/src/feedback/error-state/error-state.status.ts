import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'It is an alert: screen readers announce the heading and message when it appears.',
    },
    {
      who: 'screen-reader',
      text: "The warning icon is hidden; 'Coba Lagi', when given, is named by its text.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the heading and message wrap inside the box.',
    },
  ],
} satisfies ComponentStatus;
