import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches the password first; Enter sends; a refused field takes the focus.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: 'The QR code is an image named for its account, and the secret is text beside it; the code is required for an admin only.',
      checkedIn: ['Keyboard', 'Optional'],
    },
    {
      who: 'screen-reader',
      text: "A short or common password is described by its error; the recovery codes are a list named 'Kode pemulihan'.",
      checkedIn: ['Keyboard', 'Done'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the form fits without scrolling sideways; the secret breaks rather than overflow.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
