import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves through the table of contents; Enter on an entry jumps to its section.',
    },
    {
      who: 'screen-reader',
      text: "The title is the page's `h1` (or `h2` under a `PageHero`), the sections are numbered headings, and 'Daftar Isi' is a navigation.",
    },
    { who: 'screen-reader', text: "'Terakhir diperbarui' and its date are text." },
    {
      who: 'zoom-reflow',
      text: 'The text is at most `max-w-prose` wide and reflows at 320 px and 200% text.',
    },
  ],
} satisfies ComponentStatus;
