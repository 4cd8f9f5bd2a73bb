import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  keyboardStory: 'Default',
  criteria: [
    {
      who: 'keyboard',
      text: 'Tab moves through the fields in order, then the submit button.',
      checkedIn: ['Default'],
    },
    {
      who: 'keyboard',
      text: 'Enter in a one-line field submits the form, as the button does.',
      checkedIn: ['Default'],
    },
    {
      who: 'keyboard',
      text: 'While sending, the button is disabled and Tab passes it by, so the form cannot be sent twice.',
      checkedIn: ['Submitting'],
    },
    {
      who: 'screen-reader',
      text: "The form is named (`aria-label`, 'Formulir kontak') and posts to its action.",
      checkedIn: ['Default'],
    },
    {
      who: 'screen-reader',
      text: "The notice is an alert read when it appears: that the clinic could not be reached, or the server's own words.",
      checkedIn: ['Failed', 'FailedWithServerWords'],
    },
    {
      who: 'zoom-reflow',
      text: 'The submit button is at least 44 px tall.',
      checkedIn: ['Default'],
    },
    { who: 'zoom-reflow', text: 'On a phone it is as wide as the fields.', checkedIn: ['Mobile'] },
  ],
} satisfies ComponentStatus;
