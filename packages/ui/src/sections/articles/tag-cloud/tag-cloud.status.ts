import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves from tag to tag; Enter or Space chooses one.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "Each tag is a toggle button named '#tag (count)' that says whether it is pressed.",
      checkedIn: ['Selected'],
    },
    { who: 'screen-reader', text: "The box is titled 'Tag Populer'." },
    {
      who: 'zoom-reflow',
      text: 'The tags wrap onto more rows at 320 px and 200% text; each stays 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
