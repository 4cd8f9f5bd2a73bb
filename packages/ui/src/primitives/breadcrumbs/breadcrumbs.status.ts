import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves through the links in order and Enter follows one; the current page is text and is skipped.',
    },
    {
      who: 'screen-reader',
      text: 'The trail is a navigation named \'Breadcrumb\' holding an ordered list; the current page has `aria-current="page"`.',
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the trail wraps onto more lines; each link stays at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
