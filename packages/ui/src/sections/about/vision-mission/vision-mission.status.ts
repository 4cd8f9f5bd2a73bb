import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "'Visi' and 'Misi' are headings at the level given; the missions are an ordered list.",
    },
    { who: 'zoom-reflow', text: 'The halves stack below `lg`; the statement wraps at 200% text.' },
  ],
} satisfies ComponentStatus;
