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
  /** The signed-in account and its live sessions. */
  ownAccount: () => '/v1/staff/account',
  /** POST, with the current password: every other session ends, this one gets a new token. */
  changePassword: () => '/v1/staff/account/password',
  /** POST, with the current password: one of the account's other sessions ends. */
  endSession: (id: number) => `/v1/staff/account/sessions/${id}/end`,
  /** POST, with the current password: every session of the account but this one ends. */
  endOtherSessions: () => '/v1/staff/account/sessions/end-others',
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

/**
 * What the own account page says once a change is done (post/redirect/get): the password
 * changed, one other session ended, every other session ended. Its `selesai` parameter.
 */
export const ownAccountDone = ['kata-sandi', 'sesi', 'sesi-lain'] as const;
export type OwnAccountDone = (typeof ownAccountDone)[number];

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
  /** The signed-in account's own page: its password and its sessions; `done` after a change. */
  ownAccount: (done?: OwnAccountDone) => `${root}/akun-saya${query({ selesai: done })}`,
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
  /** The query parameters of the day, the week and the new booking, and of a change done. */
  params: { branch: 'cabang', date: 'tanggal', done: 'selesai' },
} as const;

/** Whether a path is one of the desk's pages (rendered per request, never cached, not indexed). */
export const isStaffPage = (pathname: string) =>
  pathname === root || pathname.startsWith(`${root}/`);
