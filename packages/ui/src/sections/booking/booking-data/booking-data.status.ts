import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Correct',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Perbaiki nama atau email' (a summary: Enter or Space opens it); once open, Tab reaches its fields, then its button.",
      checkedIn: ['Correct'],
    },
    {
      who: 'keyboard',
      text: 'A refused correction moves the focus to the first refused field.',
      checkedIn: ['CorrectionRefused'],
    },
    {
      who: 'screen-reader',
      text: "Everything stored is a description list under the heading 'Data yang kami simpan', the consent with its version and time in words.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "A stored correction is a polite status; a refused erasure is an alert in the API's words; why erasing waits is said in words.",
      checkedIn: ['Correct', 'EraseRefused', 'Ready'],
    },
    {
      who: 'screen-reader',
      text: 'Loading, a failure and nothing stored are said in words.',
      checkedIn: ['LoadError'],
    },
    { who: 'zoom-reflow', text: 'On a phone the fields stack and nothing scrolls sideways.' },
  ],
} satisfies ComponentStatus;
