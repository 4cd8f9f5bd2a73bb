import {
  cancelReasons,
  canSelfManage,
  consentText,
  givenConsentVersion,
  privacyRules,
  retention,
  type BookingCorrection,
  type BookingErased,
  type BookingStoredData,
  honeypotName,
  internationalNumber,
  jakartaWallClock,
  limits,
  optionLabel,
  type CancelReason,
  type Booking,
  type BookingCreated,
  type BookingMove,
  type BookingRequest,
  type BookingTimes,
  type BookingTimesQuery,
  type Branch,
} from '@klinik/clinic';
import type { StaffKey } from '../auth/staff-key';
import { afterErasure } from '../storage/erasure';
import type { StoredMail } from '../mail/booking-mail';
import type { Db } from '../storage/sqlite';
import { bookingCode, manageToken, secureRandomBytes, type RandomBytes } from './booking-codes';
import { createBookingMailQueue } from './booking-mail-queue';
import {
  createBookingRows,
  toBooking,
  toListing,
  type BookingListing,
  type BookingRow,
  type CancelledBy,
} from './booking-store';
import { createBookingTimes, visitSpan, type TimeRefusal } from './booking-times';
import type { ClosureStore } from './closures';
import type { LocationStore } from './locations';
import { createPrivacyStore, type PrivacyStore } from './privacy';
import { secondsUntilFree } from './rolling-limit';
import { createStaffLog, type StaffLog } from './staff-log';
import type { SettingsStore } from './settings';

type BranchValue = Branch['value'];

/**
 * Refusals that say no more than why: the honeypot filled, the number's bookings to come
 * (`limits.bookings.activePerPhone`), no booking with this token or code, one cancelled already,
 * less than `bookingRules.selfServiceHours` before the visit.
 */
type PlainRefusal = {
  ok: false;
  refused:
    | 'notAccepted'
    | 'phoneLimit'
    | 'notFound'
    | 'alreadyCancelled'
    | 'selfServiceClosed'
    | 'erased'
    | 'eraseNotYet';
};

/**
 * Why a booking call was refused, nothing having been stored; 'tooMany' when the client's
 * bookings fill a window of `limits.bookings.perClient`. The HTTP status, message and field of
 * each are src/http/booking-refusals.ts's.
 */
export type BookingRefusal =
  TimeRefusal | PlainRefusal | { ok: false; refused: 'tooMany'; retryAfterSeconds: number };

export type BookingOutcome<T> = { ok: true; value: T } | BookingRefusal;

/** Who asks, and when: the clock of every rule, and the key of the per-client limit. */
export interface BookingContext {
  now: Date;
  /** The key the per-client limit counts by (src/http/visitor-key.ts). */
  clientKey: string;
}

export interface BookingStore {
  /** The branch's bookable dates and the free times of one (the first open one when none is given). */
  times(query: BookingTimesQuery, now: Date): BookingOutcome<BookingTimes>;
  /**
   * Books a checked request (`bookingRequestSchema`) in one transaction, or says why not, having
   * stored nothing: the honeypot, the per-client limit, a date out of range, a closed day, not a
   * time of the day or too near, taken meanwhile (with the times now), the number's active
   * bookings. The answer is the one place the token is.
   */
  create(input: BookingRequest, context: BookingContext): BookingOutcome<BookingCreated>;
  /** The booking the private link's token opens (notFound for any other text). */
  find(token: string, now: Date): BookingOutcome<Booking>;
  /** Cancels by the private link, until the self-service hours before the visit. */
  cancel(token: string, now: Date): BookingOutcome<Booking>;
  /** Moves to another free time of the same branch and service; keeps code and token. */
  move(token: string, to: BookingMove, now: Date): BookingOutcome<Booking>;
  /** The booking's calendar file, by the private link (a cancelled one cancels the event). */
  calendar(token: string, now: Date): BookingOutcome<StoredMail['calendar']>;
  /** The clinic's list, newest booked first: by Jakarta visit date and branch when given. */
  list(filter: { date?: string; branch?: BranchValue }, now: Date): BookingListing[];
  /** Cancels on the clinic's behalf, by the code read with `normaliseBookingCode`. */
  cancelByCode(code: string, now: Date): BookingOutcome<Booking>;
  /**
   * Queues the reminders found missing (./booking-mail-queue.ts, `scheduleReminder`); how many
   * were queued.
   */
  queueMissingReminders(now: Date): number;
  /** What is stored for the booking, for its patient (the manage page). */
  storedData(token: string, now: Date): BookingOutcome<BookingStoredData>;
  /** The patient corrects their name and e-mail; the pending reminder is composed again. */
  correct(token: string, input: BookingCorrection, now: Date): BookingOutcome<BookingStoredData>;
  /**
   * The patient erases the contact details once the visit is past or the booking cancelled
   * (eraseNotYet before); the link answers 410 from then on.
   */
  eraseOwn(token: string, now: Date): BookingOutcome<BookingErased>;
}

