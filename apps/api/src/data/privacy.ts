import { createHash } from 'node:crypto';
import {
  consentTexts,
  givenConsentVersion,
  honeypotName,
  jakartaWallClock,
  limits,
  personKey,
  privacyRules,
  retention,
  type Branch,
  type ContactSubject,
  type DataRequestInput,
  type DataRequestKind,
  type DataRequestReceipt,
  type PersonKey,
  type PrivacyBooking,
  type PrivacyMessage,
  type PrivacyPerson,
  type PrivacyRequest,
} from '@klinik/clinic';
import { afterErasure } from '../storage/erasure';
import { durableWrite, writeReturning, type Db } from '../storage/sqlite';
import type { BookingRow } from './booking-store';
import { secondsUntilFree, windowStart } from './rolling-limit';

const marker = privacyRules.erasedMarker;
const hour = 60 * 60_000;

export type AcceptedRequest =
  | { outcome: 'stored'; receipt: DataRequestReceipt; status: 'pending' | 'spam' }
  | { outcome: 'duplicate'; receipt: DataRequestReceipt }
  | { outcome: 'ignored'; receipt: DataRequestReceipt }
  | { outcome: 'limited'; retryAfterSeconds: number };

/** What an erasure touched, by key: never the values. */
export interface Erased {
  bookings: string[];
  messages: number[];
  requests: number[];
  /** The booking mails deleted (a message's and a request's mail is its own row, emptied). */
  mails: number;
}

/** What the retention task erases at `now`: the rows due, each kind by its period. */
export interface DueRows {
  bookings: { id: number; code: string; reason: 'visit' | 'cancelled'; since: string }[];
  messages: { id: number; created_at: string }[];
  requests: { id: number; created_at: string }[];
  /** Rows of the log older than `retention.logMonths`. */
  logRows: number;
}

/** Someone whose data the visitor file held in a window (`pnpm privacy affected`). */
export interface AffectedRow {
  record: 'booking' | 'message' | 'request';
  key: string;
  name: string;
  phone: string | null;
  email: string | null;
  stored_at: string;
  /** Set when it was erased since (the window's data is gone, and so is how to reach them). */
  erased_at: string | null;
}

interface RequestRow {
  id: number;
  kind: DataRequestKind;
  name: string;
  contact: string;
  details: string | null;
  created_at: string;
  state: 'open' | 'done';
  done_at: string | null;
  done_by: string | null;
  note: string | null;
  consent_version: number;
  consent_at: string;
}

interface MessageRow {
  id: number;
  subject: ContactSubject;
  branch: Branch['value'] | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  consent_version: number | null;
  consent_at: string | null;
  created_at: string;
}

type PersonBookingRow = BookingRow & {
  consent_version: number | null;
  consent_at: string | null;
  erased_at: string | null;
};

/** `months` calendar months before `now`, as stored (ISO, UTC). */
export function monthsBefore(now: Date, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 24 * hour).toISOString();

/** The cut-offs of every period at `now`: what was made (or ended) before each is due. */
export function retentionCutoffs(now: Date) {
  return {
    visitEnded: monthsBefore(now, retention.bookingMonthsAfterVisit),
    cancelled: daysBefore(now, retention.cancelledBookingDays),
    message: monthsBefore(now, retention.messageMonths),
    request: monthsBefore(now, retention.requestMonths),
    log: monthsBefore(now, retention.logMonths),
  };
}

/** A request as the admin sees it, with the hours left of the 72 while it is open. */
export function toPrivacyRequest(row: RequestRow, now: Date): PrivacyRequest {
  const answerBy = Date.parse(row.created_at) + privacyRules.answerHours * hour;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    contact: row.contact,
    details: row.details,
    received_at: row.created_at,
    answer_by: new Date(answerBy).toISOString(),
    hours_left: row.state === 'open' ? Math.floor((answerBy - now.getTime()) / hour) : null,
    status: row.state,
    done_at: row.done_at,
    done_by: row.done_by,
    note: row.note,
    consent: { form: 'request', version: row.consent_version, given_at: row.consent_at },
  };
}

function toPrivacyBooking(row: PersonBookingRow): PrivacyBooking {
  const { date, time } = jakartaWallClock(new Date(row.start_at));
  return {
    code: row.code,
    status: row.status,
    source: row.source,
    branch: row.branch,
    service: row.service,
    date,
    time,
    name: row.name,
    phone: row.phone,
    email: row.email,
    complaint: row.complaint,
    consent:
      row.consent_version !== null && row.consent_at !== null
        ? { form: 'booking', version: row.consent_version, given_at: row.consent_at }
        : null,
    created_at: row.created_at,
  };
}

