import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  keyboardStory: 'Keyboard',
  criteria: [
    { who: 'keyboard', text: 'Tab moves from question to question.', checkedIn: ['Keyboard'] },
    {
      who: 'keyboard',
      text: 'Enter or Space on a question opens or closes its answer.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Up and Down move between questions, wrapping at the ends; Home and End go to the first and the last, and moving opens nothing.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: 'Only one answer is open at a time: opening another from the keyboard closes the first.',
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "In the failed state Tab reaches 'Coba Lagi' and Enter retries.",
      checkedIn: ['Failed'],
    },
    {
      who: 'screen-reader',
      text: 'Each question is a button inside an `h3` (or `headingLevel`) that says whether it is expanded; an open answer is a region named by its question.',
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "While loading, the list is busy and a status says 'Memuat pertanyaan'.",
      checkedIn: ['Loading'],
    },
    {
      who: 'screen-reader',
      text: "A failure is announced as an alert, 'Gagal memuat pertanyaan'.",
      checkedIn: ['Failed'],
    },
    {
      who: 'screen-reader',
      text: 'A link to a question (`/faq#faq-4`) targets its heading, and the question the page names (`openId`) is open: its button says it is expanded and its answer shows.',
      checkedIn: ['OpenedByAddress'],
    },
    { who: 'zoom-reflow', text: 'Every question is at least 44 px tall.', checkedIn: ['Default'] },
    {
      who: 'zoom-reflow',
      text: 'At 320 px and 200% text long questions and answers wrap beside the chevron, never under it.',
    },
  ],
} satisfies ComponentStatus;