export interface BookingStoreOptions {
  locations: LocationStore;
  settings: SettingsStore;
  closures: ClosureStore;
  /** The site's public origin, for the private link in the visitor's mail. */
  siteUrl: string;
  /** Told after a booking's mails were stored, so the outbox sends them now. */
  onMail?: () => void;
  /** Random bytes for codes and tokens; node:crypto's by default. */
  randomBytes?: RandomBytes;
  /** Seals the private link wherever it is kept (src/auth/staff-key.ts). */
  key: StaffKey;
  /** The erasure and the log of a patient's own correction or erasure. */
  privacy?: PrivacyStore;
  log?: StaffLog;
}

export const refuse = (refused: PlainRefusal['refused']): PlainRefusal => ({ ok: false, refused });

/** Whether the patient may erase the contact details: the visit is over, or was cancelled. */
const mayErase = (row: BookingRow, now: Date) =>
  row.status === 'cancelled' || Date.parse(row.end_at) <= now.getTime();

/** When the retention task erases the booking's contact details, as a Jakarta date. */
function eraseAfter(row: BookingRow): string {
  const since =
    row.status === 'cancelled' && row.cancelled_at
      ? new Date(Date.parse(row.cancelled_at) + retention.cancelledBookingDays * 24 * 3600_000)
      : (() => {
          const end = new Date(row.end_at);
          end.setUTCMonth(end.getUTCMonth() + retention.bookingMonthsAfterVisit);
          return end;
        })();
  return jakartaWallClock(since).date;
}

/** A booking's stored data as its patient sees it on the manage page. */
export function toStoredData(row: BookingRow, now: Date): BookingStoredData {
  const { date, time } = jakartaWallClock(new Date(row.start_at));
  return {
    code: row.code,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    branch: row.branch,
    service: row.service,
    date,
    time,
    name: row.name,
    phone: row.phone,
    email: row.email,
    complaint: row.complaint,
    // Every online row has a version (the migration gave the older ones the first); a desk row
    // made before the desk recorded the consent has none, and claims none.
    consent:
      row.consent_version === null
        ? null
        : {
            version: row.consent_version,
            text: consentText('booking', row.consent_version)?.text ?? '',
            given_at: row.consent_at ?? row.created_at,
          },
    created_at: row.created_at,
    erase_after: eraseAfter(row),
    can_erase: mayErase(row, now),
  };
}

/**
 * What the visitor's rules (here) and the desk's (./desk-bookings.ts) share: the SQL, the offered
 * times, the mail queue, and the one way a booking is stored and a change written down.
 */
