import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab moves through 'Nama Lengkap', 'Nomor WhatsApp', 'Cabang', 'Pesan', then 'Kirim via WhatsApp'.",
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
      who: 'keyboard',
      text: "On success the focus moves to 'Terima Kasih!', and back to the first field when the form returns.",
      checkedIn: ['SubmitAndSuccess'],
    },
    {
      who: 'screen-reader',
      text: 'Each field is named by its label; a refused one says so (`aria-invalid`) and is described by its error.',
      checkedIn: ['RequiredFields'],
    },
    {
      who: 'screen-reader',
      text: "Sending is said on the button ('Mengirim...'), which cannot be pressed again.",
      checkedIn: ['Pending'],
    },
    {
      who: 'screen-reader',
      text: 'A failed send is announced as an alert, with everything typed kept.',
      checkedIn: ['SubmitFailed'],
    },
    {
      who: 'zoom-reflow',
      text: 'Every field and the button are at least 44 px tall.',
      checkedIn: ['Default'],
    },
    { who: 'zoom-reflow', text: 'At 320 px the fields are one column.' },
  ],
} satisfies ComponentStatus;
