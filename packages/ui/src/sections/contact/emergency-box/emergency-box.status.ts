import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    { who: 'keyboard', text: "Tab reaches the 'Hubungi …' link and Enter calls the number." },
    {
      who: 'screen-reader',
      text: "The box is an `<aside>` named by its heading 'Darurat Medis'; the danger is said in words, not only in red.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the sentence and the call link wrap; the link stays at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
