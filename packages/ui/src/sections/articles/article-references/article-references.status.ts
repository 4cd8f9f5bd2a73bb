import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each reference's link in citation order; Enter opens it in a new tab.",
    },
    {
      who: 'screen-reader',
      text: "The references are an ordered list under the heading 'Referensi', so the number is read with each citation.",
    },
    { who: 'screen-reader', text: 'Each link says that it opens a new tab.' },
    {
      who: 'zoom-reflow',
      text: 'Long titles and DOI addresses wrap at 320 px; nothing scrolls sideways.',
    },
  ],
} satisfies ComponentStatus;
