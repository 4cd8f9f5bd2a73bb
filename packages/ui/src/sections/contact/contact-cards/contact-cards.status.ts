import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves through the three links, one per card; Enter calls, writes or opens the chat.',
    },
    {
      who: 'screen-reader',
      text: "Each link is named by its card ('Telepon', 'Email', 'WhatsApp'); the chat link says it opens a new tab.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the cards stack; phone numbers and the e-mail address wrap rather than overflow.',
    },
  ],
} satisfies ComponentStatus;
