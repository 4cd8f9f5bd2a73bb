import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  criteria: [
    {
      who: 'screen-reader',
      text: 'A polite status that stays in the page, empty while online, so going offline is announced without moving the focus.',
      checkedIn: ['Default', 'Online'],
    },
    {
      who: 'zoom-reflow',
      text: "On a phone the banner keeps clear of the screen's edges and its text wraps.",
      checkedIn: ['Mobile'],
    },
    {
      who: 'zoom-reflow',
      text: 'With text at 200% on a phone, or at 400% zoom, the banner no longer floats over the page: it sits in the page, its icon above its words, and all of it can be read.',
    },
  ],
} satisfies ComponentStatus;
