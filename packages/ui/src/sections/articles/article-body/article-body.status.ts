import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: "The article's headings (h2 to h4), lists, quotes and figures are real HTML elements, so screen readers can move by heading and list.",
    },
    {
      who: 'screen-reader',
      text: 'Links in the text are named by their own words; figures keep the alternative text the API sends.',
    },
    {
      who: 'zoom-reflow',
      text: 'The text is at most `max-w-prose` wide and reflows at 320 px; long words and URLs wrap instead of scrolling sideways.',
    },
    {
      who: 'zoom-reflow',
      text: 'Text enlarged to 200% keeps its line height and spacing (the long-form style uses em and unitless values).',
    },
  ],
} satisfies ComponentStatus;
