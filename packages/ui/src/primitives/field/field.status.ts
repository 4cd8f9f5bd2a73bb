import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Each control is the browser's own, reached by Tab in the order shown, and a click on the label focuses it.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "`NativeSelect` opens with Space or Alt+Down and takes the arrow keys (the browser's own keys, which a story's simulated keys do not drive); choosing keeps the focus on it.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Tab passes the honeypot by, from the field before it to the field after it.',
      checkedIn: ['Honeypot'],
    },
    {
      who: 'screen-reader',
      text: 'The control is named by its label and described by its hint.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: 'An error sets `aria-invalid` and is read after the hint.',
      checkedIn: ['WithError'],
    },
    { who: 'screen-reader', text: 'A required field has `aria-required`.', checkedIn: ['Default'] },
    { who: 'screen-reader', text: "A required field says '(wajib)' after its label." },
    {
      who: 'screen-reader',
      text: 'The honeypot is hidden from assistive technology (`aria-hidden`) and never read as a field.',
      checkedIn: ['Honeypot'],
    },
    { who: 'zoom-reflow', text: 'Controls are at least 44 px tall.', checkedIn: ['Default'] },
    {
      who: 'zoom-reflow',
      text: 'At 320 px a long label and its error wrap above and below the control.',
    },
  ],
} satisfies ComponentStatus;
