import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Default',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches the link to the request form, then the privacy e-mail.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'Each activity is a heading with its facts as a description list: what, why, basis, where, how long, who receives it.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'The rights name the 3×24 hours and both ways to ask, as links named by their text.',
      checkedIn: ['Default'],
    },
    {
      who: 'zoom-reflow',
      text: 'On a phone the activities stack, one a row.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
