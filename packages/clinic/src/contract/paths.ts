/**
 * The calls of the API that any page makes, as the path (and query string) to ask: one function
 * per endpoint of `answerSchemas` but the booking calls (booking-paths.ts), so a client gets the
 * answer's type from the same name; and every page's address. No zod here: the site's pages
 * import this.
 */
import type { ApiEndpoint } from './answers';
import type { ArticleListQuery } from './articles';
import type { BookingEndpoint } from './booking';
import type { CategoryType } from './options';
import type { GalleryListQuery } from './galleries';
import type { JobListQuery } from './jobs';
import { query, segment } from './path-parts';

/** Every endpoint but the booking calls. */
export type ContentEndpoint = Exclude<ApiEndpoint, BookingEndpoint>;

/**
 * The calls every page may make (content, contact, search). The booking calls are apart, in
 * booking-paths.ts, so that only the booking pages carry them; `apiPaths` there has both.
 */
export const contentApiPaths = {
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
  /** POST: a person's request about their data (the privacy page's form). */
  dataRequest: () => '/v1/privacy-requests',
} as const satisfies Record<ContentEndpoint, (...args: never[]) => string>;

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
  /** The privacy page's request form ("Permintaan data pribadi"). */
  privacyRequest: '/kebijakan-privasi#permintaan-data',
  terms: '/syarat-ketentuan',
  /** Spec section 8: where an HTTP 401 leads; there is no patient area behind it. */
  login: '/login',
  /** What the service worker shows for a page it has no copy of, offline. */
  offline: '/offline',
  /** Booking a visit. */
  booking: '/janji-temu',
  /** The booking page with a branch or a service already chosen (a branch card, a service page). */
  bookingWith: (choice: { branch?: string; service?: string; date?: string }) =>
    `/janji-temu${query({ branch: choice.branch, service: choice.service, date: choice.date })}`,
} as const;
