/**
 * The booking's private pages: apart from `pagePaths`, which every page loads, and from
 * the booking calls (booking-paths.ts), which only the booking pages load, since the router's
 * table needs their patterns on every page but nothing else of the booking. No imports but the
 * paths' own parts.
 */
import { segment } from './path-parts';
import { pagePaths } from './paths';

/** The segment of each private page under the booking page, before its token. */
const tokenPageSegments = { confirmation: 'selesai', manage: 'kelola' } as const;

type TokenPage = keyof typeof tokenPageSegments;

/** The path of a private page up to its token. */
export const tokenPagePrefix = (page: TokenPage) =>
  `${pagePaths.booking}/${tokenPageSegments[page]}/`;

/**
 * The booking's private pages: apart from `pagePaths`, which every page loads, since only the
 * booking pages and the server link to them. The one table of their addresses: the router's
 * patterns, the links and the server's routing (`bookingPage`) are made from it.
 */
export const bookingPagePaths = {
  /** Where a booking made leads: the confirmation, reached by the private token. */
  bookingConfirmation: (token: string) => `${tokenPagePrefix('confirmation')}${segment(token)}`,
  /** The private link that shows, cancels or moves a booking: its forms post to it. */
  bookingManage: (token: string) => `${tokenPagePrefix('manage')}${segment(token)}`,
  /** The router's pattern of each private page, its token the parameter `token`. */
  routes: {
    confirmation: `${tokenPagePrefix('confirmation')}:token`,
    manage: `${tokenPagePrefix('manage')}:token`,
  },
} as const;
