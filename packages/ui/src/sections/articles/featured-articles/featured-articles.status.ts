import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "One Tab stop per article, its title link; Enter opens it. In the failed state Tab reaches 'Coba Lagi'.",
    },
    {
      who: 'screen-reader',
      text: "While loading the band is busy and says what loads; a failure says 'Gagal memuat artikel pilihan' rather than vanishing.",
    },
    { who: 'screen-reader', text: "The 'Pilihan' badge is text." },
    { who: 'zoom-reflow', text: 'At 320 px the two cards stack; each title wraps.' },
  ],
} satisfies ComponentStatus;
