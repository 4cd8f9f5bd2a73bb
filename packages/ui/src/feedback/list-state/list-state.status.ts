import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Nothing to focus while loading; the failed state's 'Coba Lagi' and the empty state's action are buttons: Tab, then Enter or Space.",
    },
    {
      who: 'screen-reader',
      text: "While loading, the region is `aria-busy` and a status says its label ('Memuat layanan…') once.",
    },
    {
      who: 'screen-reader',
      text: 'A failure is announced as an alert; an empty answer is a heading.',
    },
    { who: 'zoom-reflow', text: 'At 320 px each state fits the column; its message wraps.' },
  ],
} satisfies ComponentStatus;
