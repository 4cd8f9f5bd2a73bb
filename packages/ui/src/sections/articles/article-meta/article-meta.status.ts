import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "Each fact is text with its words ('5 menit baca', '120 kali dilihat'); the icons are hidden from screen readers.",
    },
    {
      who: 'zoom-reflow',
      text: 'The facts wrap onto more lines at 320 px and at 200% text instead of overflowing the row.',
    },
  ],
} satisfies ComponentStatus;
