import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: 'Matched words are in `<mark>`, and the whole line is read as one text; no markup from the query or the content is ever rendered.',
      checkedIn: ['MarkupStaysText'],
    },
    { who: 'zoom-reflow', text: 'The line wraps like any text at 320 px and 200% text.' },
  ],
} satisfies ComponentStatus;
