/**
 * The booking's paths: its API calls, its calendar file, its private pages and their
 * plain forms. Apart from paths.ts, which every page loads, so that only the booking pages and
 * the server carry them. No zod here.
 */
import { isCalendarDate, isClockTime } from '../booking';
import { bookableServices, branches } from '../facts';
import type { ApiEndpoint } from './answers';
import type { BookingEndpoint, BookingRequest, BookingTimesQuery } from './booking';
import { tokenPagePrefix } from './booking-page-paths';
import { query, segment } from './path-parts';
import { contentApiPaths, pagePaths } from './paths';

/**
 * The booking calls, one per endpoint of `bookingAnswerSchemas`.
 * The token of the private link is the only key to a booking; the code alone opens nothing.
 */
export const bookingApiPaths = {
  bookingInfo: () => '/v1/booking-info',
  bookingTimes: (params: BookingTimesQuery) => `/v1/booking-times${query({ ...params })}`,
  createBooking: () => '/v1/bookings',
  booking: (token: string) => `/v1/bookings/${segment(token)}`,
  cancelBooking: (token: string) => `/v1/bookings/${segment(token)}/cancel`,
  moveBooking: (token: string) => `/v1/bookings/${segment(token)}/move`,
  /** GET: what is stored for the booking. */
  bookingData: (token: string) => `/v1/bookings/${segment(token)}/data`,
  /** POST: correct the name and e-mail. */
  correctBooking: (token: string) => `/v1/bookings/${segment(token)}/data`,
  /** POST: erase the contact details (the visit past or the booking cancelled). */
  eraseBooking: (token: string) => `/v1/bookings/${segment(token)}/erase`,
} as const satisfies Record<BookingEndpoint, (...args: never[]) => string>;

/**
 * Every call of the API, the content calls and the booking calls: for the server's tests and
 * tools. The site asks the two tables apart (data/api-client.ts, data/booking-api.ts).
 */
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
 * The manage page's two forms post to the page itself; the button that sends each names what
 * it asks for: cancelling, or moving to the form's `date` and `time`.
 */
export const bookingManageIntent = {
  name: 'intent',
  cancel: 'batal',
  move: 'pindah',
  /** Correcting the name and e-mail (`bookingCorrectionSchema`). */
  correct: 'perbaiki',
  /** Erasing the contact details. */
  erase: 'hapus-data',
} as const;

/** What the booking page's address has chosen; anything that is no real choice is left out. */
export type BookingChoice = Partial<Pick<BookingRequest, 'branch' | 'service' | 'date' | 'time'>>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** `?branch=&service=&date=&time=` as the booking page reads them (`pagePaths.bookingWith`). */
export function bookingChoice(params: URLSearchParams): BookingChoice {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const choice: BookingChoice = {};
  const branch = oneOf(
    branches.map((entry) => entry.value),
    params.get('branch'),
  );
  const service = oneOf(
    bookableServices.map((entry) => entry.slug as NonNullable<BookingChoice['service']>),
    params.get('service'),
  );
  if (branch) choice.branch = branch;
  if (service) choice.service = service;
  if (isCalendarDate(date)) choice.date = date;
  if (isClockTime(time)) choice.time = time;
  return choice;
}

/** The booking pages, as the server routes them: each is rendered per request, never kept. */
export type BookingPage =
  { kind: 'booking' } | { kind: 'confirmation'; token: string } | { kind: 'manage'; token: string };

const tokenPages = (['confirmation', 'manage'] as const).map((kind) => ({
  kind,
  prefix: tokenPagePrefix(kind),
}));

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