export function createBookingParts(db: Db, options: BookingStoreOptions) {
  const { locations, settings, closures } = options;
  const random = options.randomBytes ?? secureRandomBytes;
  const rows = createBookingRows(db);
  const offer = createBookingTimes(rows, locations, closures);
  const mail = createBookingMailQueue({
    rows,
    locations,
    settings,
    siteUrl: options.siteUrl,
    key: options.key,
  });

  /** The write's answer, after telling the outbox of the mails a change stored. */
  const written = <O extends { ok: boolean }>(outcome: O): O => {
    if (outcome.ok) options.onMail?.();
    return outcome;
  };

  /** The number's code: drawn again on the rare clash with a stored one. */
  const newCode = () => {
    let code = bookingCode(random);
    while (rows.codeTaken(code)) code = bookingCode(random);
    return code;
  };

  /**
   * Stores a checked booking inside the caller's transaction: the rules of the time (with the
   * lead `leadMinutes`) and the number's bookings to come, then the row with its token sealed,
   * its first history line, its mails and its reminder.
   */
  const book = (
    input: Pick<BookingRequest, 'branch' | 'service' | 'date' | 'time' | 'name' | 'phone'> & {
      email?: string | undefined;
      complaint?: string | undefined;
      /** The consent text's version the patient agreed to (online, or read out at the desk). */
      consentVersion?: number;
    },
    now: Date,
    made: {
      client: string | null;
      source: 'online' | 'desk';
      by: number | null;
      leadMinutes?: number;
    },
    token: string,
  ): BookingOutcome<BookingRow> => {
    const refused = offer.check(input, input, now, undefined, made.leadMinutes);
    if (refused) return refused;
    const phoneKey = internationalNumber(input.phone);
    if (rows.activeForPhone(phoneKey, now) >= limits.bookings.activePerPhone) {
      return refuse('phoneLimit');
    }
    const code = newCode();
    const row = rows.insert({
      code,
      token,
      sealedToken: mail.sealToken(code, token),
      branch: input.branch,
      service: input.service,
      ...visitSpan(input.service, input.date, input.time),
      name: input.name,
      phone: input.phone,
      phoneKey,
      email: input.email ?? null,
      complaint: input.complaint ?? null,
      client: made.client,
      source: made.source,
      madeBy: made.by,
      consentVersion: input.consentVersion ?? null,
      now,
    });
    rows.event(row.id, now, made.by, 'created', made.source);
    mail.queue(row, now, { kind: 'created' }, token);
    mail.scheduleReminder(row, now, token);
    return { ok: true, value: row };
  };

  /** Moves a booking inside the caller's transaction, once its new time was checked. */
  const moveRow = (
    row: BookingRow,
    to: BookingMove,
    now: Date,
    by: number | null,
    token?: string,
  ) => {
    const previous = jakartaWallClock(new Date(row.start_at));
    const moved = rows.move(row.id, visitSpan(row.service, to.date, to.time), now);
    rows.event(row.id, now, by, 'moved', row.start_at);
    mail.queue(moved, now, { kind: 'moved', previous }, token);
    mail.scheduleReminder(moved, now, token);
    return moved;
  };

  /** Cancels a confirmed booking inside the caller's transaction, with its mails. */
  const cancelRow = (
    row: BookingRow,
    now: Date,
    cancelled: { by: CancelledBy; staff: number | null; reason?: CancelReason },
    token?: string,
  ) => {
    const done = rows.cancel(row.id, now, cancelled.by, cancelled.reason ?? null);
    rows.event(
      row.id,
      now,
      cancelled.staff,
      'cancelled',
      cancelled.reason ? `${cancelled.by}:${cancelled.reason}` : cancelled.by,
    );
    mail.dropReminder(done);
    mail.queue(
      done,
      now,
      {
        kind: 'cancelled',
        cancelledBy: cancelled.by,
        ...(cancelled.reason ? { cancelReason: optionLabel(cancelReasons, cancelled.reason) } : {}),
      },
      token,
    );
    return done;
  };

  return { rows, offer, mail, written, book, moveRow, cancelRow };
}

export type BookingParts = ReturnType<typeof createBookingParts>;

