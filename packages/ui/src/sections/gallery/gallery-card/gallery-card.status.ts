import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches the title button first, then 'Suka foto …', 'Bagikan foto …' and 'Unduh foto …' when given.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Enter or Space on the title button opens the photo, and on an action button acts.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The title button is named by the photo's title and the action buttons with it ('Suka foto …').",
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'The title button says it opens a dialog (`aria-haspopup="dialog"`); the like button says whether it is pressed.',
    },
    {
      who: 'screen-reader',
      text: "A picture that fails to load becomes a box named by the photo's alternative text.",
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text the title and facts wrap, the counts and the action buttons go onto more lines as they need; a count stays whole and each button stays a 44 px target.',
    },
  ],
} satisfies ComponentStatus;
