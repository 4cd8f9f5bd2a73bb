import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The heading names the section's region, so screen readers can jump to it; the eyebrow is text above the heading.",
    },
    {
      who: 'zoom-reflow',
      text: "Its vertical rhythm and container keep the content inside the page's width at 320 px; the heading wraps at 200% text.",
    },
  ],
} satisfies ComponentStatus;
