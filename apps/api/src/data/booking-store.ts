import { timingSafeEqual } from 'node:crypto';
import {
  addDays,
  canSelfManage,
  jakartaInstant,
  jakartaWallClock,
  manageTokenPattern,
  type BookedVisit,
  type Booking,
  type BookingStatus,
  type Branch,
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
  status: BookingStatus;
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
}

/** A booking as the clinic's tools list it: the contact details included, never the token. */
export type BookingListing = Booking &
  Pick<BookingRow, 'phone' | 'email' | 'complaint' | 'cancelled_at' | 'cancelled_by' | 'moved_at'>;

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
  /** The key the per-client limit counts by. */
  client: string;
  /** When it was made. */
  now: Date;
};

const bookingColumns = `id, code, token_hash, status, branch, service, start_at, end_at, name,
  phone, email, complaint, sequence, created_at, moved_at, cancelled_at, cancelled_by`;

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
     WHERE branch = ? AND status = 'confirmed' AND start_at < ? AND end_at > ? AND id IS NOT ?`,
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
       WHERE phone_key = ? AND status = 'confirmed' AND start_at > ?`,
    )
    .pluck();
  const insert = db.prepare<[Record<string, string | null>], BookingRow>(
    `INSERT INTO visitors.bookings (code, token_hash, branch, service, start_at, end_at, name,
       phone, phone_key, email, complaint, client, created_at)
     VALUES (@code, @token_hash, @branch, @service, @start_at, @end_at, @name,
       @phone, @phone_key, @email, @complaint, @client, @created_at)
     RETURNING ${bookingColumns}`,
  );
  const moveRow = db.prepare<[string, string, string, number], BookingRow>(
    `UPDATE visitors.bookings SET start_at = ?, end_at = ?, moved_at = ?, sequence = sequence + 1
     WHERE id = ? RETURNING ${bookingColumns}`,
  );
  const cancelRow = db.prepare<[string, CancelledBy, number], BookingRow>(
    `UPDATE visitors.bookings
     SET status = 'cancelled', cancelled_at = ?, cancelled_by = ?, sequence = sequence + 1
     WHERE id = ? AND status = 'confirmed' RETURNING ${bookingColumns}`,
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

    insert({ token, start, end, phoneKey, now, ...columns }: NewBookingRow): BookingRow {
      const row = writeReturning(insert, {
        ...columns,
        token_hash: hashToken(token).toString('hex'),
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        phone_key: phoneKey,
        created_at: now.toISOString(),
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

    /** Cancels a confirmed booking (the rules never ask it of a cancelled one). */
    cancel: (id: number, now: Date, by: CancelledBy): BookingRow =>
      written(writeReturning(cancelRow, now.toISOString(), by, id)),

    /** Stores a mail of the booking's for the outbox, due at `due`. */
    queueMail(bookingId: number, kind: BookingMailKind, queued: QueuedMail, now: Date, due: Date) {
      queueMail.run(
        bookingId,
        kind,
        queued.recipient,
        queued.to ?? null,
        JSON.stringify(queued.mail),
        now.toISOString(),
        due.toISOString(),
      );
    },

    /** Newest booked first: those starting on the Jakarta `date` and of `branch`, when given. */
    list({ date, branch }: { date?: string; branch?: string }): BookingRow[] {
      const bounds = date ? dayBounds(date) : { from: null, to: null };
      return listRows.all({ branch: branch ?? null, ...bounds });
    },
  };
}

export type BookingRows = ReturnType<typeof createBookingRows>;

/** A row as the API answers it: no contact details, no token. */
export function toBooking(row: BookingRow, now: Date): Booking {
  const start = new Date(row.start_at);
  const { date, time } = jakartaWallClock(start);
  return {
    code: row.code,
    status: row.status,
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
  return { ...toBooking(row, now), phone, email, complaint, cancelled_at, cancelled_by, moved_at };
}
