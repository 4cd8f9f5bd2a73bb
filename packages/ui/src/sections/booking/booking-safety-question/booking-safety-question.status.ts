import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'WarningSignTicked',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab reaches each sign and Space ticks it; the panel appears and unticking one while another is ticked keeps it.',
      checkedIn: ['WarningSignTicked'],
    },
    {
      who: 'screen-reader',
      text: 'The signs are a group named by the question, each checkbox by its sign.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "The panel is a region named 'Segera periksakan diri ke dokter hari ini' with call links named by their numbers. That the panel's appearance is noticed after ticking needs a person with a screen reader: the panel follows the list, where reading goes on.",
      checkedIn: ['WarningSignTicked'],
    },
    { who: 'zoom-reflow', text: 'Every sign is at least 44 px tall.', checkedIn: ['Default'] },
    { who: 'zoom-reflow', text: 'At 390 px the call links wrap.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
