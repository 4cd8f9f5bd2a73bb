import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The section is named by 'Mengapa Memilih Kami?'; each reason is a heading with its sentence, the icons hidden.",
    },
    { who: 'zoom-reflow', text: 'One column at 320 px, two from `sm`, four from `lg`.' },
  ],
} satisfies ComponentStatus;