function toPrivacyMessage(row: MessageRow): PrivacyMessage {
  return {
    id: row.id,
    subject: row.subject,
    branch: row.branch,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    consent: {
      form: 'contact',
      version: row.consent_version ?? consentTexts.contact.version,
      given_at: row.consent_at ?? row.created_at,
    },
    created_at: row.created_at,
  };
}

const requestColumns = `r.id, r.kind, r.name, r.contact, r.details, r.created_at, r.state,
  r.done_at, a.email AS done_by, r.note, r.consent_version, r.consent_at
  FROM visitors.data_requests r LEFT JOIN visitors.staff_accounts a ON a.id = r.done_by`;

const bookingColumns = `id, code, token_hash, sealed_token, status, branch, service, start_at,
  end_at, name, phone, email, complaint, sequence, created_at, moved_at, cancelled_at,
  cancelled_by, cancel_reason, source, made_by, consent_version, consent_at, erased_at`;

const messageColumns = `id, subject, branch, name, email, phone, message, consent_version,
  consent_at, created_at`;

/**
 * A person's data in the visitor file: their requests, everything held for a number or an
 * e-mail, its erasure, and the retention periods. Every erasure is one transaction (the
 * caller's, or one per batch of the retention task), so a row is erased whole or not at all.
 */
/** What a visitor file holds as erased: the keys that name the same rows in a copy of it. */
export interface ErasedKeys {
  bookings: string[];
  /** A message's or request's id with its time: an id alone could name another row elsewhere. */
  messages: { id: number; created_at: string }[];
  requests: { id: number; created_at: string }[];
}

/**
 * The erasure, on the visitor file attached as `schema` (`visitors` beside the content file, as
 * the server opens it; `main` for the file alone, as a restore opens it): the values become the
 * marker, and keys and hashes that could find them again go.
 */
