import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Nothing of its own to focus; the breadcrumb links and any actions passed are reached by Tab in reading order.',
    },
    {
      who: 'screen-reader',
      text: "The title is the page's one `h1`, and the band is a region named by it; the eyebrow is text above it.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the title and lead wrap; actions passed as children stack.',
    },
  ],
} satisfies ComponentStatus;
