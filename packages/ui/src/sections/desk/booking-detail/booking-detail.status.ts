import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Cancel',
  criteria: [
    {
      who: 'keyboard',
      text: "Enter on 'Batalkan janji temu' without a reason moves the focus to 'Alasan pembatalan' with its error; Tab from there returns to the button. Opening the `<summary>` and choosing in the native select are the browser's own, not simulated.",
      checkedIn: ['Cancel'],
    },
    {
      who: 'keyboard',
      text: 'A move sent without a time moves the focus to the times; the arrow keys choose one.',
      checkedIn: ['Move'],
    },
    {
      who: 'screen-reader',
      text: "The booking is a region named 'Janji temu R2XN-8KVF'; its history, its notes and its changes are regions named 'Riwayat', 'Catatan internal' and 'Ubah janji temu'.",
      checkedIn: ['Confirmed'],
    },
    {
      who: 'screen-reader',
      text: 'Only the changes the booking may take now are offered; a finished booking says it cannot change.',
      checkedIn: ['Confirmed', 'Arrived', 'Done'],
    },
    {
      who: 'screen-reader',
      text: 'The WhatsApp chat link says it opens a new tab; every time is written in WIB, the UTC in its title.',
      checkedIn: ['Confirmed'],
    },
    {
      who: 'screen-reader',
      text: "A refused field is described by its error ('Silakan pilih alasan pembatalan.', 'Catatan wajib diisi'); a refusal of the API is an alert.",
      checkedIn: ['Cancel', 'Note', 'Refused'],
    },
    {
      who: 'screen-reader',
      text: "While a change is sent its button says so ('Membatalkan...', 'Menyimpan...') and is disabled.",
      checkedIn: ['Cancel', 'Move'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 1024 px the details and the changes sit side by side; at 390 px they are one column.',
      checkedIn: ['Mobile'],
    },
  ],
} satisfies ComponentStatus;
