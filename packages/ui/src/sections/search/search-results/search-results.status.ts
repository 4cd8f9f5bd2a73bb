import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each result's link in order, then a group's 'Lihat semua' link; Enter opens it.",
    },
    {
      who: 'screen-reader',
      text: "Each group is a section named by its heading (services, articles, FAQ, branches); each result's link is named by its title.",
    },
    {
      who: 'screen-reader',
      text: 'Matched words are marked (`<mark>`) inside the snippet, which is read as one text.',
    },
    { who: 'zoom-reflow', text: 'At 320 px the results are one column; snippets wrap.' },
  ],
} satisfies ComponentStatus;
