import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches the patient's name (a link to the booking) and then each quick action; Enter on 'Tandai hadir' posts it.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "Each quick action is named with what it does and whose booking it is ('Tandai hadir: Dewi Anggraini'), so a list of rows is told apart.",
      checkedIn: ['Confirmed'],
    },
    {
      who: 'screen-reader',
      text: 'Only the changes the booking may take now are offered; a cancelled booking says why and offers none.',
      checkedIn: ['Arrived', 'Cancelled'],
    },
    {
      who: 'screen-reader',
      text: "While a change is sent its button says 'Menyimpan...' and the row's buttons are disabled.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'zoom-reflow',
      text: 'The buttons and the name are at least 44 px tall, and wrap at 320 px with text at 200%.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
