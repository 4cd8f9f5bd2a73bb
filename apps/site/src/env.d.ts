/** Replaced at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string;
/** The build's year: the footer's copyright, fixed at build so prerendered HTML and hydration agree. */
declare const __BUILD_YEAR__: number;
