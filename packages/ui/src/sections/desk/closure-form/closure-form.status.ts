import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Sent with Enter, a refusal moves the focus to the first refused field; Enter in 'Alasan' sends the closure.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: 'Each field is labelled and described by its error; the 409 is an alert, and the bookings to contact are a region named for it.',
      checkedIn: ['Keyboard', 'HasBookings'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the fields are one column without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
