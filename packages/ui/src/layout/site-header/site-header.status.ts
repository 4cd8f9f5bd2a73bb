import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'stable',
  keyboardStory: 'DropdownByKeyboard',
  criteria: [
    {
      who: 'keyboard',
      text: "Desktop tab order: the top bar's links (phone first, then e-mail and the social links), the logo link home, the navigation, the search box and 'Cari', then the call to action.",
      checkedIn: ['Search'],
    },
    { who: 'keyboard', text: 'Enter in the search box searches.', checkedIn: ['Search'] },
    {
      who: 'keyboard',
      text: 'Left and Right move between the top-level items.',
      checkedIn: ['DropdownByKeyboard'],
    },
    {
      who: 'keyboard',
      text: "Enter on 'Layanan' opens its dropdown, Down moves into it and on through its links, and Escape closes it with the focus back on 'Layanan'.",
      checkedIn: ['DropdownByKeyboard'],
    },
    {
      who: 'keyboard',
      text: "Phone menu: Enter on 'Menu' opens the panel, the next Tab enters it at its search box, then 'Cari' and the links, and Space on 'Menu' closes it.",
      checkedIn: ['MobileKeyboard'],
    },
    {
      who: 'keyboard',
      text: 'Phone menu: Tab past its last link closes the panel, so the focus never lands on the page under it.',
      checkedIn: ['MobileKeyboard'],
    },
    {
      who: 'keyboard',
      text: "Phone menu: Escape closes it and returns the focus to 'Menu', and a tap outside closes it (the browser's popover: the story runner's frame does not deliver these).",
      checkedIn: ['e2e/layout.spec.ts'],
    },
    {
      who: 'screen-reader',
      text: "The navigation is named 'Navigasi utama' and the current page's link has `aria-current=\"page\"`.",
      checkedIn: ['Default', 'MobileOpen'],
    },
    {
      who: 'screen-reader',
      text: "'Menu' is the panel's popover invoker and names the panel it controls (`aria-controls`).",
      checkedIn: ['Mobile'],
    },
    {
      who: 'screen-reader',
      text: "'Menu' says whether the panel is expanded. The browser says it, from the popover, before any script and after: Chromium exposes a popover invoker's expanded state itself (and reads it there even over an `aria-expanded` attribute that says otherwise), so the button has no `aria-expanded` of its own. What the screen reader announces needs a person to check.",
    },
    {
      who: 'screen-reader',
      text: "The search is a search landmark named 'Cari di situs'.",
      checkedIn: ['Search'],
    },
    {
      who: 'zoom-reflow',
      text: "Below `lg` the navigation moves into the phone menu: 'Menu' is shown and the links stay hidden until it opens.",
      checkedIn: ['Mobile'],
    },
    {
      who: 'zoom-reflow',
      text: 'From `lg` to `xl` the search box becomes a search link, and at 200% text long labels wrap in the bar instead of pushing it sideways.',
    },
    {
      who: 'zoom-reflow',
      text: "Where the text is large for the width (200% on a phone), the bar stacks: the logo, then the name and tagline across the whole width, then 'Menu'; the name breaks between words, not inside them.",
    },
    {
      who: 'zoom-reflow',
      text: "In a window under 30rem tall, in the page's own rem (a phone on its side, text at 200%, 400% zoom), the header is not sticky: it scrolls away with the page instead of covering it.",
    },
  ],
} satisfies ComponentStatus;
