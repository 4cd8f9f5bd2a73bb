import { timingSafeEqual } from 'node:crypto';
import {
  bookingPagePaths,
  addDays,
  bookableServices,
  bookingDates,
  bookingMessages,
  branchLocations,
  branches,
  canSelfManage,
  freeTimes,
  internationalNumber,
  jakartaInstant,
  jakartaWallClock,
  limits,
  manageTokenPattern,
  type Booking,
  type BookingCreated,
  type BookingMove,
  type BookingRequest,
  type BookingStatus,
  type BookingTime,
  type BookingTimes,
  type BookingTimesQuery,
  type Branch,
} from '@klinik/clinic';
import {
  bookingCalendar,
  bookingMails,
  type BookingFacts,
  type BookingMailContext,
  type StoredMail,
} from '../mail/booking-mail';
import { durableWrite, type Db } from '../storage/sqlite';
import {
  bookingCode,
  hashToken,
  manageToken,
  secureRandomBytes,
  type RandomBytes,
} from './booking-codes';
import type { ClosureStore } from './closures';
import type { LocationStore } from './locations';
import type { SettingsStore } from './settings';

type BranchValue = Branch['value'];
type ServiceValue = Booking['service'];

/** Why a booking call was refused: the HTTP status, the Indonesian message, and what helps. */
export interface BookingRefusal {
  ok: false;
  status: 400 | 404 | 409 | 429;
  message: string;
  /** The form field the refusal is about, to show the message beside it. */
  field?: 'date' | 'time' | 'phone' | 'website';
  /** 429: when a booking would be accepted again. */
  retryAfterSeconds?: number;
  /** 409 taken: the date's times as they are now, for the picker. */
  times?: { date: string; times: BookingTime[] };
}

export type BookingOutcome<T> = { ok: true; value: T } | BookingRefusal;

/** Who asks, and when: the clock of every rule, and the key of the per-client limit. */
export interface BookingContext {
  now: Date;
  /** The key the per-client limit counts by (src/http/visitor-key.ts). */
  clientKey: string;
}

/** A booking as the clinic's tools list it: the contact details included, never the token. */
export interface BookingListing extends Booking {
  phone: string;
  email: string | null;
  complaint: string | null;
  cancelled_at: string | null;
  cancelled_by: 'visitor' | 'clinic' | null;
  moved_at: string | null;
}

export interface BookingStore {
  /** The branch's 14 dates and the free times of one (the first open one when none is given). */
  times(query: BookingTimesQuery, now: Date): BookingOutcome<BookingTimes>;
  /**
   * Books a checked request (`bookingRequestSchema`) in one transaction, or says why not, having
   * stored nothing: the honeypot (400), the per-client limit (429), a date out of range (400), a
   * closed day (409), not a time of the day or too near (400), taken meanwhile (409, with the
   * times now), the number's active bookings (409). The answer is the one place the token is.
   */
  create(input: BookingRequest, context: BookingContext): BookingOutcome<BookingCreated>;
  /** The booking the private link's token opens (404 for any other text). */
  find(token: string, now: Date): BookingOutcome<Booking>;
  /** Cancels by the private link, more than 24 hours before (409 after, or when cancelled). */
  cancel(token: string, now: Date): BookingOutcome<Booking>;
  /** Moves to another free time of the same branch and service; keeps code and token. */
  move(token: string, to: BookingMove, now: Date): BookingOutcome<Booking>;
  /** The booking's calendar file, by the private link (a cancelled one cancels the event). */
  calendar(token: string, now: Date): BookingOutcome<StoredMail['calendar']>;
  /** The clinic's list, newest booked first: by Jakarta visit date and branch when given. */
  list(filter: { date?: string; branch?: BranchValue }, now: Date): BookingListing[];
  /** Cancels on the clinic's behalf, by the code read with `normaliseBookingCode`. */
  cancelByCode(code: string, now: Date): BookingOutcome<Booking>;
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
}

interface BookingRow {
  id: number;
  code: string;
  token_hash: string;
  status: BookingStatus;
  branch: string;
  service: string;
  start_at: string;
  end_at: string;
  name: string;
  phone: string;
  email: string | null;
  complaint: string | null;
  sequence: number;
  created_at: string;
  moved_at: string | null;
  cancelled_at: string | null;
  cancelled_by: 'visitor' | 'clinic' | null;
}

const minute = 60_000;
const bookingColumns = `id, code, token_hash, status, branch, service, start_at, end_at, name,
  phone, email, complaint, sequence, created_at, moved_at, cancelled_at, cancelled_by`;

const refuse = (
  status: BookingRefusal['status'],
  message: string,
  extra: Omit<BookingRefusal, 'ok' | 'status' | 'message'> = {},
): BookingRefusal => ({ ok: false, status, message, ...extra });

