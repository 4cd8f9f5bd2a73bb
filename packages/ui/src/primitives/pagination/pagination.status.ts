import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab skips the disabled 'Halaman sebelumnya' on the first page and goes through the page buttons in order.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Enter or Space on a page button goes to that page.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "It is a navigation named 'Paginasi'; each button is named 'Halaman N' and the current one has `aria-current=\"page\"`.",
      checkedIn: ['FirstPage'],
    },
    {
      who: 'screen-reader',
      text: "'Menampilkan 1 - 9 dari 60 artikel' says where you are.",
      checkedIn: ['FirstPage'],
    },
    { who: 'zoom-reflow', text: 'Every button is at least 44 × 44 px.', checkedIn: ['FirstPage'] },
    { who: 'zoom-reflow', text: 'At 320 px the row wraps instead of scrolling.' },
  ],
} satisfies ComponentStatus;
