import { timingSafeEqual } from 'node:crypto';
import {
  addDays,
  canSelfManage,
  jakartaInstant,
  jakartaWallClock,
  manageTokenPattern,
  type BookedVisit,
  type Booking,
  type BookingSource,
  type Branch,
  type CancelReason,
  type VisitStatus,
} from '@klinik/clinic';
import type { BookingMailKind, QueuedMail } from '../mail/booking-mail';
import { durableWrite, writeReturning, type Db } from '../storage/sqlite';
import { hashToken } from './booking-codes';

/** Who cancelled a booking: the visitor by the private link, or the clinic by the code. */
export type CancelledBy = 'visitor' | 'clinic';

export interface BookingRow {
  id: number;
  code: string;
  token_hash: string;
  /** The private link's token sealed under the staff key; null for bookings made before. */
  sealed_token: string | null;
  /** The desk's status; the private link tells only confirmed from cancelled (`toBooking`). */
  status: VisitStatus;
  /** Only ever written from a checked request, so one of the contract's values. */
  branch: Branch['value'];
  service: Booking['service'];
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
  cancelled_by: CancelledBy | null;
  cancel_reason: CancelReason | null;
  source: BookingSource;
  /** The staff member who made a desk booking. */
  made_by: number | null;
  /**
   * The version of the booking form's consent text and when it was given (online, or read out at
   * the desk); null for a desk booking made before the desk asked for it.
   */
  consent_version: number | null;
  consent_at: string | null;
  /** When the contact details were erased (the marker stands in their place); null before. */
  erased_at: string | null;
}

/** A booking as the clinic's tools list it: the contact details included, never the token. */
export type BookingListing = Booking &
  Pick<
    BookingRow,
    'phone' | 'email' | 'complaint' | 'cancelled_at' | 'cancelled_by' | 'moved_at'
  > & {
    /** The desk's status (arrived, done, no-show are `confirmed` in `status`). */
    visit_status: VisitStatus;
  };

/** What a new booking stores: the held span as instants, the token only as its hash. */
export type NewBookingRow = Pick<
  BookingRow,
  'code' | 'branch' | 'service' | 'name' | 'phone' | 'email' | 'complaint'
> & {
  token: string;
  start: Date;
  end: Date;
  /** The number's international digits, which the per-number limit counts by. */
  phoneKey: string;
  /** The key the per-client limit counts by; null for a booking made by staff. */
  client: string | null;
  /** When it was made. */
  now: Date;
  /** The token sealed for later mails (a move by staff, the reminder). */
  sealedToken?: string | null;
  /** Online (the default), or at the desk by `madeBy`. */
  source?: BookingSource;
  madeBy?: number | null;
  /** The consent text's version the patient agreed to (online, or read out at the desk). */
  consentVersion?: number | null;
};

/** A change in a booking's history (`booking_events`). */
export type BookingEventKind = 'created' | 'status' | 'moved' | 'cancelled';

export interface BookingEventRow {
  booking_id: number;
  at: string;
  by: number | null;
  by_name: string | null;
  kind: BookingEventKind;
  detail: string | null;
}

export interface BookingNoteRow {
  booking_id: number;
  at: string;
  by_name: string;
  text: string;
}

/** The day-before reminder of a booking's visit, as the outbox left it. */
export interface ReminderRow {
  booking_id: number;
  visit_start: string;
  status: 'pending' | 'sent' | 'failed';
  sent_at: string | null;
}

const bookingColumns = `id, code, token_hash, sealed_token, status, branch, service, start_at,
  end_at, name, phone, email, complaint, sequence, created_at, moved_at, cancelled_at,
  cancelled_by, cancel_reason, source, made_by, consent_version, consent_at, erased_at`;

/** The statuses that hold a treatment place (`holdsPlace`). */
const holding = `status IN ('confirmed', 'arrived')`;

/** The instants a Jakarta date starts and ends at, as stored (ISO, UTC). */
const dayBounds = (date: string) => ({
  from: jakartaInstant(date, '00:00').toISOString(),
  to: jakartaInstant(addDays(date, 1), '00:00').toISOString(),
});

/**
 * The SQL of the visitor file's `bookings` and `booking_mails`: prepared once, rows in and out.
 * Which booking may be written is the rules' to decide (booking-rules.ts).
 */
