import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves through the social links, the two link lists, the phone, WhatsApp and e-mail links, then the legal links; Enter follows a link.',
    },
    {
      who: 'screen-reader',
      text: "The link lists are in a navigation named 'Navigasi footer'; social and WhatsApp links say they open a new tab.",
    },
    {
      who: 'screen-reader',
      text: "The opening hours are text, closed days with the word 'Tutup'.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the columns stack; addresses and e-mail addresses wrap.',
    },
  ],
} satisfies ComponentStatus;
