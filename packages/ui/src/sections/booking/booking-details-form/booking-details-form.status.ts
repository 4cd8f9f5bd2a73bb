import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab goes through the times, the signs, 'Nama Lengkap', 'Nomor WhatsApp', 'Email', 'Keluhan', the consent, 'Kebijakan Privasi', then 'Buat Janji Temu'; Enter sends and the focus goes to the first wrong field.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Sent empty, the focus goes to the times first.',
      checkedIn: ['FieldErrors'],
    },
    {
      who: 'keyboard',
      text: 'After a 409 the focus goes to the new free times, also on a page rendered anew.',
      checkedIn: ['TakenMeanwhileWithScript', 'TakenMeanwhile'],
    },
    {
      who: 'screen-reader',
      text: 'Each field is named by its label; a refused one says so and is described by its error, also on a page rendered anew.',
      checkedIn: ['FieldErrors', 'ServerErrors'],
    },
    {
      who: 'screen-reader',
      text: "Sending is said on the button ('Mengirim...'), which cannot be pressed again.",
      checkedIn: ['Sending'],
    },
    {
      who: 'screen-reader',
      text: 'The 409 message and a failed send are alerts.',
      checkedIn: ['TakenMeanwhile', 'SendFailed'],
    },
    {
      who: 'zoom-reflow',
      text: 'Every field and the button are at least 44 px tall.',
      checkedIn: ['Default'],
    },
    { who: 'zoom-reflow', text: 'At 390 px the fields are one column.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
