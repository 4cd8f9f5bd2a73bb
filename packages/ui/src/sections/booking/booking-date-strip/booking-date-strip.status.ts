import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "The arrow keys move from Saturday to Monday past the closed Sunday, and back (the browser's own radio behaviour, simulated as user-event walks a radio group).",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "Each day is a radio named by its label, today with 'Hari ini', a closed day with its reason and announced as unavailable.",
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'The chosen day is announced as checked.',
      checkedIn: ['Chosen'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the days are three columns, every reason is visible and nothing scrolls sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
