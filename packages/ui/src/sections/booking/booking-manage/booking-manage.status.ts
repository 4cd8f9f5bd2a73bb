import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Cancel',
  criteria: [
    {
      who: 'keyboard',
      text: "Enter on 'Ya, batalkan janji temu' cancels once the confirmation step is open; Tab to 'Batalkan janji temu' and Enter or Space on it are the browser's own `<summary>` behaviour, not simulated.",
      checkedIn: ['Cancel'],
    },
    {
      who: 'keyboard',
      text: 'Sent without a time, the focus goes to the times and the arrow keys choose one.',
      checkedIn: ['Move'],
    },
    {
      who: 'screen-reader',
      text: "The booking is a region named 'Janji temu 7KQ4-M2XD' with its summary.",
      checkedIn: ['Confirmed'],
    },
    {
      who: 'screen-reader',
      text: "The days to move to are a radio group named by its legend; 'Tampilkan jam' asks for the chosen day's times (a GET to the page, `?date=`).",
      checkedIn: ['MoveDate'],
    },
    {
      who: 'screen-reader',
      text: "A move without a time is refused with 'Silakan pilih jam', which describes the times.",
      checkedIn: ['Move'],
    },
    {
      who: 'screen-reader',
      text: 'While a change is sent its button says so and is disabled.',
      checkedIn: ['Cancel', 'Move'],
    },
    {
      who: 'screen-reader',
      text: 'A 409 on moving and a change that could not be saved are alerts.',
      checkedIn: ['MoveTaken', 'ChangeFailed'],
    },
    {
      who: 'screen-reader',
      text: 'Self-service closed and cancelled are written out.',
      checkedIn: ['SelfServiceClosed', 'Cancelled'],
    },
    { who: 'zoom-reflow', text: 'At 390 px the actions are one column.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
