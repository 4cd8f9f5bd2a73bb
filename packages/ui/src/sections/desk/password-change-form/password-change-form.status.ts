import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches the current password first, then the new one and its repeat; Enter sends; a refused field takes the focus.',
      checkedIn: ['Keyboard', 'Common'],
    },
    {
      who: 'screen-reader',
      text: "Each field is named and says what the password manager should fill ('current-password', 'new-password'); a wrong current password, a short or common new one are described by their error; the wait after too many tries is an alert.",
      checkedIn: ['Keyboard', 'Common', 'Wait'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the form fits without scrolling sideways; every control is 44 px tall.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
