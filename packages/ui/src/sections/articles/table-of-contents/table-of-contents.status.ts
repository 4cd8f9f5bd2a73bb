import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    { who: 'keyboard', text: "Tab reaches each section's link in order.", checkedIn: ['Keyboard'] },
    {
      who: 'keyboard',
      text: "Enter follows a link to the heading of its section; that the next Tab goes on from the section is the browser's own and not checked here.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "It is a navigation named 'Daftar Isi'; each link is named by its section's heading.",
      checkedIn: ['Default'],
    },
    { who: 'zoom-reflow', text: 'Each link is at least 44 px tall.', checkedIn: ['Default'] },
    { who: 'zoom-reflow', text: 'Long section titles wrap.' },
  ],
} satisfies ComponentStatus;
