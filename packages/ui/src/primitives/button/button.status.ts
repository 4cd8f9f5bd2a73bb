import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches a button and Enter or Space presses it.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'A disabled button is skipped by Tab; a button busy for a moment (`aria-disabled`) keeps its place in the tab order.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: 'A button is named by its text; an icon-only button has an `aria-label`, and its icon is hidden.',
    },
    {
      who: 'screen-reader',
      text: "A busy button's new text ('Mengirim...', 'Memuat foto…') is its name while it lasts.",
    },
    {
      who: 'zoom-reflow',
      text: 'Touch sizes are at least 44 px; with `wrap` a long label wraps inside the button at 320 px instead of overflowing.',
    },
  ],
} satisfies ComponentStatus;
