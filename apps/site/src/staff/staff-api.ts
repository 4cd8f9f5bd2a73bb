/**
 * The front desk's client: every call of `staffApiPaths` through the site's one door
 * (`createApiRequest`, data/api-client.ts), each answer read with the contract's
 * `staffAnswerSchemas` of its endpoint, and the refusals that carry more than a message (a closed
 * day's bookings to contact, a taken time's new times) read with their own schemas there too. Its
 * own module, so that no public page carries the desk's calls or schemas.
 *
 * In the browser it asks /api/v1/staff on the site's own origin, the session cookie going along;
 * on the server the render's `fetch` carries the visitor's cookie to the server's own API.
 */
import {
  readStaffAnswer,
  readStaffRefusal,
  staffApiPaths,
  type BookingMove,
  type PrivacyEraseInput,
  type PrivacyRequestDoneInput,
  type StaffAccountInput,
  type StaffBooking,
  type StaffBookingRequest,
  type StaffClosureInput,
  type StaffDayQuery,
  type StaffPasswordChange,
  type StaffReauth,
  type StaffRecords,
  type StaffSetup,
  type StaffSignIn,
  type StaffStatusChange,
  type StaffTakenRefusal,
  type StaffTimesQuery,
} from '@klinik/clinic';
import {
  ApiError,
  createApiRequest,
  type AnswerReaders,
  type ApiClientOptions,
} from '../data/api-client';

const staffReaders: AnswerReaders<StaffRecords> = {
  answer: readStaffAnswer,
  refusal: readStaffRefusal,
};

export function createStaffApi(options: ApiClientOptions) {
  const request = createApiRequest(staffReaders, options);
  return {
    me: () => request('me', 'GET', staffApiPaths.me()),
    signIn: (input: StaffSignIn) => request('signIn', 'POST', staffApiPaths.signIn(), input),
    signOut: () => request('signOut', 'POST', staffApiPaths.signOut()),
    setupInfo: (token: string) => request('setupInfo', 'GET', staffApiPaths.setupInfo(token)),
    setup: (token: string, input: StaffSetup) =>
      request('setup', 'POST', staffApiPaths.setup(token), input),
    day: (query: StaffDayQuery) => request('day', 'GET', staffApiPaths.day(query)),
    week: (query: StaffDayQuery) => request('week', 'GET', staffApiPaths.week(query)),
    times: (query: StaffTimesQuery) => request('times', 'GET', staffApiPaths.times(query)),
    booking: (code: string) => request('booking', 'GET', staffApiPaths.booking(code)),
    createBooking: (booking: StaffBookingRequest) =>
      request('createBooking', 'POST', staffApiPaths.createBooking(), booking),
    changeStatus: (code: string, change: StaffStatusChange) =>
      request('changeStatus', 'POST', staffApiPaths.changeStatus(code), change),
    moveBooking: (code: string, to: BookingMove) =>
      request('moveBooking', 'POST', staffApiPaths.moveBooking(code), to),
    addNote: (code: string, text: string) =>
      request('addNote', 'POST', staffApiPaths.addNote(code), { text }),
    search: (q: string) => request('search', 'GET', staffApiPaths.search(q)),
    closures: () => request('closures', 'GET', staffApiPaths.closures()),
    addClosure: (closure: StaffClosureInput) =>
      request('addClosure', 'POST', staffApiPaths.addClosure(), closure),
    removeClosure: (id: number) =>
      request('removeClosure', 'DELETE', staffApiPaths.removeClosure(id)),
    messages: () => request('messages', 'GET', staffApiPaths.messages()),
    handleMessage: (id: number) =>
      request('handleMessage', 'POST', staffApiPaths.handleMessage(id)),
    accounts: () => request('accounts', 'GET', staffApiPaths.accounts()),
    addAccount: (account: StaffAccountInput) =>
      request('addAccount', 'POST', staffApiPaths.addAccount(), account),
    disableAccount: (id: number) =>
      request('disableAccount', 'POST', staffApiPaths.disableAccount(id)),
    resetAccount: (id: number) => request('resetAccount', 'POST', staffApiPaths.resetAccount(id)),
    log: (page?: number) => request('log', 'GET', staffApiPaths.log(page)),
    ownAccount: () => request('ownAccount', 'GET', staffApiPaths.ownAccount()),
    changePassword: (change: StaffPasswordChange) =>
      request('changePassword', 'POST', staffApiPaths.changePassword(), change),
    endSession: (id: number, reauth: StaffReauth) =>
      request('endSession', 'POST', staffApiPaths.endSession(id), reauth),
    endOtherSessions: (reauth: StaffReauth) =>
      request('endOtherSessions', 'POST', staffApiPaths.endOtherSessions(), reauth),
    privacyRequests: () => request('privacyRequests', 'GET', staffApiPaths.privacyRequests()),
    privacyRequestDone: (id: number, input: PrivacyRequestDoneInput) =>
      request('privacyRequestDone', 'POST', staffApiPaths.privacyRequestDone(id), input),
    privacyPerson: (q: string) => request('privacyPerson', 'GET', staffApiPaths.privacyPerson(q)),
    privacyErase: (input: PrivacyEraseInput) =>
      request('privacyErase', 'POST', staffApiPaths.privacyErase(), input),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;

/** The desk's calls in the browser: same origin, so the session cookie goes along. */
export function createBrowserStaffApi(): StaffApi {
  return createStaffApi({ baseUrl: '/api' });
}

/** The API said there is no live session (signed out, idle too long, disabled). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The bookings a closure's day still holds, from its 409 (read at the door). */
export function bookingsToContact(error: unknown): StaffBooking[] | undefined {
  const body = error instanceof ApiError ? error.body : undefined;
  return body && 'bookings_to_contact' in body
    ? (body.bookings_to_contact as StaffBooking[])
    : undefined;
}

/** The date's times now, from the 409 of a move or a desk booking whose time was taken. */
export function takenTimes(error: unknown): Pick<StaffTakenRefusal, 'date' | 'times'> | undefined {
  const body = error instanceof ApiError ? error.body : undefined;
  return body && 'times' in body ? (body as StaffTakenRefusal) : undefined;
}
