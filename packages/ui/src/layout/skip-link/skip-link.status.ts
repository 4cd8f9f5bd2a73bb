import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Default',
  criteria: [
    {
      who: 'keyboard',
      text: 'The first Tab on the page reaches the link and shows it.',
      checkedIn: ['Default'],
    },
    {
      who: 'keyboard',
      text: 'Enter follows it to the main content, below the sticky header, and the focus moves there.',
      checkedIn: ['e2e/layout.spec.ts'],
    },
    {
      who: 'screen-reader',
      text: "It reads 'Langsung ke konten utama' and points at `#main`.",
      checkedIn: ['Default'],
    },
    {
      who: 'zoom-reflow',
      text: 'Shown, it sits in the top left corner above the header and wraps at 200% text instead of covering the page.',
    },
  ],
} satisfies ComponentStatus;
