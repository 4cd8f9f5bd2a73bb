import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each message's contact links and its button; Enter marks it handled, the button saying 'Menyimpan...'.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: "Each message's heading names the sender and subject; each button names the sender ('Tandai sudah ditangani: pesan Yanti Susilawati'); a failed delivery is said in words.",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'No message, loading and a failure are said in words.',
      checkedIn: ['Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px every message fits without scrolling sideways.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