export function createBookingRows(db: Db) {
  const held = db.prepare<[string, string, string, number], { start_at: string; end_at: string }>(
    `SELECT start_at, end_at FROM visitors.bookings
     WHERE branch = ? AND ${holding} AND start_at < ? AND end_at > ? AND id IS NOT ?`,
  );
  const selectBy = (column: 'token_hash' | 'code') =>
    db.prepare<[string], BookingRow>(
      `SELECT ${bookingColumns} FROM visitors.bookings WHERE ${column} = ?`,
    );
  const byTokenHash = selectBy('token_hash');
  const byCode = selectBy('code');
  const codeCount = db
    .prepare<[string], number>('SELECT count(*) FROM visitors.bookings WHERE code = ?')
    .pluck();
  const blockingForClient = db.prepare<[string, string, number], { created_at: string }>(
    `SELECT created_at FROM visitors.bookings WHERE client = ? AND created_at > ?
     ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  );
  const activeForPhone = db
    .prepare<[string, string], number>(
      `SELECT count(*) FROM visitors.bookings
       WHERE phone_key = ? AND ${holding} AND start_at > ?`,
    )
    .pluck();
  const insert = db.prepare<[Record<string, string | number | null>], BookingRow>(
    `INSERT INTO visitors.bookings (code, token_hash, sealed_token, branch, service, start_at,
       end_at, name, phone, phone_key, email, complaint, client, source, made_by, created_at,
       consent_version, consent_at)
     VALUES (@code, @token_hash, @sealed_token, @branch, @service, @start_at, @end_at, @name,
       @phone, @phone_key, @email, @complaint, @client, @source, @made_by, @created_at,
       @consent_version, @consent_at)
     RETURNING ${bookingColumns}`,
  );
  const moveRow = db.prepare<[string, string, string, number], BookingRow>(
    `UPDATE visitors.bookings SET start_at = ?, end_at = ?, moved_at = ?, sequence = sequence + 1
     WHERE id = ? RETURNING ${bookingColumns}`,
  );
  const cancelRow = db.prepare<[string, CancelledBy, CancelReason | null, number], BookingRow>(
    `UPDATE visitors.bookings
     SET status = 'cancelled', cancelled_at = ?, cancelled_by = ?, cancel_reason = ?,
       sequence = sequence + 1
     WHERE id = ? AND status = 'confirmed' RETURNING ${bookingColumns}`,
  );
  const correctRow = db.prepare<[string, string | null, number], BookingRow>(
    `UPDATE visitors.bookings SET name = ?, email = ? WHERE id = ? AND erased_at IS NULL
     RETURNING ${bookingColumns}`,
  );
  const statusRow = db.prepare<[VisitStatus, number, VisitStatus], BookingRow>(
    `UPDATE visitors.bookings SET status = ? WHERE id = ? AND status = ?
     RETURNING ${bookingColumns}`,
  );
  const queueMail = db.prepare<
    [number, string, string, string | null, string, string | null, string, string]
  >(
    `INSERT INTO visitors.booking_mails
       (booking_id, kind, recipient, to_address, mail, visit_start, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const dropReminders = db.prepare<[number]>(
    `DELETE FROM visitors.booking_mails
     WHERE booking_id = ? AND kind = 'reminder' AND status = 'pending'`,
  );
  const insertEvent = db.prepare<[number, string, number | null, BookingEventKind, string | null]>(
    `INSERT INTO visitors.booking_events (booking_id, at, by, kind, detail) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertNote = db.prepare<[number, string, number, string]>(
    'INSERT INTO visitors.booking_notes (booking_id, at, by, text) VALUES (?, ?, ?, ?)',
  );
  // The rows of many bookings at once (a day, a search): one statement each, ids as JSON.
  const eventsOf = db.prepare<[string], BookingEventRow>(
    `SELECT e.booking_id, e.at, e.by, a.name AS by_name, e.kind, e.detail
     FROM visitors.booking_events e LEFT JOIN visitors.staff_accounts a ON a.id = e.by
     WHERE e.booking_id IN (SELECT value FROM json_each(?)) ORDER BY e.at, e.id`,
  );
  const notesOf = db.prepare<[string], BookingNoteRow>(
    `SELECT n.booking_id, n.at, a.name AS by_name, n.text
     FROM visitors.booking_notes n JOIN visitors.staff_accounts a ON a.id = n.by
     WHERE n.booking_id IN (SELECT value FROM json_each(?)) ORDER BY n.at, n.id`,
  );
  const remindersOf = db.prepare<[string], ReminderRow>(
    `SELECT booking_id, visit_start, status, sent_at FROM visitors.booking_mails
     WHERE kind = 'reminder' AND booking_id IN (SELECT value FROM json_each(?))`,
  );
  const reminderCount = db
    .prepare<[number, string], number>(
      `SELECT count(*) FROM visitors.booking_mails
       WHERE booking_id = ? AND kind = 'reminder' AND visit_start = ?`,
    )
    .pluck();
  const needingReminder = db.prepare<[string], BookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings b
     WHERE status = 'confirmed' AND email IS NOT NULL AND start_at > ?
       AND NOT EXISTS (SELECT 1 FROM visitors.booking_mails m
                       WHERE m.booking_id = b.id AND m.kind = 'reminder' AND m.visit_start = b.start_at)
     ORDER BY start_at LIMIT 500`,
  );
  const dayRows = db.prepare<[string, string, string], BookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings
     WHERE branch = ? AND start_at >= ? AND start_at < ? ORDER BY start_at, id`,
  );
  const searchRows = db.prepare<
    [{ branches: string; code: string | null; digits: string | null; name: string | null }],
    BookingRow
  >(
    `SELECT ${bookingColumns} FROM visitors.bookings
     WHERE branch IN (SELECT value FROM json_each(@branches))
       AND (code = @code
         OR (@digits IS NOT NULL AND instr(phone_key, @digits) > 0)
         OR (@name IS NOT NULL AND name LIKE '%' || @name || '%' ESCAPE '\\'))
     ORDER BY start_at DESC, id DESC LIMIT 50`,
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

  /** The row a write returned: every write here names a stored booking. */
  const written = (row: BookingRow | undefined) => {
    if (!row) throw new Error('The booking was not stored');
    return row;
  };

  return {
    /** Runs `write` in one BEGIN IMMEDIATE transaction, committed to disk before answering. */
    transaction: <T>(write: () => T): T =>
      durableWrite(db, () => db.transaction(write).immediate()),

    /** The branch's confirmed bookings that hold a place during `date`, leaving out `except`. */
    heldOn(branch: string, date: string, except?: number): BookedVisit[] {
      const { from, to } = dayBounds(date);
      return held
        .all(branch, to, from, except ?? -1)
        .map((row) => ({ start: new Date(row.start_at), end: new Date(row.end_at) }));
    },

    /** The row the token opens: found by its hash, the stored hash compared in constant time. */
    byToken(token: string): BookingRow | undefined {
      if (!manageTokenPattern.test(token)) return undefined;
      const hash = hashToken(token);
      const row = byTokenHash.get(hash.toString('hex'));
      if (!row) return undefined;
      return timingSafeEqual(Buffer.from(row.token_hash, 'hex'), hash) ? row : undefined;
    },

    byCode: (code: string): BookingRow | undefined => byCode.get(code),
    codeTaken: (code: string): boolean => (codeCount.get(code) ?? 0) > 0,

    /** The `offset`-th newest booking of `client` made after `since`, if there is one. */
    blockingForClient: (client: string, since: string, offset: number) =>
      blockingForClient.get(client, since, offset),

    /** The number's confirmed bookings still to come at `now`. */
    activeForPhone: (phoneKey: string, now: Date): number =>
      activeForPhone.get(phoneKey, now.toISOString()) ?? 0,

    insert({
      token,
      start,
      end,
      phoneKey,
      now,
      sealedToken = null,
      source = 'online',
      madeBy = null,
      consentVersion = null,
      ...columns
    }: NewBookingRow): BookingRow {
      const row = writeReturning(insert, {
        ...columns,
        token_hash: hashToken(token).toString('hex'),
        sealed_token: sealedToken,
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        phone_key: phoneKey,
        source,
        made_by: madeBy,
        created_at: now.toISOString(),
        consent_version: consentVersion,
        consent_at: consentVersion === null ? null : now.toISOString(),
      });
      return written(row);
    },

    /** Moves to another span; the calendar file's sequence goes up by one. */
    move(id: number, span: { start: Date; end: Date }, now: Date): BookingRow {
      const { start, end } = span;
      return written(
        writeReturning(moveRow, start.toISOString(), end.toISOString(), now.toISOString(), id),
      );
    },

    /** Cancels a confirmed booking (the rules never ask it of another status). */
    cancel: (
      id: number,
      now: Date,
      by: CancelledBy,
      reason: CancelReason | null = null,
    ): BookingRow => written(writeReturning(cancelRow, now.toISOString(), by, reason, id)),

    /** The patient's own correction of the name and e-mail. */
    correct: (id: number, name: string, email: string | null): BookingRow =>
      written(writeReturning(correctRow, name, email, id)),

    /** Sets the desk's status `to` of a booking that has `from` (the rules checked the step). */
    setStatus: (id: number, from: VisitStatus, to: VisitStatus): BookingRow =>
      written(writeReturning(statusRow, to, id, from)),

    /**
     * Stores a mail of the booking's for the outbox, due at `due`; `mail` is the stored JSON
     * (sealed where it carries the private link). A reminder names its visit start, and a second
     * one for the same start is not stored.
     */
    queueMail(
      bookingId: number,
      kind: BookingMailKind,
      queued: Omit<QueuedMail, 'mail'> & { mail: string },
      now: Date,
      due: Date,
      visitStart: string | null = null,
    ) {
      queueMail.run(
        bookingId,
        kind,
        queued.recipient,
        queued.to ?? null,
        queued.mail,
        visitStart,
        now.toISOString(),
        due.toISOString(),
      );
    },

    /** Takes back a reminder not sent yet (the visit was cancelled or moved). */
    dropPendingReminders: (bookingId: number) => void dropReminders.run(bookingId),

    /** Writes down a change of the booking's for its history; `by` the staff member. */
    event(
      bookingId: number,
      now: Date,
      by: number | null,
      kind: BookingEventKind,
      detail: string | null,
    ) {
      insertEvent.run(bookingId, now.toISOString(), by, kind, detail);
    },
    note: (bookingId: number, now: Date, by: number, text: string) =>
      void insertNote.run(bookingId, now.toISOString(), by, text),

    /** The history, notes and reminders of the bookings `ids`, oldest first. */
    extras(ids: readonly number[]) {
      const list = JSON.stringify(ids);
      return {
        events: eventsOf.all(list),
        notes: notesOf.all(list),
        reminders: remindersOf.all(list),
      };
    },

    hasReminder: (bookingId: number, visitStart: string): boolean =>
      (reminderCount.get(bookingId, visitStart) ?? 0) > 0,

    /** Confirmed visits to come with an e-mail and no reminder for their start (yet). */
    needingReminder: (now: Date): BookingRow[] => needingReminder.all(now.toISOString()),

    /** Every booking of the branch starting on the Jakarta `date`, in time order, any status. */
    day(branch: string, date: string): BookingRow[] {
      const { from, to } = dayBounds(date);
      return dayRows.all(branch, from, to);
    },

    /**
     * The bookings of `branches` a search finds: the code read from the text, the number's
     * digits within the stored international number, or the name (LIKE, case-blind for
     * ASCII, `%` and `_` typed taken literally); newest visit first, at most 50.
     */
    search(
      branches: readonly string[],
      terms: { code?: string; digits?: string; name?: string },
    ): BookingRow[] {
      return searchRows.all({
        branches: JSON.stringify(branches),
        code: terms.code ?? null,
        digits: terms.digits ?? null,
        name: terms.name ? terms.name.replace(/[\\%_]/g, (c) => `\\${c}`) : null,
      });
    },

    /** Newest booked first: those starting on the Jakarta `date` and of `branch`, when given. */
    list({ date, branch }: { date?: string; branch?: string }): BookingRow[] {
      const bounds = date ? dayBounds(date) : { from: null, to: null };
      return listRows.all({ branch: branch ?? null, ...bounds });
    },
  };
}

export type BookingRows = ReturnType<typeof createBookingRows>;

/**
 * A row as the private link answers it: no contact details, no token. The link tells only
 * confirmed from cancelled: a visit the desk marked (arrived, done, no-show) shows as confirmed
 * and can no longer be changed by the visitor.
 */
export function toBooking(row: BookingRow, now: Date): Booking {
  const start = new Date(row.start_at);
  const { date, time } = jakartaWallClock(start);
  return {
    code: row.code,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    branch: row.branch,
    service: row.service,
    date,
    time,
    start: row.start_at,
    end: row.end_at,
    name: row.name,
    can_self_manage: row.status === 'confirmed' && canSelfManage(now, start),
    created_at: row.created_at,
  };
}

/** A row as the clinic's tools list it. */
export function toListing(row: BookingRow, now: Date): BookingListing {
  const { phone, email, complaint, cancelled_at, cancelled_by, moved_at } = row;
  return {
    ...toBooking(row, now),
    visit_status: row.status,
    phone,
    email,
    complaint,
    cancelled_at,
    cancelled_by,
    moved_at,
  };
}
