import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "For each photo: its title button (opens the photo), then its like, share and download buttons when given; in the failed state Tab reaches 'Coba Lagi'.",
    },
    {
      who: 'screen-reader',
      text: "Each title button says it opens a dialog; the 'Unggulan' badge is text.",
    },
    {
      who: 'screen-reader',
      text: "A failure says 'Gagal memuat foto unggulan' instead of hiding the band.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the photos are one column; descriptions wrap under the picture.',
    },
  ],
} satisfies ComponentStatus;
