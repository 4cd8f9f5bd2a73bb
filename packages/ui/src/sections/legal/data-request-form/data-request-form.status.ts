import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab moves through 'Jenis permintaan', 'Nomor WhatsApp atau email', 'Nama Lengkap', 'Rincian', the consent box, then 'Kirim Permintaan'; Space ticks the box.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'With refused fields, the focus moves to the first of them with its error, also on a page rendered anew.',
      checkedIn: ['RequiredFields', 'ServerErrors'],
    },
    {
      who: 'screen-reader',
      text: 'Each field is named by its label and the required ones are marked (`aria-required`); the consent box is named by the consent text.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'A refused field says so and is described by its error.',
      checkedIn: ['RequiredFields', 'ContactInvalid'],
    },
    {
      who: 'screen-reader',
      text: 'Sending is said on the button; a stored request is a polite status saying when the clinic answers; a failure is an alert with everything typed kept.',
      checkedIn: ['Pending', 'Sent', 'Failed', 'Refused'],
    },
    { who: 'zoom-reflow', text: 'Every control is at least 44 px tall.', checkedIn: ['Default'] },
    { who: 'zoom-reflow', text: 'On a phone the fields are one column.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
