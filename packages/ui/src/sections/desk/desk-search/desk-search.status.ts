import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches the search field; Enter in it opens the search for what was typed.',
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "The form is a search landmark; the field is labelled 'Kode, nama, atau nomor WhatsApp' with an example; a short query is its error.",
      checkedIn: ['Ready', 'TooShort'],
    },
    {
      who: 'screen-reader',
      text: 'How many bookings match is a heading; no match, loading and a failure are said in words.',
      checkedIn: ['Ready', 'Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the matches are one column without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
