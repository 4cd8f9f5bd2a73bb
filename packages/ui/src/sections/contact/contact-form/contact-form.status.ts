import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab moves through 'Nama Lengkap', 'Email', 'Nomor Telepon', 'Subjek', 'Pesan', then 'Kirim Pesan'.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "Enter in a one-line field sends the form; Enter in 'Pesan' starts a new line.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'With refused fields, the focus moves to the first of them with its error, and typing clears that error, also on a page rendered anew.',
      checkedIn: ['Keyboard', 'ServerErrors'],
    },
    {
      who: 'screen-reader',
      text: 'Each field is named by its label and marked required (`aria-required`).',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'A refused one says so and is described by its error.',
      checkedIn: ['RequiredFields'],
    },
    {
      who: 'screen-reader',
      text: "Sending is said on the button ('Mengirim...'), which cannot be pressed again.",
      checkedIn: ['Pending'],
    },
    {
      who: 'screen-reader',
      text: 'A stored message is announced as a polite status.',
      checkedIn: ['Sent'],
    },
    {
      who: 'screen-reader',
      text: "A failed send is announced as an alert, with everything typed kept: that the clinic could not be reached, or the server's own words.",
      checkedIn: ['Failed', 'RateLimited'],
    },
    {
      who: 'screen-reader',
      text: "Given branches, 'Cabang yang dituju' is a select named so, not required, starting at 'Umum / belum tahu'.",
      checkedIn: ['Mobile'],
    },
    { who: 'zoom-reflow', text: 'Every control is at least 44 px tall.', checkedIn: ['Default'] },
    { who: 'zoom-reflow', text: 'At 320 px the fields are one column.' },
  ],
} satisfies ComponentStatus;
