import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "The notice takes no focus when it appears; Tab then reaches the e-mail link and 'Tutup pemberitahuan', and Enter follows or closes.",
    },
    {
      who: 'screen-reader',
      text: 'Opening it is announced without moving the focus: it is a polite live region that stays in the page, empty while closed.',
    },
    {
      who: 'screen-reader',
      text: "The e-mail link says it writes to HR about the position applied for; 'Tutup pemberitahuan' is named.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the message, the position and the link wrap inside the notice; nothing is clipped.',
    },
  ],
} satisfies ComponentStatus;
