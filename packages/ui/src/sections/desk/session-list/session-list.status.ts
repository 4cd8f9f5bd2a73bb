import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Ready',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches each other session's 'Akhiri sesi ini' (a summary: Enter or Space opens it, the browser's own, not simulated); Tab reaches the password, Enter ends the session, the button saying 'Mengakhiri...'.",
      checkedIn: ['Ready'],
    },
    {
      who: 'keyboard',
      text: 'After a wrong password the form it came from is open again and its password field has the focus.',
      checkedIn: ['WrongPassword'],
    },
    {
      who: 'screen-reader',
      text: "The sessions are a list named 'Sesi aktif', each a heading with its browser and system, this one marked 'Sesi ini' in words; each control names its session ('Akhiri sesi ini: Safari di iPad').",
      checkedIn: ['Ready'],
    },
    {
      who: 'screen-reader',
      text: 'A wrong password is an alert and describes its field; no other session, loading and a failure are said in words.',
      checkedIn: ['WrongPassword', 'OnlyThisOne', 'Empty', 'Loading', 'LoadError'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 390 px the sessions are one column without scrolling sideways, an opened form included; every control is 44 px tall.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
