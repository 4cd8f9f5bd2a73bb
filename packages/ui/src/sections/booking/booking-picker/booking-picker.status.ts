import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches the group's first radio, the arrow keys move the choice and Tab leaves the group (the arrow keys are the browser's own; the story simulates them as user-event walks a radio group).",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: 'The group is named by its legend, each radio by its label and detail.',
      checkedIn: ['Branches'],
    },
    {
      who: 'screen-reader',
      text: "A disabled choice is announced as unavailable with its reason ('09.30 Penuh').",
      checkedIn: ['Chips'],
    },
    {
      who: 'screen-reader',
      text: 'An error is written under the legend and describes the group.',
      checkedIn: ['WithError'],
    },
    { who: 'zoom-reflow', text: 'Every card is at least 44 px tall.', checkedIn: ['Branches'] },
    { who: 'zoom-reflow', text: 'At 390 px the cards are one column.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
