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
      text: "The link is named with the service ('Pelajari Lebih Lanjut tentang Fisioterapi Olahraga'); the icon is hidden; duration and price are text.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the name, description and price wrap inside the card.',
    },
  ],
} satisfies ComponentStatus;