export function createErasure(db: Db, schema: 'visitors' | 'main' = 'visitors') {
  const eraseBookings = db.prepare<[string, string]>(
    `UPDATE ${schema}.bookings SET name = '${marker}', phone = '${marker}', phone_key = '',
       email = CASE WHEN email IS NULL THEN NULL ELSE '${marker}' END,
       complaint = CASE WHEN complaint IS NULL THEN NULL ELSE '${marker}' END,
       sealed_token = NULL, client = NULL, erased_at = ?
     WHERE id IN (SELECT value FROM json_each(?)) AND erased_at IS NULL`,
  );
  const eraseBookingMails = db.prepare<[string]>(
    `DELETE FROM ${schema}.booking_mails WHERE booking_id IN (SELECT value FROM json_each(?))`,
  );
  const eraseBookingNotes = db.prepare<[string]>(
    `UPDATE ${schema}.booking_notes SET text = '${marker}'
     WHERE booking_id IN (SELECT value FROM json_each(?))`,
  );
  const eraseMessages = db.prepare<[string, string]>(
    `UPDATE ${schema}.contact_messages SET name = '${marker}', email = '${marker}',
       phone = '${marker}', phone_key = '', message = '${marker}', fingerprint = '${marker}',
       client = NULL, erased_at = ?,
       status = CASE status WHEN 'pending' THEN 'failed' ELSE status END,
       next_attempt_at = NULL,
       last_error = CASE status WHEN 'pending' THEN 'Erased before it was sent' ELSE NULL END
     WHERE id IN (SELECT value FROM json_each(?)) AND erased_at IS NULL`,
  );
  const eraseRequests = db.prepare<[string, string]>(
    `UPDATE ${schema}.data_requests SET name = '${marker}', contact = '${marker}',
       contact_key = '', details = CASE WHEN details IS NULL THEN NULL ELSE '${marker}' END,
       note = CASE WHEN note IS NULL THEN NULL ELSE '${marker}' END,
       fingerprint = '${marker}', client = NULL, erased_at = ?,
       status = CASE status WHEN 'pending' THEN 'failed' ELSE status END,
       next_attempt_at = NULL,
       last_error = CASE status WHEN 'pending' THEN 'Erased before it was sent' ELSE NULL END
     WHERE id IN (SELECT value FROM json_each(?)) AND erased_at IS NULL`,
  );

  /** Erases the rows named, inside the caller's transaction; what it erased. */
  const eraseRows = (
    rows: { bookings: { id: number; code: string }[]; messages: number[]; requests: number[] },
    now: Date,
  ): Erased => {
    const at = now.toISOString();
    const bookingIds = JSON.stringify(rows.bookings.map((row) => row.id));
    const mails = eraseBookingMails.run(bookingIds).changes;
    eraseBookingNotes.run(bookingIds);
    eraseBookings.run(at, bookingIds);
    eraseMessages.run(at, JSON.stringify(rows.messages));
    eraseRequests.run(at, JSON.stringify(rows.requests));
    return {
      bookings: rows.bookings.map((row) => row.code),
      messages: rows.messages,
      requests: rows.requests,
      mails,
    };
  };

  const erasedKeys = db.prepare<
    [],
    { kind: 'booking' | 'message' | 'request'; key: string; created_at: string }
  >(
    `SELECT 'booking' AS kind, code AS key, created_at
       FROM ${schema}.bookings WHERE erased_at IS NOT NULL
     UNION ALL
     SELECT 'message', CAST(id AS TEXT), created_at
       FROM ${schema}.contact_messages WHERE erased_at IS NOT NULL
     UNION ALL
     SELECT 'request', CAST(id AS TEXT), created_at
       FROM ${schema}.data_requests WHERE erased_at IS NOT NULL`,
  );
  const bookingsByCode = db.prepare<[string], { id: number; code: string }>(
    `SELECT id, code FROM ${schema}.bookings
     WHERE code IN (SELECT value FROM json_each(?)) AND erased_at IS NULL`,
  );
  const messagesNamed = db.prepare<[string], number>(
    `SELECT m.id FROM ${schema}.contact_messages m
       JOIN json_each(?) j ON m.id = j.value ->> 'id' AND m.created_at = j.value ->> 'created_at'
     WHERE m.erased_at IS NULL`,
  );
  const requestsNamed = db.prepare<[string], number>(
    `SELECT r.id FROM ${schema}.data_requests r
       JOIN json_each(?) j ON r.id = j.value ->> 'id' AND r.created_at = j.value ->> 'created_at'
     WHERE r.erased_at IS NULL`,
  );

  return {
    eraseRows,

    /** Every row this file holds as erased. */
    erased(): ErasedKeys {
      const keys: ErasedKeys = { bookings: [], messages: [], requests: [] };
      for (const row of erasedKeys.all()) {
        if (row.kind === 'booking') keys.bookings.push(row.key);
        else keys[`${row.kind}s`].push({ id: Number(row.key), created_at: row.created_at });
      }
      return keys;
    },

    /**
     * Erases again, inside the caller's transaction, the rows `keys` names that this file still
     * holds whole (a backup taken before they were erased elsewhere); what it erased.
     */
    eraseAgain(keys: ErasedKeys, now: Date): Erased {
      return eraseRows(
        {
          bookings: bookingsByCode.all(JSON.stringify(keys.bookings)),
          messages: messagesNamed.pluck().all(JSON.stringify(keys.messages)),
          requests: requestsNamed.pluck().all(JSON.stringify(keys.requests)),
        },
        now,
      );
    },
  };
}

