import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    { who: 'keyboard', text: 'A real link: Tab reaches it and Enter opens the chat in a new tab.' },
    {
      who: 'screen-reader',
      text: "Screen readers hear the label followed by '(membuka tab baru)'; the WhatsApp icon is hidden.",
    },
    {
      who: 'zoom-reflow',
      text: 'The link keeps the button sizes (at least 44 px tall); a long label wraps at 320 px.',
    },
  ],
} satisfies ComponentStatus;
