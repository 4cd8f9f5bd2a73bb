import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab order: the search box, the sort dropdown, then each category chip.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Typing filters at once and Enter in the box sends nothing.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "The sort dropdown is the browser's own select (its keys are the browser's); choosing an option keeps the focus on it.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Enter or Space on a chip chooses that category.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The search box is named 'Cari foto' and the dropdown 'Urutkan foto'.",
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "The chips are a group named 'Kategori foto'; each chip says whether it is pressed and how many photos it holds ('Terapi 5 foto').",
      checkedIn: ['Default'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the box and the dropdown stack, and the chips wrap onto more rows.',
    },
  ],
} satisfies ComponentStatus;
