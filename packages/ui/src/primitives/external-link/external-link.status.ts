import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    { who: 'keyboard', text: 'A real link: Tab reaches it and Enter opens the page in a new tab.' },
    {
      who: 'screen-reader',
      text: "Screen readers hear the link's text followed by ' (membuka tab baru)' or the `newTabHint` given; the hint is not shown.",
    },
    { who: 'zoom-reflow', text: 'The link wraps with its text at 320 px and 200% text.' },
  ],
} satisfies ComponentStatus;
