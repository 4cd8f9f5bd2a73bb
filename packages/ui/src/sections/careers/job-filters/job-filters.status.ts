import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab order: the search box, 'Departemen', 'Lokasi', 'Reset Filter'.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Typing filters at once and Enter in the box sends nothing.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "The dropdowns are the browser's own selects (their keys are the browser's); choosing keeps the focus.",
      checkedIn: ['Keyboard'],
    },
    { who: 'keyboard', text: "Enter on 'Reset Filter' clears all three.", checkedIn: ['Keyboard'] },
    {
      who: 'screen-reader',
      text: "The form is a search landmark named 'Cari lowongan'.",
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "The count ('Menampilkan 2 dari 6 lowongan') is a polite live region, announced when it changes.",
      checkedIn: ['CountUnknown'],
    },
    { who: 'zoom-reflow', text: 'At 320 px the box and both dropdowns stack in one column.' },
  ],
} satisfies ComponentStatus;
