import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: "It is a description list: each value is read with its name ('Cabang', 'Layanan', 'Tanggal dan jam', 'Durasi').",
      checkedIn: ['Default'],
    },
    { who: 'screen-reader', text: 'The icons are hidden.' },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the rows are one column and every value is in view.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
