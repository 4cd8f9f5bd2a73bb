import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches the category link, then each tag link in order; Enter follows one.',
    },
    {
      who: 'screen-reader',
      text: "The title is the page's one `h1`; the category and tags are links named by their text.",
    },
    {
      who: 'screen-reader',
      text: 'The author, date, reading time and views are text, each fact with its words, not only an icon.',
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the title, the lead and the tag links wrap; tag links stay at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
