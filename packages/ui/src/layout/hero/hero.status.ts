import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Konsultasi Gratis', 'Buat Janji Temu' when given, then 'Lihat Layanan'; Enter follows each.",
    },
    {
      who: 'screen-reader',
      text: "The title is the page's one `h1`; 'Konsultasi Gratis' says it opens WhatsApp in a new tab.",
    },
    { who: 'screen-reader', text: 'The highlights are text, each figure with its label.' },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the highlights move under the text and the two actions stack, each at least 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
