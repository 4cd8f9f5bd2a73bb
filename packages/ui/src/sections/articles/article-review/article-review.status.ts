import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "'Ditinjau oleh', the reviewer's name, position and credentials are text in reading order, not in an image or a tooltip.",
    },
    {
      who: 'screen-reader',
      text: 'The review date is a `<time>` with its machine-readable value.',
    },
    {
      who: 'zoom-reflow',
      text: "The box reflows at 320 px and 200% text; the reviewer's credentials wrap inside it.",
    },
  ],
} satisfies ComponentStatus;
