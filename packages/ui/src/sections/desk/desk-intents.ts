/**
 * What the front desk's forms post, named once: the forms send these names and the site's route
 * actions read them (both import this module). Every form that changes something is a POST that
 * names its `intent`; its other fields are named as the contract's request schemas name them
 * (`@klinik/clinic`, contract/staff.ts), so an action hands what was posted to `checkForm` with
 * that schema as it is.
 */
import { staffPagePaths, type VisitStatus } from '@klinik/clinic';

/** The statuses staff set by a button (`confirmed` is where a booking starts, never a change). */
type StatusIntent = Exclude<VisitStatus, 'confirmed'>;

const deskIntent = {
  /** The field every desk POST carries: which change it asks for. */
  name: 'intent',
  /**
   * A status change: the intent is the new status (`arrived`, `done`, `no_show`, `cancelled`),
   * sent with `code`; `cancelled` also sends `reason` (`cancelReasons`). For the API:
   * `{ status: intent, reason }` (`staffStatusChangeSchema`).
   */
  arrived: 'arrived',
  done: 'done',
  no_show: 'no_show',
  cancelled: 'cancelled',
  /** Move a booking: `code`, `date`, `time` (`staffMoveSchema`). */
  move: 'move',
  /** An internal note: `code`, `text` (`staffNoteInputSchema`). */
  note: 'note',
  /** A booking for a patient on the phone or at the door (`staffBookingRequestSchema`). */
  book: 'book',
  /** A contact message marked handled: `id`. */
  handled: 'handled',
  /** A closed day: `branch`, `date`, `reason` (`staffClosureInputSchema`). */
  addClosure: 'add-closure',
  /** A closure taken back: `id`. */
  removeClosure: 'remove-closure',
  /**
   * A new account: `email`, `name`, `role` and `branches`, a box per branch, so the field comes
   * once per ticked branch: read it with `FormData.getAll('branches')`
   * (`staffAccountInputSchema`).
   */
  addAccount: 'add-account',
  /** An account disabled: `id`. */
  disableAccount: 'disable-account',
  /** A new set-up link for an account: `id`. */
  resetAccount: 'reset-account',
  /**
   * One's own password changed: `current_password`, `password`, `password_repeat`
   * (`staffPasswordChangeSchema`).
   */
  changePassword: 'change-password',
  /** One of one's other sessions ended: `id`, `current_password` (`staffReauthSchema`). */
  endSession: 'end-session',
  /** Every other session of one's own ended: `current_password` (`staffReauthSchema`). */
  endOtherSessions: 'end-other-sessions',
  /** A person's request about their data marked done: `id`, `note` (`privacyRequestDoneInputSchema`). */
  requestDone: 'request-done',
  /** Everything held for a number or an e-mail erased: `q`, `request_id` (`privacyEraseInputSchema`). */
  erasePerson: 'erase-person',
} as const;

type DeskIntent = Exclude<(typeof deskIntent)[keyof typeof deskIntent], 'intent'>;

/** The fields beside the intent whose names are the desk's own (the rest are the schemas'). */
const deskFields = {
  /** The booking a status change, move or note is for (its code, as on the day's page). */
  code: 'code',
  /** The record a message, closure, account or session action is for (its `id`). */
  id: 'id',
  /** The accounts form's branch boxes: one field per ticked box. */
  branches: 'branches',
} as const;

/**
 * The new booking page's choices, a GET form to the page itself: the branch and the date as the
 * desk's other pages name them (`staffPagePaths.params`), and the service, which only this page
 * asks for.
 */
const deskChoiceParams = {
  branch: staffPagePaths.params.branch,
  service: 'layanan',
  date: staffPagePaths.params.date,
} as const;

const statusIntents: readonly StatusIntent[] = ['arrived', 'done', 'no_show', 'cancelled'];

/** The status a posted intent asks for, or undefined when the intent is no status change. */
function intentStatus(intent: string | undefined): StatusIntent | undefined {
  return statusIntents.find((status) => status === intent);
}

export {
  deskChoiceParams,
  deskFields,
  deskIntent,
  intentStatus,
  type DeskIntent,
  type StatusIntent,
};
