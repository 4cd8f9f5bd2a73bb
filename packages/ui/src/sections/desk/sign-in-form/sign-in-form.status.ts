import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches e-mail then password; Enter sends; the refusal is read at once and the e-mail stays.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'On the second step the focus is on the code field; Enter sends.',
      checkedIn: ['CodeStep'],
    },
    {
      who: 'screen-reader',
      text: "The API's refusal and the wait after too many tries are alerts in its words; the code field is described by its hint.",
      checkedIn: ['Keyboard', 'Wait'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the form fits without scrolling sideways; every control is 44 px tall.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
