/**
 * Every call of the API, as the path (and query string) to ask: one function per endpoint of
 * `answerSchemas`, so a client gets the answer's type from the same name. No zod here: the
 * site's pages import this.
 */
import type { ApiEndpoint } from './answers';
import type { ArticleListQuery } from './articles';
import type { BookingEndpoint, BookingTimesQuery } from './booking';
import type { CategoryType } from './options';
import type { GalleryListQuery } from './galleries';
import type { JobListQuery } from './jobs';

type Query = Record<string, string | number | boolean | undefined>;

/** `?a=1&b=x` of the values that are set, in the order given; '' when none is. */
function query(values: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string) => encodeURIComponent(value);

const contentApiPaths = {
  settings: () => '/v1/settings',
  services: () => '/v1/services',
  featuredServices: () => '/v1/services/featured',
  service: (slug: string) => `/v1/services/${segment(slug)}`,
  articles: (params: Partial<ArticleListQuery> = {}) => `/v1/articles${query(params)}`,
  featuredArticles: (limit?: number) => `/v1/articles/featured${query({ limit })}`,
  latestArticles: (limit?: number) => `/v1/articles/latest${query({ limit })}`,
  popularArticles: (limit?: number) => `/v1/articles/popular${query({ limit })}`,
  article: (slug: string) => `/v1/articles/${segment(slug)}`,
  articleView: (slug: string) => `/v1/articles/${segment(slug)}/view`,
  categories: (type?: CategoryType) => `/v1/categories${query({ type })}`,
  category: (slug: string, type?: CategoryType) =>
    `/v1/categories/${segment(slug)}${query({ type })}`,
  categoryArticles: (slug: string, params: Partial<Omit<ArticleListQuery, 'category'>> = {}) =>
    `/v1/categories/${segment(slug)}/articles${query(params)}`,
  categoryServices: (slug: string) => `/v1/categories/${segment(slug)}/services`,
  pages: () => '/v1/pages',
  page: (slug: string) => `/v1/pages/${segment(slug)}`,
  locations: () => '/v1/locations',
  location: (slug: string) => `/v1/locations/${segment(slug)}`,
  mainLocation: () => '/v1/locations/main',
  galleries: (params: Partial<GalleryListQuery> = {}) => `/v1/galleries${query(params)}`,
  gallery: (slug: string) => `/v1/galleries/${segment(slug)}`,
  jobs: (params: Partial<JobListQuery> = {}) => `/v1/jobs${query(params)}`,
  job: (slug: string) => `/v1/jobs/${segment(slug)}`,
  faqs: () => '/v1/faqs',
  team: () => '/v1/team',
  testimonials: () => '/v1/testimonials',
  contact: () => '/v1/contact',
  contactMessage: () => '/v1/contact-messages',
  search: (q: string) => `/v1/search${query({ q })}`,
} as const;

/**
 * The booking calls (issue 24), one per endpoint of `bookingAnswerSchemas`, part of `apiPaths`.
 * The token of the private link is the only key to a booking; the code alone opens nothing.
 */
export const bookingApiPaths = {
  bookingInfo: () => '/v1/booking-info',
  bookingTimes: (params: BookingTimesQuery) => `/v1/booking-times${query({ ...params })}`,
  createBooking: () => '/v1/bookings',
  booking: (token: string) => `/v1/bookings/${segment(token)}`,
  cancelBooking: (token: string) => `/v1/bookings/${segment(token)}/cancel`,
  moveBooking: (token: string) => `/v1/bookings/${segment(token)}/move`,
} as const satisfies Record<BookingEndpoint, (...args: never[]) => string>;

export const apiPaths = {
  ...contentApiPaths,
  ...bookingApiPaths,
} as const satisfies Record<ApiEndpoint, (...args: never[]) => string>;

/**
 * Calls of the API that answer a file rather than JSON, so no answer schema: the calendar file
 * of a booking, for "Tambahkan ke Kalender" (text/calendar, by the private token).
 */
export const apiFilePaths = {
  bookingCalendar: (token: string) => `/v1/bookings/${segment(token)}/calendar.ics`,
} as const;

/**
 * Every page of the site, as the address to link to: the one place a page's path is written (the
 * route table, the navigation, the sitemap, links in the library and the API's search results).
 */
export const pagePaths = {
  home: '/',
  about: '/tentang-kami',
  services: '/layanan',
  service: (slug: string) => `/layanan/${segment(slug)}`,
  locations: '/lokasi-klinik',
  /** A branch's card on the locations page (the site search links to it). */
  location: (slug: string) => `/lokasi-klinik#${segment(slug)}`,
  contact: '/kontak',
  articles: '/artikel',
  article: (slug: string) => `/artikel/${segment(slug)}`,
  gallery: '/galeri',
  careers: '/karir',
  faq: '/faq',
  /** A question's answer on the FAQ page. */
  faqItem: (id: number) => `/faq#faq-${id}`,
  search: '/cari',
  privacy: '/kebijakan-privasi',
  terms: '/syarat-ketentuan',
  /** Spec section 8: where an HTTP 401 leads; there is no patient area behind it. */
  login: '/login',
  /** What the service worker shows for a page it has no copy of, offline. */
  offline: '/offline',
  /** Booking a visit (issue 24). */
  booking: '/janji-temu',
  /** The booking page with a branch or a service already chosen (a branch card, a service page). */
  bookingWith: (choice: { branch?: string; service?: string; date?: string }) =>
    `/janji-temu${query({ branch: choice.branch, service: choice.service, date: choice.date })}`,
} as const;

/**
 * The booking's private pages and the addresses of their plain forms: apart from `pagePaths`,
 * which every page loads, since only the booking pages and the server link to them.
 */
export const bookingPagePaths = {
  /** Where a booking made leads: the confirmation, reached by the private token. */
  bookingConfirmation: (token: string) => `/janji-temu/selesai/${segment(token)}`,
  /** The private link that shows, cancels or moves a booking. */
  bookingManage: (token: string) => `/janji-temu/kelola/${segment(token)}`,
  /** Where the manage page's plain forms post: cancelling, and moving to `date` and `time`. */
  bookingCancelForm: (token: string) => `/janji-temu/kelola/${segment(token)}/batal`,
  bookingMoveForm: (token: string) => `/janji-temu/kelola/${segment(token)}/pindah`,
} as const;

/** The booking pages, as the server routes them: each is rendered per request, never kept. */
export type BookingPage =
  { kind: 'booking' } | { kind: 'confirmation'; token: string } | { kind: 'manage'; token: string };

const tokenPages = [
  { kind: 'confirmation', prefix: `${pagePaths.booking}/selesai/` },
  { kind: 'manage', prefix: `${pagePaths.booking}/kelola/` },
] as const;

/**
 * Which booking page a path is, or undefined for any other path (a token page's token is only
 * what follows its prefix; whether a booking has it is the API's to say).
 */
export function bookingPage(pathname: string): BookingPage | undefined {
  if (pathname === pagePaths.booking) return { kind: 'booking' };
  for (const { kind, prefix } of tokenPages) {
    if (!pathname.startsWith(prefix)) continue;
    const token = pathname.slice(prefix.length);
    // A token is base64url: anything escaped or nested is no token, and no page.
    return /^[\w-]+$/.test(token) ? { kind, token } : undefined;
  }
  return undefined;
}
