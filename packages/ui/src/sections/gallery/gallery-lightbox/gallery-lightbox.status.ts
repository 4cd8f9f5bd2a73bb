import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  keyboardStory: 'Default',
  criteria: [
    {
      who: 'keyboard',
      text: 'The focus moves into the dialog when it opens.',
      checkedIn: ['Default'],
    },
    { who: 'keyboard', text: 'Tab and Shift+Tab stay inside the dialog.', checkedIn: ['Default'] },
    {
      who: 'keyboard',
      text: 'Left and Right show the previous and next photo, wrapping at the ends.',
      checkedIn: ['Default'],
    },
    {
      who: 'keyboard',
      text: 'Escape closes it and the focus returns to the thumbnail that opened it.',
      checkedIn: ['Default'],
    },
    { who: 'keyboard', text: "'Tutup' closes it too.", checkedIn: ['CloseButton'] },
    {
      who: 'screen-reader',
      text: "The dialog is named by the photo's title and described by its description; 'Foto 1 dari 2' says where you are.",
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "The buttons are named 'Foto sebelumnya', 'Foto berikutnya' and 'Tutup'.",
    },
    {
      who: 'zoom-reflow',
      text: 'On a phone the dialog opens over the page.',
      checkedIn: ['Mobile'],
    },
    { who: 'zoom-reflow', text: 'The photo fits the screen and the caption wraps at 200% text.' },
  ],
} satisfies ComponentStatus;
