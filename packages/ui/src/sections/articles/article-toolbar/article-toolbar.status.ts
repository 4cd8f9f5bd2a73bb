import type { ComponentStatus } from '../../../stories/status';

export const status = {
  status: 'beta',
  keyboardStory: 'Keyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Tab order: the search box, 'Cari', 'Filter', the sort dropdown, then the open panel's controls, the active-filter chips and 'Hapus Semua'.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "Enter in the search box searches; 'Filter' toggles the panel with Enter or Space.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'keyboard',
      text: "The sort dropdown is the browser's own select: its keys (the arrows, Space to open the list) are the browser's, which a story's simulated keys do not drive; choosing re-sorts at once.",
      checkedIn: ['Sorting'],
    },
    {
      who: 'keyboard',
      text: "Each chip 'Hapus filter …' removes its filter with Enter or Space, and Enter on 'Hapus Semua' clears them all.",
      checkedIn: ['Keyboard'],
    },
    {
      who: 'screen-reader',
      text: "'Filter' says whether the panel is expanded (`aria-expanded`).",
      checkedIn: ['Default'],
    },
    { who: 'screen-reader', text: "The sort dropdown is named 'Urutkan'.", checkedIn: ['Sorting'] },
    {
      who: 'screen-reader',
      text: 'Each active-filter chip is a button named with the filter it removes.',
      checkedIn: ['ActiveFilters'],
    },
    {
      who: 'zoom-reflow',
      text: 'At 320 px the search, the filter button and the sort dropdown wrap onto their own lines; no control is narrower than its text.',
    },
    {
      who: 'zoom-reflow',
      text: "With text at 200%, 'Cari' goes under the search box once the box would be narrower than 12rem, the sort dropdown is as wide as the toolbar at most, and a filter chip wraps its label. The dropdown shows its choice on one line, as the browser draws it: 'Paling Sedikit Dilihat' is cut there (the list of choices shows it whole).",
    },
  ],
} satisfies ComponentStatus;
