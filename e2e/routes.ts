/** An article every build has (seeded), standing for the article route. */
export const articleRoute = '/artikel/cedera-acl-tahapan-rehabilitasi';

/** The site search with a word the seeded content holds in every group (rendered per request). */
export const searchRoute = '/cari?q=lutut';

/** The booking page with a branch and a service chosen: its dates and times rendered per request. */
export const bookingRoute = '/janji-temu?branch=kiaracondong&service=pediatric';

/** An address no route owns: the 404 page. */
export const notFoundRoute = '/halaman-yang-tidak-ada';

/**
 * One address per route of the site (spec section 2), for the checks every page must pass: the
 * e2e specs and the Lighthouse bench (scripts/bench/lighthouse.ts) both read this list.
 */
export const everyRoute = [
  '/',
  '/tentang-kami',
  '/layanan',
  '/layanan/rehab-recovery',
  '/lokasi-klinik',
  '/kontak',
  '/artikel',
  articleRoute,
  '/galeri',
  '/karir',
  '/faq',
  '/janji-temu',
  bookingRoute,
  searchRoute,
  '/cari',
  '/kebijakan-privasi',
  '/syarat-ketentuan',
  '/login',
  '/offline',
  notFoundRoute,
] as const;

/**
 * The front desk's pages every check reaches: the sign-in page, and a branch's day,
 * which needs a session (the specs and the bench sign in first).
 */
export const deskRoutes = { signIn: '/staf/masuk', day: '/staf' } as const;

/** Embedded maps and the chat app live outside this machine: answer them locally. */
export const externalHosts = /^https:\/\/(www\.google\.com|maps\.google\.com|wa\.me)\//;
