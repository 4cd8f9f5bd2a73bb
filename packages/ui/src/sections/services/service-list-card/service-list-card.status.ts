import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "One stop: Tab reaches 'Pelajari Lebih Lanjut' and Enter opens the service.",
    },
    {
      who: 'screen-reader',
      text: "The link is named with the service; the features are a list; '+N fitur lainnya' is text.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the card is one column and the link spans it, at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
