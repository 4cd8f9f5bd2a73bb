import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each request's link and 'Tandai selesai' (a summary: Enter or Space opens it); once open, the note and its button follow, Enter sends and the button says 'Menyimpan...'.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "Each request's heading names the kind and who asked; the hours left and an overdue request are said in words ('Sisa 41 jam', 'Terlambat 8 jam'), never by colour alone.",
      checkedIn: ['Ready', 'LongText'],
    },
    {
      who: 'screen-reader',
      text: 'The link names the number or e-mail it looks up; a refusal is an alert.',
      checkedIn: ['Ready', 'Refused'],
    },
    {
      who: 'screen-reader',
      text: 'No request, loading and a failure are said in words.',
      checkedIn: ['Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'On a phone and with the longest texts nothing scrolls sideways.',
      checkedIn: ['Mobile', 'LongText'],
    },
  ],
} satisfies ComponentStatus;
