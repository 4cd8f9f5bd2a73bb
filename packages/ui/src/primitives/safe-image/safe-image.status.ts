import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "A picture with alternative text that fails to load becomes a box named by that text ('Image not available' shown); a decorative one stays silent.",
      checkedIn: ['Broken'],
    },
    {
      who: 'zoom-reflow',
      text: "The box keeps the picture's size, so the page does not jump, at every width.",
    },
  ],
} satisfies ComponentStatus;
