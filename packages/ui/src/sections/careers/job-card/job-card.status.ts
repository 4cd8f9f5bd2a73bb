import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches 'Lihat persyaratan & benefit', then 'Lamar'; Enter on 'Lamar' applies.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "Enter or Space on 'Lihat persyaratan & benefit' opens or closes it, even before the page's script has loaded: the browser's own `<details>`, whose keys a story's simulated keys do not drive (its opening is checked by a click in the `RequirementsAndBenefits` story).",
    },
    {
      who: 'screen-reader',
      text: "'Lamar' is named with the position ('Lamar posisi Fisioterapis Senior').",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: 'The position is a heading; type, department and location are text.',
      checkedIn: ['Default'],
    },
    { who: 'zoom-reflow', text: 'At 320 px the badges and facts wrap.' },
    {
      who: 'zoom-reflow',
      text: "With text at 200%, a card narrower than 16rem keeps a 1rem padding instead of 1.5rem, and a date wider than its line breaks before the year; the card is never wider than its column (every story's narrow reflow check).",
    },
  ],
} satisfies ComponentStatus;
