import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: 'Its `h2` title names the box: a `section` is a region landmark and `as="aside"` a complementary one; the icon is hidden.',
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text a long title wraps with its icon on the first line.',
    },
  ],
} satisfies ComponentStatus;
