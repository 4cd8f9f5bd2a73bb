import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab reaches the link and Enter follows it; with the site's router the link still works from the keyboard (it is a real `<a href>`).",
    },
    {
      who: 'screen-reader',
      text: 'The link is announced as a link with its own text; the router changes nothing screen readers hear.',
    },
    {
      who: 'zoom-reflow',
      text: 'At 400% zoom and 200% text the link text wraps with the text around it; it is never cut off.',
    },
  ],
} satisfies ComponentStatus;
