import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The line is text ('Buka sekarang · tutup pukul 17.00'): open and closed are said in words, not only by the dot's colour.",
      checkedIn: ['Open', 'ClosedUntilMonday'],
    },
    {
      who: 'screen-reader',
      text: "Before the hour is known it says 'Jam operasional dalam WIB'.",
      checkedIn: ['AsPrerendered'],
    },
    {
      who: 'zoom-reflow',
      text: 'In a narrow column the line keeps the width of its longest wording, so it does not jump when the hour fills it in.',
      checkedIn: ['InverseNarrow'],
    },
  ],
} satisfies ComponentStatus;
