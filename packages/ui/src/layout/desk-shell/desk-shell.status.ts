import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Admin',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches the skip link, 'Keluar' and the navigation in order; Enter on 'Keluar' signs out.",
      checkedIn: ['Admin'],
    },
    {
      who: 'screen-reader',
      text: "The navigation is named 'Meja depan' with the current page marked; the branches are a navigation named 'Pilih cabang' with the chosen one marked; the page's title is the h1.",
      checkedIn: ['Admin'],
    },
    {
      who: 'screen-reader',
      text: "A receptionist is offered only its own pages, 'Akun saya' among them, and its branch in words.",
      checkedIn: ['Receptionist'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 1024 px and 390 px the navigation wraps without scrolling sideways.',
      checkedIn: ['Receptionist', 'Mobile'],
    },
  ],
} satisfies ComponentStatus;
