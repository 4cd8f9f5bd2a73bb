/**
 * The front desk's paths: its API calls under /api/v1/staff and its pages under
 * /staf. Apart from paths.ts and booking-paths.ts, so no public page carries them; the server
 * routes every page below `staffPagePaths.root` per request, never kept by any cache.
 */
import type { Branch } from '../facts';
import type { StaffDayQuery, StaffEndpoint, StaffTimesQuery } from './staff';
import { query, segment } from './path-parts';

/** One path per endpoint of `staffAnswerSchemas`; the method is the API's (docs/staff.md). */
export const staffApiPaths = {
  me: () => '/v1/staff/me',
  /** POST: sign in. */
  signIn: () => '/v1/staff/session',
  /** POST: sign out (ends the session on the server). */
  signOut: () => '/v1/staff/session/end',
  /** GET: whose link it is and the authenticator to add; POST: finish the set-up. */
  setupInfo: (token: string) => `/v1/staff/setup/${segment(token)}`,
  setup: (token: string) => `/v1/staff/setup/${segment(token)}`,
  day: (params: StaffDayQuery) => `/v1/staff/day${query({ ...params })}`,
  week: (params: StaffDayQuery) => `/v1/staff/week${query({ ...params })}`,
  times: (params: StaffTimesQuery) => `/v1/staff/booking-times${query({ ...params })}`,
  booking: (code: string) => `/v1/staff/bookings/${segment(code)}`,
  /** POST */
  createBooking: () => '/v1/staff/bookings',
  changeStatus: (code: string) => `/v1/staff/bookings/${segment(code)}/status`,
  moveBooking: (code: string) => `/v1/staff/bookings/${segment(code)}/move`,
  addNote: (code: string) => `/v1/staff/bookings/${segment(code)}/notes`,
  search: (q: string) => `/v1/staff/search${query({ q })}`,
  closures: (branch?: Branch['value']) => `/v1/staff/closures${query({ branch })}`,
  /** POST */
  addClosure: () => '/v1/staff/closures',
  /** DELETE */
  removeClosure: (id: number) => `/v1/staff/closures/${id}`,
  messages: () => '/v1/staff/messages',
  /** POST */
  handleMessage: (id: number) => `/v1/staff/messages/${id}/handled`,
  accounts: () => '/v1/staff/accounts',
  /** POST */
  addAccount: () => '/v1/staff/accounts',
  disableAccount: (id: number) => `/v1/staff/accounts/${id}/disable`,
  resetAccount: (id: number) => `/v1/staff/accounts/${id}/reset`,
  log: (page?: number) => `/v1/staff/log${query({ page })}`,
  /** Admin only: the open requests about personal data, with the hours left. */
  privacyRequests: () => '/v1/staff/privacy/requests',
  /** POST: mark a request done (`note`). */
  privacyRequestDone: (id: number) => `/v1/staff/privacy/requests/${id}/done`,
  /** Everything held for a WhatsApp number or an e-mail. */
  privacyPerson: (q: string) => `/v1/staff/privacy/person${query({ q })}`,
  /** The same as JSON to hand over (`staffFilePaths.privacyExportPage`: as a page). */
  privacyExport: (q: string) => `/v1/staff/privacy/export${query({ q })}`,
  /** POST: erase everything held for `q` (`request_id`: the request it answers). */
  privacyErase: () => '/v1/staff/privacy/erase',
} as const satisfies Record<StaffEndpoint, (...args: never[]) => string>;

/** Desk calls that answer a file rather than JSON: the export as a readable HTML page. */
export const staffFilePaths = {
  privacyExportPage: (q: string) => `/v1/staff/privacy/export.html${query({ q })}`,
} as const;

const root = '/staf';

/** The desk's pages: the router's patterns and every link to them come from here. */
export const staffPagePaths = {
  root,
  /** A branch's day; without a branch the account's first, without a date today. */
  day: (choice: { branch?: string; date?: string } = {}) =>
    `${root}${query({ cabang: choice.branch, tanggal: choice.date })}`,
  week: (choice: { branch?: string; date?: string } = {}) =>
    `${root}/minggu${query({ cabang: choice.branch, tanggal: choice.date })}`,
  booking: (code: string) => `${root}/janji/${segment(code)}`,
  newBooking: (choice: { branch?: string; date?: string } = {}) =>
    `${root}/janji-baru${query({ cabang: choice.branch, tanggal: choice.date })}`,
  search: (q?: string) => `${root}/cari${query({ q })}`,
  closures: `${root}/penutupan`,
  messages: `${root}/pesan`,
  accounts: `${root}/akun`,
  log: (page?: number) => `${root}/log${query({ page })}`,
  /** Admin only: the open requests about personal data. */
  privacyRequests: `${root}/privasi`,
  /** Admin only: everything held for a number or an e-mail, its export and erasure. */
  privacyPerson: (q?: string) => `${root}/privasi/orang${query({ q })}`,
  signIn: `${root}/masuk`,
  signOut: `${root}/keluar`,
  setup: (token: string) => `${root}/atur/${segment(token)}`,
  /** The router's patterns of the pages with a parameter. */
  routes: {
    booking: `${root}/janji/:code`,
    setup: `${root}/atur/:token`,
  },
  /** The query parameters of the day, the week and the new booking. */
  params: { branch: 'cabang', date: 'tanggal' },
} as const;

/** Whether a path is one of the desk's pages (rendered per request, never cached, not indexed). */
export const isStaffPage = (pathname: string) =>
  pathname === root || pathname.startsWith(`${root}/`);
