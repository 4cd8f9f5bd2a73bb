import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Erase',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Hapus semua data orang ini' (a summary: Enter or Space opens it); once open, Tab reaches the confirmation's button and Enter erases.",
      checkedIn: ['Erase'],
    },
    {
      who: 'keyboard',
      text: "The look-up is a GET form: Enter in the box or on 'Cari data' searches.",
      checkedIn: ['Start'],
    },
    {
      who: 'screen-reader',
      text: 'What was found is a heading with counts, then a heading per kind of record; each field is a description list; a booking made at the desk says the consent was read out, or that it was made before the desk recorded one.',
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'The notice after an erasure is a polite status naming counts, never the erased values; a refusal is an alert.',
      checkedIn: ['Erase', 'Erased', 'Refused'],
    },
    {
      who: 'screen-reader',
      text: 'Nothing held, loading and a failure are said in words.',
      checkedIn: ['Empty', 'LoadError'],
    },
    { who: 'zoom-reflow', text: 'On a phone nothing scrolls sideways.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