const notFound = () => refuse(404, bookingMessages.notFound);

/** Whether `value` is a branch of the clinic. */
export function isBranch(value: string): value is BranchValue {
  return branches.some((branch) => branch.value === value);
}

export function createBookingStore(db: Db, options: BookingStoreOptions): BookingStore {
  const { locations, settings, closures } = options;
  const random = options.randomBytes ?? secureRandomBytes;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');

  const held = db.prepare<[string, string, string, number], { start_at: string; end_at: string }>(
    `SELECT start_at, end_at FROM visitors.bookings
     WHERE branch = ? AND status = 'confirmed' AND start_at < ? AND end_at > ? AND id IS NOT ?`,
  );
  const byTokenHash = db.prepare<[string], BookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings WHERE token_hash = ?`,
  );
  const byCode = db.prepare<[string], BookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings WHERE code = ?`,
  );
  const codeTaken = db
    .prepare<[string], number>('SELECT count(*) FROM visitors.bookings WHERE code = ?')
    .pluck();
  const blockingForClient = db.prepare<[string, string, number], { created_at: string }>(
    `SELECT created_at FROM visitors.bookings WHERE client = ? AND created_at > ?
     ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  );
  const activeForPhone = db
    .prepare<[string, string], number>(
      `SELECT count(*) FROM visitors.bookings
       WHERE phone_key = ? AND status = 'confirmed' AND start_at > ?`,
    )
    .pluck();
  const insert = db.prepare<
    [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string | null,
      string | null,
      string,
      string,
    ]
  >(
    `INSERT INTO visitors.bookings (code, token_hash, branch, service, start_at, end_at, name,
       phone, phone_key, email, complaint, client, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const moveRow = db.prepare<[string, string, string, number]>(
    `UPDATE visitors.bookings SET start_at = ?, end_at = ?, moved_at = ?, sequence = sequence + 1
     WHERE id = ?`,
  );
  const cancelRow = db.prepare<[string, 'visitor' | 'clinic', number]>(
    `UPDATE visitors.bookings
     SET status = 'cancelled', cancelled_at = ?, cancelled_by = ?, sequence = sequence + 1
     WHERE id = ? AND status = 'confirmed'`,
  );
  const reread = db.prepare<[number], BookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings WHERE id = ?`,
  );
  const queueMail = db.prepare<[number, string, string, string | null, string, string, string]>(
    `INSERT INTO visitors.booking_mails
       (booking_id, kind, recipient, to_address, mail, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const listRows = db.prepare<
    [{ branch: string | null; from: string | null; to: string | null }],
    BookingRow
  >(
    `SELECT ${bookingColumns} FROM visitors.bookings
     WHERE (@branch IS NULL OR branch = @branch)
       AND (@from IS NULL OR (start_at >= @from AND start_at < @to))
     ORDER BY created_at DESC, id DESC`,
  );

  const serviceOf = (slug: string) => bookableServices.find((service) => service.slug === slug);
  const branchOf = (slug: string) => {
    const location = locations.find(slug);
    if (!location || !isBranch(slug)) throw new Error(`The branch ${slug} has no location`);
    return location;
  };

  /** The branch's bookings that hold a place during `date`, leaving out `except`. */
  const heldOn = (branch: string, date: string, except?: number) =>
    held
      .all(
        branch,
        jakartaInstant(addDays(date, 1), '00:00').toISOString(),
        jakartaInstant(date, '00:00').toISOString(),
        except ?? -1,
      )
      .map((row) => ({ start: new Date(row.start_at), end: new Date(row.end_at) }));

  const timesOf = (
    branch: BranchValue,
    service: ServiceValue,
    date: string,
    now: Date,
    except?: number,
  ) => {
    const location = branchOf(branch);
    const length = serviceOf(service)?.bookingMinutes ?? 60;
    return freeTimes({
      now,
      date,
      hours: location.business_hours,
      capacity: branchLocations[branch].treatmentPlaces,
      lengthMinutes: length,
      bookings: heldOn(branch, date, except),
    });
  };

  /** The branch's bookable dates from `now`, closures of both files applied. */
  const datesOf = (branch: BranchValue, now: Date) =>
    bookingDates(now, branch, closures.inBookingDays(now), branchOf(branch).business_hours);

  /**
   * The rules of a date and time a visit is to start at, in the order a person fixes them: the
   * date within the 14 days, open that day, one of its times, and free. The free check must run
   * inside the transaction that writes.
   */
  const checkTime = (
    branch: BranchValue,
    service: ServiceValue,
    date: string,
    time: string,
    now: Date,
    except?: number,
  ): BookingRefusal | undefined => {
    const day = datesOf(branch, now).find((entry) => entry.date === date);
    if (!day) return refuse(400, bookingMessages.dateOutOfRange, { field: 'date' });
    if (day.closed)
      return refuse(409, bookingMessages.closed(day.closed.reason), { field: 'date' });
    const times = timesOf(branch, service, date, now, except);
    const slot = times.find((entry) => entry.time === time);
    if (!slot) return refuse(400, bookingMessages.notATime, { field: 'time' });
    if (!slot.free) {
      return refuse(409, bookingMessages.taken, { field: 'time', times: { date, times } });
    }
    return undefined;
  };

  const span = (service: string, date: string, time: string) => {
    const start = jakartaInstant(date, time);
    const length = serviceOf(service)?.bookingMinutes ?? 60;
    return { start, end: new Date(start.getTime() + length * minute) };
  };

  const toBooking = (row: BookingRow, now: Date): Booking => {
    const start = new Date(row.start_at);
    const { date, time } = jakartaWallClock(start);
    return {
      code: row.code,
      status: row.status,
      branch: row.branch as BranchValue,
      service: row.service as ServiceValue,
      date,
      time,
      start: row.start_at,
      end: row.end_at,
      name: row.name,
      can_self_manage: row.status === 'confirmed' && canSelfManage(now, start),
      created_at: row.created_at,
    };
  };

  const factsOf = (row: BookingRow): BookingFacts => {
    const location = branchOf(row.branch);
    const start = jakartaWallClock(new Date(row.start_at));
    const end = jakartaWallClock(new Date(row.end_at));
    return {
      code: row.code,
      status: row.status,
      date: start.date,
      time: start.time,
      endDate: end.date,
      endTime: end.time,
      sequence: row.sequence,
      name: row.name,
      phone: row.phone,
      email: row.email,
      complaint: row.complaint,
      serviceName: serviceOf(row.service)?.name ?? row.service,
      branch: {
        name: location.name,
        address: location.address,
        email: location.email,
        phone: location.phone,
      },
    };
  };

  const manageUrl = (token: string) => `${siteUrl}${bookingPagePaths.bookingManage(token)}`;

  /** Stores the event's mails beside the write, in its transaction. */
  const queue = (
    row: BookingRow,
    now: Date,
    context: Omit<BookingMailContext, 'booking' | 'at' | 'whatToBring'>,
  ) => {
    const at = now.toISOString();
    const mails = bookingMails({
      ...context,
      booking: factsOf(row),
      at: now,
      whatToBring: settings.booking().what_to_bring,
    });
    for (const queued of mails) {
      queueMail.run(
        row.id,
        context.kind,
        queued.recipient,
        queued.to ?? null,
        JSON.stringify(queued.mail),
        at,
        // Due at once on the outbox's own clock (the wall clock), whatever the rules' clock says.
        new Date().toISOString(),
      );
    }
  };

  /** The row the token opens: found by its hash, the stored hash compared in constant time. */
  const rowOf = (token: string): BookingRow | undefined => {
    if (!manageTokenPattern.test(token)) return undefined;
    const hash = hashToken(token);
    const row = byTokenHash.get(hash.toString('hex'));
    if (!row) return undefined;
    return timingSafeEqual(Buffer.from(row.token_hash, 'hex'), hash) ? row : undefined;
  };

  /** Runs `write` in one BEGIN IMMEDIATE transaction, committed to disk before answering. */
  const writeNow = <T>(write: () => T): T =>
    durableWrite(db, () => db.transaction(write).immediate());

  const afterWrite = <T>(outcome: BookingOutcome<T>): BookingOutcome<T> => {
    if (outcome.ok) options.onMail?.();
    return outcome;
  };

  const selfManaged = (
    token: string,
    now: Date,
    change: (row: BookingRow) => BookingOutcome<BookingRow>,
  ): BookingOutcome<Booking> =>
    afterWrite(
      writeNow(() => {
        const row = rowOf(token);
        if (!row) return notFound();
        if (row.status === 'cancelled') return refuse(409, bookingMessages.alreadyCancelled);
        if (!canSelfManage(now, new Date(row.start_at))) {
          return refuse(409, bookingMessages.selfServiceClosed);
        }
        const changed = change(row);
        return changed.ok ? { ok: true, value: toBooking(changed.value, now) } : changed;
      }),
    );

  const cancelRowNow = (row: BookingRow, now: Date, by: 'visitor' | 'clinic', token?: string) => {
    cancelRow.run(now.toISOString(), by, row.id);
    const cancelled = reread.get(row.id) ?? row;
    queue(cancelled, now, {
      kind: 'cancelled',
      cancelledBy: by,
      ...(token ? { manageUrl: manageUrl(token) } : {}),
    });
    return cancelled;
  };

  return {
    times({ branch, service, date }, now) {
      const dates = datesOf(branch, now);
      const chosen = date ?? dates.find((entry) => !entry.closed)?.date ?? dates[0]?.date;
      const day = dates.find((entry) => entry.date === chosen);
      if (!day || !chosen) return refuse(400, bookingMessages.dateOutOfRange, { field: 'date' });
      return {
        ok: true,
        value: {
          branch,
          service,
          length_minutes: serviceOf(service)?.bookingMinutes ?? 60,
          dates,
          date: chosen,
          times: day.closed ? [] : timesOf(branch, service, chosen, now),
        },
      };
    },

    create(input, { now, clientKey }) {
      // A filled honeypot: refused as any malformed form is, and nothing stored.
      if (input.website?.trim()) {
        return refuse(400, bookingMessages.notAccepted, { field: 'website' });
      }
      let wait = 0;
      for (const { max, minutes } of limits.bookings.perClient) {
        const blocking = blockingForClient.get(
          clientKey,
          new Date(now.getTime() - minutes * minute).toISOString(),
          max - 1,
        );
        if (blocking) {
          const leaves = Date.parse(blocking.created_at) + minutes * minute;
          wait = Math.max(wait, Math.max(1, Math.ceil((leaves - now.getTime()) / 1000)));
        }
      }
      if (wait > 0) return refuse(429, bookingMessages.tooMany, { retryAfterSeconds: wait });

      const token = manageToken(random);
      const outcome = writeNow((): BookingOutcome<BookingRow> => {
        const refused = checkTime(input.branch, input.service, input.date, input.time, now);
        if (refused) return refused;
        const phoneKey = internationalNumber(input.phone);
        if (
          (activeForPhone.get(phoneKey, now.toISOString()) ?? 0) >= limits.bookings.activePerPhone
        ) {
          return refuse(409, bookingMessages.phoneLimit, { field: 'phone' });
        }
        let code = bookingCode(random);
        while ((codeTaken.get(code) ?? 0) > 0) code = bookingCode(random);
        const { start, end } = span(input.service, input.date, input.time);
        const { lastInsertRowid } = insert.run(
          code,
          hashToken(token).toString('hex'),
          input.branch,
          input.service,
          start.toISOString(),
          end.toISOString(),
          input.name,
          input.phone,
          phoneKey,
          input.email ?? null,
          input.complaint ?? null,
          clientKey,
          now.toISOString(),
        );
        const row = reread.get(Number(lastInsertRowid));
        if (!row) throw new Error('The booking was not stored');
        queue(row, now, { kind: 'created', manageUrl: manageUrl(token) });
        return { ok: true, value: row };
      });
      if (!outcome.ok) return outcome;
      options.onMail?.();
      return { ok: true, value: { ...toBooking(outcome.value, now), manage_token: token } };
    },

    find(token, now) {
      const row = rowOf(token);
      return row ? { ok: true, value: toBooking(row, now) } : notFound();
    },

    cancel: (token, now) =>
      selfManaged(token, now, (row) => ({
        ok: true,
        value: cancelRowNow(row, now, 'visitor', token),
      })),

    move: (token, to, now) =>
      selfManaged(token, now, (row) => {
        const refused = checkTime(
          row.branch as BranchValue,
          row.service as ServiceValue,
          to.date,
          to.time,
          now,
          row.id,
        );
        if (refused) return refused;
        const previous = jakartaWallClock(new Date(row.start_at));
        const { start, end } = span(row.service, to.date, to.time);
        moveRow.run(start.toISOString(), end.toISOString(), now.toISOString(), row.id);
        const moved = reread.get(row.id) ?? row;
        queue(moved, now, { kind: 'moved', previous, manageUrl: manageUrl(token) });
        return { ok: true, value: moved };
      }),

    calendar(token, now) {
      const row = rowOf(token);
      if (!row) return notFound();
      return { ok: true, value: bookingCalendar(factsOf(row), now, manageUrl(token)) };
    },

    list({ date, branch }, now) {
      const from = date ? jakartaInstant(date, '00:00').toISOString() : null;
      const to = date ? jakartaInstant(addDays(date, 1), '00:00').toISOString() : null;
      return listRows.all({ branch: branch ?? null, from, to }).map((row) => ({
        ...toBooking(row, now),
        phone: row.phone,
        email: row.email,
        complaint: row.complaint,
        cancelled_at: row.cancelled_at,
        cancelled_by: row.cancelled_by,
        moved_at: row.moved_at,
      }));
    },

    cancelByCode: (code, now) =>
      afterWrite(
        writeNow((): BookingOutcome<Booking> => {
          const row = byCode.get(code);
          if (!row) return refuse(404, bookingMessages.notFound);
          if (row.status === 'cancelled') return refuse(409, bookingMessages.alreadyCancelled);
          return { ok: true, value: toBooking(cancelRowNow(row, now, 'clinic'), now) };
        }),
      ),
  };
}