export function createPrivacyStore(db: Db) {
  const { perClient, duplicateMinutes } = limits.contactMessages;

  // Requests.
  const duplicate = db.prepare<[string, string], DataRequestReceipt & { id: number }>(
    `SELECT id, kind, created_at AS received_at, created_at AS answer_by
     FROM visitors.data_requests WHERE fingerprint = ? AND created_at > ?
     ORDER BY created_at DESC LIMIT 1`,
  );
  const blockingForClient = db.prepare<[string, number, string, number], { created_at: string }>(
    `SELECT created_at FROM visitors.data_requests
     WHERE client = ? AND (status = 'spam') = ? AND created_at > ?
     ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  );
  const newestSpam = db.prepare<[string], DataRequestReceipt>(
    `SELECT id, kind, created_at AS received_at, created_at AS answer_by
     FROM visitors.data_requests WHERE client = ? AND status = 'spam'
     ORDER BY created_at DESC LIMIT 1`,
  );
  const insertRequest = db.prepare<
    [Record<string, string | number | null>],
    { id: number; kind: DataRequestKind; created_at: string }
  >(
    `INSERT INTO visitors.data_requests (kind, name, contact, contact_key, details,
       consent_version, consent_at, created_at, client, fingerprint, status, next_attempt_at)
     VALUES (@kind, @name, @contact, @contact_key, @details, @consent_version, @created_at,
       @created_at, @client, @fingerprint, @status, @next_attempt_at)
     RETURNING id, kind, created_at`,
  );
  const openRequests = db.prepare<[], RequestRow>(
    `SELECT ${requestColumns} WHERE r.state = 'open' AND r.status <> 'spam'
     ORDER BY r.created_at, r.id`,
  );
  const requestById = db.prepare<[number], RequestRow>(
    `SELECT ${requestColumns} WHERE r.id = ? AND r.status <> 'spam'`,
  );
  const requestDone = db.prepare<[string, number, string | null, number]>(
    `UPDATE visitors.data_requests SET state = 'done', done_at = ?, done_by = ?, note = ?
     WHERE id = ? AND state = 'open'`,
  );

  // A person's rows, by number or by e-mail; erased rows have neither any more.
  const bookingsByPhone = db.prepare<[string], PersonBookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings
     WHERE phone_key = ? AND erased_at IS NULL ORDER BY start_at, id`,
  );
  const bookingsByEmail = db.prepare<[string], PersonBookingRow>(
    `SELECT ${bookingColumns} FROM visitors.bookings
     WHERE lower(email) = ? AND erased_at IS NULL ORDER BY start_at, id`,
  );
  const messagesByPhone = db.prepare<[string], MessageRow>(
    `SELECT ${messageColumns} FROM visitors.contact_messages
     WHERE phone_key = ? AND erased_at IS NULL AND status <> 'spam' ORDER BY created_at, id`,
  );
  const messagesByEmail = db.prepare<[string], MessageRow>(
    `SELECT ${messageColumns} FROM visitors.contact_messages
     WHERE lower(email) = ? AND erased_at IS NULL AND status <> 'spam' ORDER BY created_at, id`,
  );
  const requestsByKey = db.prepare<[string], RequestRow>(
    `SELECT ${requestColumns} WHERE r.contact_key = ? AND r.erased_at IS NULL
       AND r.status <> 'spam' ORDER BY r.created_at, r.id`,
  );

  // Retention. A batch takes the rows due in the order of their partial index (erased rows leave
  // it), so it reads only what it erases: never a sort of the whole backlog.
  const dueVisits = db.prepare<[string, number], { id: number; code: string }>(
    `SELECT id, code FROM visitors.bookings INDEXED BY bookings_retention
     WHERE erased_at IS NULL AND end_at <= ? AND status <> 'cancelled' ORDER BY end_at LIMIT ?`,
  );
  const dueCancelled = db.prepare<[string, number], { id: number; code: string }>(
    `SELECT id, code FROM visitors.bookings INDEXED BY bookings_cancelled_retention
     WHERE erased_at IS NULL AND status = 'cancelled' AND cancelled_at <= ?
     ORDER BY cancelled_at LIMIT ?`,
  );
  const dueBookings = db.prepare<
    [{ visitEnded: string; cancelled: string; limit: number }],
    DueRows['bookings'][number]
  >(
    `SELECT id, code, reason, since FROM (
       SELECT id, code, 'visit' AS reason, end_at AS since FROM visitors.bookings
       WHERE erased_at IS NULL AND status <> 'cancelled' AND end_at <= @visitEnded
       UNION ALL
       SELECT id, code, 'cancelled', cancelled_at FROM visitors.bookings
       WHERE erased_at IS NULL AND status = 'cancelled' AND cancelled_at <= @cancelled
     ) ORDER BY since, id LIMIT @limit`,
  );
  const dueMessages = db.prepare<[string, number], { id: number; created_at: string }>(
    `SELECT id, created_at FROM visitors.contact_messages INDEXED BY contact_messages_retention
     WHERE erased_at IS NULL AND created_at <= ? ORDER BY created_at LIMIT ?`,
  );
  const dueRequests = db.prepare<[string, number], { id: number; created_at: string }>(
    `SELECT id, created_at FROM visitors.data_requests INDEXED BY data_requests_retention
     WHERE erased_at IS NULL AND created_at <= ? ORDER BY created_at LIMIT ?`,
  );
  const dueLog = db
    .prepare<[string], number>('SELECT count(*) FROM visitors.staff_log WHERE at <= ?')
    .pluck();
  const deleteLog = db.prepare<[string, number]>(
    `DELETE FROM visitors.staff_log WHERE id IN (
       SELECT id FROM visitors.staff_log WHERE at <= ? ORDER BY id LIMIT ?)`,
  );

  // Who had data stored in a window: made before its end, not erased before its start.
  const affected = db.prepare<[{ from: string; to: string }], AffectedRow>(
    `SELECT 'booking' AS record, code AS key, name, phone, email, created_at AS stored_at, erased_at
       FROM visitors.bookings
       WHERE created_at <= @to AND (erased_at IS NULL OR erased_at >= @from)
     UNION ALL
     SELECT 'message', CAST(id AS TEXT), name, phone, email, created_at, erased_at
       FROM visitors.contact_messages
       WHERE status <> 'spam' AND created_at <= @to AND (erased_at IS NULL OR erased_at >= @from)
     UNION ALL
     SELECT 'request', CAST(id AS TEXT), name,
       CASE WHEN contact LIKE '%@%' THEN NULL ELSE contact END,
       CASE WHEN contact LIKE '%@%' THEN contact ELSE NULL END, created_at, erased_at
       FROM visitors.data_requests
       WHERE status <> 'spam' AND created_at <= @to AND (erased_at IS NULL OR erased_at >= @from)
     ORDER BY stored_at`,
  );

  const { eraseRows } = createErasure(db);

  const person = (key: PersonKey, now: Date): PrivacyPerson => {
    const bookings =
      key.kind === 'phone' ? bookingsByPhone.all(key.key) : bookingsByEmail.all(key.key);
    const messages =
      key.kind === 'phone' ? messagesByPhone.all(key.key) : messagesByEmail.all(key.key);
    return {
      key: { kind: key.kind, value: key.key },
      bookings: bookings.map(toPrivacyBooking),
      messages: messages.map(toPrivacyMessage),
      requests: requestsByKey.all(key.key).map((row) => toPrivacyRequest(row, now)),
    };
  };

  return {
    /**
     * Stores a checked request unless it repeats one within the duplicate window or its client
     * reached the contact form's limits (`limits.contactMessages`); the honeypot's catch is
     * stored as spam, never mailed, and counted apart, as the contact form's is.
     */
    accept(input: DataRequestInput, client: string, now: Date): AcceptedRequest {
      const key = personKey(input.contact)?.key ?? input.contact.trim().toLowerCase();
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([input.kind, input.name, key, input.details ?? '']))
        .digest('hex');
      const receiptOf = (row: { id: number; kind: DataRequestKind; received_at: string }) => ({
        id: row.id,
        kind: row.kind,
        received_at: row.received_at,
        answer_by: new Date(
          Date.parse(row.received_at) + privacyRules.answerHours * hour,
        ).toISOString(),
      });
      const repeated = duplicate.get(fingerprint, windowStart(now.getTime(), duplicateMinutes));
      if (repeated) return { outcome: 'duplicate', receipt: receiptOf(repeated) };
      const status = input[honeypotName]?.trim() ? 'spam' : 'pending';
      const wait = secondsUntilFree(perClient, now.getTime(), (since, offset) =>
        blockingForClient.get(client, status === 'spam' ? 1 : 0, since, offset),
      );
      if (wait > 0) {
        const spam = status === 'spam' ? newestSpam.get(client) : undefined;
        return spam
          ? { outcome: 'ignored', receipt: receiptOf(spam) }
          : { outcome: 'limited', retryAfterSeconds: wait };
      }
      const createdAt = now.toISOString();
      const row = durableWrite(db, () =>
        writeReturning(insertRequest, {
          kind: input.kind,
          name: input.name,
          contact: input.contact,
          contact_key: key,
          details: input.details ?? null,
          consent_version: givenConsentVersion('request', input.consent_version),
          created_at: createdAt,
          client,
          fingerprint,
          status,
          next_attempt_at: status === 'pending' ? createdAt : null,
        }),
      );
      if (!row) throw new Error('The request was not stored');
      return {
        outcome: 'stored',
        receipt: receiptOf({ id: row.id, kind: row.kind, received_at: row.created_at }),
        status,
      };
    },

    /** The open requests, oldest first (the nearest to its 72 hours on top). */
    openRequests: (now: Date): PrivacyRequest[] =>
      openRequests.all().map((row) => toPrivacyRequest(row, now)),

    request(id: number, now: Date): PrivacyRequest | undefined {
      const row = requestById.get(id);
      return row && toPrivacyRequest(row, now);
    },

    /** Marks an open request done by the account `by`; false when it was done already. */
    markDone: (id: number, by: number, note: string | null, now: Date): boolean =>
      requestDone.run(now.toISOString(), by, note, id).changes > 0,

    /** Everything held for the person; `held` false when there is nothing. */
    person(key: PersonKey, now: Date): { held: boolean; person: PrivacyPerson } {
      const found = person(key, now);
      const held = found.bookings.length + found.messages.length + found.requests.length > 0;
      return { held, person: found };
    },

    /**
     * Erases everything held for the person, inside the caller's transaction: what it erased
     * (nothing when nothing was held).
     */
    erasePerson(key: PersonKey, now: Date): Erased {
      const found = person(key, now);
      const bookings =
        key.kind === 'phone' ? bookingsByPhone.all(key.key) : bookingsByEmail.all(key.key);
      return eraseRows(
        {
          bookings: bookings.map((row) => ({ id: row.id, code: row.code })),
          messages: found.messages.map((row) => row.id),
          requests: found.requests.map((row) => row.id),
        },
        now,
      );
    },

    /** Erases one booking's contact details (its private link), inside the caller's transaction. */
    eraseBooking: (row: { id: number; code: string }, now: Date): Erased =>
      eraseRows({ bookings: [row], messages: [], requests: [] }, now),

    /** What is due at `now`, at most `limit` of each kind. */
    due(now: Date, limit = Number.MAX_SAFE_INTEGER): DueRows {
      const cut = retentionCutoffs(now);
      return {
        bookings: dueBookings.all({ visitEnded: cut.visitEnded, cancelled: cut.cancelled, limit }),
        messages: dueMessages.all(cut.message, limit),
        requests: dueRequests.all(cut.request, limit),
        logRows: dueLog.get(cut.log) ?? 0,
      };
    },

    /**
     * One batch of the retention task, inside the caller's transaction: erases at most `limit`
     * rows of each kind due at `now` and deletes as many old log rows; how many of each.
     */
    retentionBatch(now: Date, limit: number) {
      const cut = retentionCutoffs(now);
      const visits = dueVisits.all(cut.visitEnded, limit);
      const due = {
        bookings: [...visits, ...dueCancelled.all(cut.cancelled, limit - visits.length)],
        messages: dueMessages.all(cut.message, limit).map((row) => row.id),
        requests: dueRequests.all(cut.request, limit).map((row) => row.id),
      };
      const erased = eraseRows(due, now);
      const logRows = deleteLog.run(cut.log, limit).changes;
      return {
        bookings: erased.bookings.length,
        messages: erased.messages.length,
        requests: erased.requests.length,
        logRows,
      };
    },

    /** Runs `write` in one BEGIN IMMEDIATE transaction, committed to disk before it returns. */
    transaction: <T>(write: () => T): T =>
      durableWrite(db, () => db.transaction(write).immediate()),

    /**
     * Runs `write` in one BEGIN IMMEDIATE transaction at synchronous=NORMAL: for the retention
     * task's batches, which the next run simply erases again should a power cut take one back.
     */
    batchTransaction: <T>(write: () => T): T => db.transaction(write).immediate(),

    /**
     * Runs `work` with the WAL checkpointed by itself only every `pages` pages (SQLite's default
     * is 1000): a long erasure then stops for a checkpoint a few times, not at every 4 MB; the
     * caller settles (checkpoints and truncates) at its end.
     */
    async withFewerCheckpoints<T>(pages: number, work: () => Promise<T>): Promise<T> {
      const before = Number(db.pragma('wal_autocheckpoint', { simple: true }));
      db.pragma(`wal_autocheckpoint = ${pages}`);
      try {
        return await work();
      } finally {
        db.pragma(`wal_autocheckpoint = ${before}`);
      }
    },

    /** After an erasure: the WAL checkpointed, so no page as it was before stays in it. */
    settle: () => afterErasure(db),

    /** Who had data stored between `from` and `to` (ISO instants). */
    affected: (from: string, to: string): AffectedRow[] => affected.all({ from, to }),
  };
}

export type PrivacyStore = ReturnType<typeof createPrivacyStore>;

/** A marker check for the tests and the commands: whether a value was erased. */
export const isErased = (value: string | null) => value === marker;
