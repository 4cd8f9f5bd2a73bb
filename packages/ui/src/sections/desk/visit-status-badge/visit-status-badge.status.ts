import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'screen-reader',
      text: "The status is read as its words ('Terjadwal', 'Hadir', 'Selesai', 'Tidak hadir', 'Dibatalkan'); the icon is hidden from screen readers.",
      checkedIn: ['Confirmed', 'AllStatuses'],
    },
    {
      who: 'screen-reader',
      text: 'No two statuses differ by colour alone: each has its own label and icon.',
      checkedIn: ['AllStatuses'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px with text at 200% the label wraps inside its badge.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