/** The booking rules, each write one BEGIN IMMEDIATE transaction with the mails it sends. */
export function createBookingStore(db: Db, options: BookingStoreOptions): BookingStore {
  const random = options.randomBytes ?? secureRandomBytes;
  const { rows, offer, mail, written, book, moveRow, cancelRow } = createBookingParts(db, options);
  const privacy = options.privacy ?? createPrivacyStore(db);
  const log = options.log ?? createStaffLog(db);

  /** A change by the private link: only while the visitor may still cancel or move. */
  const selfManaged = (
    token: string,
    now: Date,
    change: (row: BookingRow) => BookingOutcome<BookingRow>,
  ): BookingOutcome<Booking> =>
    written(
      rows.transaction(() => {
        const row = rows.byToken(token);
        if (!row) return refuse('notFound');
        if (row.erased_at) return refuse('erased');
        if (row.status === 'cancelled') return refuse('alreadyCancelled');
        // A visit the desk marked (arrived, done, no-show) is the desk's from then on.
        if (row.status !== 'confirmed' || !canSelfManage(now, new Date(row.start_at))) {
          return refuse('selfServiceClosed');
        }
        const changed = change(row);
        return changed.ok ? { ok: true, value: toBooking(changed.value, now) } : changed;
      }),
    );

  return {
    times: offer.answer,

    create(input, { now, clientKey }) {
      // A filled honeypot: refused as any malformed form is, and nothing stored.
      if (input[honeypotName]?.trim()) return refuse('notAccepted');
      const wait = secondsUntilFree(limits.bookings.perClient, now.getTime(), (since, offset) =>
        rows.blockingForClient(clientKey, since, offset),
      );
      if (wait > 0) return { ok: false, refused: 'tooMany', retryAfterSeconds: wait };

      const token = manageToken(random);
      const outcome = written(
        rows.transaction(() =>
          book(
            { ...input, consentVersion: givenConsentVersion('booking', input.consent_version) },
            now,
            { client: clientKey, source: 'online', by: null },
            token,
          ),
        ),
      );
      if (!outcome.ok) return outcome;
      return { ok: true, value: { ...toBooking(outcome.value, now), manage_token: token } };
    },

    find(token, now) {
      const row = rows.byToken(token);
      if (row?.erased_at) return refuse('erased');
      return row ? { ok: true, value: toBooking(row, now) } : refuse('notFound');
    },

    cancel: (token, now) =>
      selfManaged(token, now, (row) => ({
        ok: true,
        value: cancelRow(row, now, { by: 'visitor', staff: null }, token),
      })),

    move: (token, to, now) =>
      selfManaged(token, now, (row) => {
        const refused = offer.check(row, to, now, row.id);
        if (refused) return refused;
        return { ok: true, value: moveRow(row, to, now, null, token) };
      }),

    calendar(token, now) {
      const row = rows.byToken(token);
      if (row?.erased_at) return refuse('erased');
      return row ? { ok: true, value: mail.calendar(row, now, token) } : refuse('notFound');
    },

    list: ({ date, branch }, now) => rows.list({ date, branch }).map((row) => toListing(row, now)),

    cancelByCode: (code, now) =>
      written(
        rows.transaction((): BookingOutcome<Booking> => {
          const row = rows.byCode(code);
          if (!row) return refuse('notFound');
          if (row.status === 'cancelled') return refuse('alreadyCancelled');
          if (row.status !== 'confirmed') return refuse('selfServiceClosed');
          return {
            ok: true,
            value: toBooking(cancelRow(row, now, { by: 'clinic', staff: null }), now),
          };
        }),
      ),

    storedData(token, now) {
      const row = rows.byToken(token);
      if (!row) return refuse('notFound');
      if (row.erased_at) return refuse('erased');
      return { ok: true, value: toStoredData(row, now) };
    },

    correct: (token, input, now) => {
      const outcome = written(
        rows.transaction((): BookingOutcome<BookingStoredData> => {
          const row = rows.byToken(token);
          if (!row) return refuse('notFound');
          if (row.erased_at) return refuse('erased');
          const email = input.email ?? null;
          const fields = [
            ...(row.name !== input.name ? ['nama'] : []),
            ...(row.email !== email ? ['email'] : []),
          ];
          if (fields.length === 0) return { ok: true, value: toStoredData(row, now) };
          const corrected = rows.correct(row.id, input.name, email);
          // The reminder waiting to be sent names the old name and goes to the old address.
          mail.scheduleReminder(corrected, now, token);
          log.append(
            {
              actor: null,
              action: 'privacy_correct',
              record_type: 'booking',
              record: row.code,
              detail: `oleh pasien lewat tautan: ${fields.join(', ')}`,
            },
            now,
          );
          return { ok: true, value: toStoredData(corrected, now) };
        }),
      );
      // The old name and e-mail leave the WAL too.
      if (outcome.ok) afterErasure(db);
      return outcome;
    },

    eraseOwn(token, now) {
      const outcome = rows.transaction((): BookingOutcome<BookingErased> => {
        const row = rows.byToken(token);
        if (!row) return refuse('notFound');
        if (row.erased_at) return refuse('erased');
        if (!mayErase(row, now)) return refuse('eraseNotYet');
        privacy.eraseBooking(row, now);
        log.append(
          {
            actor: null,
            action: 'privacy_erase',
            record_type: 'booking',
            record: row.code,
            detail: 'oleh pasien lewat tautan: data kontak',
          },
          now,
        );
        return {
          ok: true,
          value: {
            code: row.code,
            erased_at: now.toISOString(),
            marker: privacyRules.erasedMarker,
          },
        };
      });
      if (outcome.ok) afterErasure(db);
      return outcome;
    },

    queueMissingReminders(now) {
      const queued = rows.transaction(() => {
        let count = 0;
        for (const row of rows.needingReminder(now)) {
          mail.scheduleReminder(row, now);
          count += rows.hasReminder(row.id, row.start_at) ? 1 : 0;
        }
        return count;
      });
      if (queued > 0) options.onMail?.();
      return queued;
    },
  };
}
