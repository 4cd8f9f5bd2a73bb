import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches WhatsApp, 'Salin Tautan' and the share-sheet button in turn.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Enter or Space acts, and the focus stays on the button while the status line speaks.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: 'The WhatsApp link says it opens a new tab.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "After copying, a polite status says 'Tautan disalin. …' without moving the focus.",
      checkedIn: ['LinkCopied'],
    },
    {
      who: 'screen-reader',
      text: 'When copying fails it gives the address to copy by hand.',
      checkedIn: ['CopyFailed'],
    },
    {
      who: 'screen-reader',
      text: 'Where the share button copies instead (no share sheet), the status says so.',
      checkedIn: ['ShareSheetCopies'],
    },
    {
      who: 'screen-reader',
      text: 'When neither works it names WhatsApp and gives the address.',
      checkedIn: ['ShareSheetFailed'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the buttons wrap onto more rows; each stays 44 px tall.',
    },
  ],
} satisfies ComponentStatus;
