import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each account's buttons; Enter sends one, the button saying 'Menyimpan...'.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "Each account is a heading with its name; each button names its account ('Nonaktifkan: Dewi Lestari'); the state is said in words.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "A new set-up link is a region named 'Tautan pengaturan untuk \u2026' saying it works once.",
      checkedIn: ['Mobile'],
    },
    {
      who: 'screen-reader',
      text: 'No account, loading and a failure are said in words.',
      checkedIn: ['Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the accounts are one column without scrolling sideways; a long e-mail or link breaks.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
