import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches the box, then 'Cari'; Enter in the box or on 'Cari' opens `/cari?q=` with the text.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "The form is a search landmark named 'Cari di situs', a GET form to `/cari`, and the box is a searchbox with the same name, sent as `q`.",
      checkedIn: ['Default'],
    },
    { who: 'zoom-reflow', text: "'Cari' is 44 px tall.", checkedIn: ['Default'] },
    { who: 'zoom-reflow', text: 'At 320 px the box shrinks before the button does.' },
  ],
} satisfies ComponentStatus;
