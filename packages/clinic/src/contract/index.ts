/**
 * The contract between the API, the site and the library: every request parameter and every
 * answer as a zod schema (zod/mini, so a page that parses something carries only what it uses),
 * the TypeScript types inferred from them, and the paths of the calls.
 */
export * from './answers';
export * from './articles';
export * from './booking';
export * from './categories';
export * from './contact';
export * from './envelope';
export * from './faqs';
export * from './field-messages';
export * from './forms';
export * from './galleries';
export * from './jobs';
export * from './locations';
export * from './options';
export * from './pages';
export * from './params';
export * from './read';
export * from './read-with';
export * from './paths';
export * from './booking-paths';
export * from './booking-page-paths';
export * from './people';
export * from './references';
export * from './search';
export * from './services';
export * from './settings';
export * from './consultation';
export * from './staff';
export * from './staff-privacy';
export * from './consent';
export * from './privacy';
export * from './staff-paths';
export * from './staff-read';
