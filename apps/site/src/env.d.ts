/** Replaced at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string;
/** The build's year: the footer's copyright, fixed at build so prerendered HTML and hydration agree. */
declare const __BUILD_YEAR__: number;
/** The design tokens' primary colour, read at build time: the browser's theme-color. */
declare const __THEME_COLOR__: string;

interface DocumentEventMap {
  /** Dispatched by entry-client once React listens to the page's events (see loader.ts). */
  'app-listening': Event;
}
