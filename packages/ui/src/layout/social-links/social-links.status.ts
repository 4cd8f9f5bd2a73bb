import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    { who: 'keyboard', text: 'Tab moves from link to link; Enter opens the profile in a new tab.' },
    {
      who: 'screen-reader',
      text: "Each icon link is named by its network and says it opens a new tab ('Instagram (membuka tab baru)'); the marks are hidden.",
    },
    {
      who: 'zoom-reflow',
      text: 'The links are 44 px targets and wrap onto a second row at 320 px.',
    },
  ],
} satisfies ComponentStatus;
