import type { ContactSubject, DataRequestKind } from '@klinik/clinic';
import type { StaffKey } from '../auth/staff-key';
import type { StoredMail } from '../mail/booking-mail';
import type { Db } from '../storage/sqlite';
import { openStoredMail } from './booking-mail-queue';

/** A stored contact message waiting to be mailed to the clinic. */
export interface OutboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  created_at: string;
  /** Delivery attempts made so far. */
  attempts: number;
}

/** A booking's mail waiting to be sent (src/mail/booking-mail.ts composed it when it was stored). */
export interface OutboxBookingMail {
  id: number;
  /** undefined: the clinic's inbox (CONTACT_INBOX). */
  to: string | undefined;
  mail: StoredMail;
  attempts: number;
}

/** A person's request about their data, waiting to be mailed to the clinic. */
export interface OutboxRequest {
  id: number;
  kind: DataRequestKind;
  name: string;
  contact: string;
  details: string | null;
  created_at: string;
  attempts: number;
}

/**
 * What the outbox sends: a contact message, a booking's mail, or a data request, each from its
 * own table.
 */
export type OutboxItem =
  | { kind: 'contact'; message: OutboxMessage }
  | { kind: 'booking'; mail: OutboxBookingMail }
  | { kind: 'request'; request: OutboxRequest };

/** The stored row an item is: its table and id. */
export interface OutboxKey {
  kind: OutboxItem['kind'];
  id: number;
}

export interface OutboxStore {
  /** The pending item due longest ago, if one is due at `now` (ISO time). */
  nextDue(now: string): OutboxItem | undefined;
  /** When the next pending item is due (ISO time); undefined when none is pending. */
  nextDueAt(): string | undefined;
  sent(key: OutboxKey, attempts: number, at: string): void;
  /** Records a failed attempt and when to try again. */
  retry(key: OutboxKey, attempts: number, at: string, error: string): void;
  /** Records the last failed attempt: the item stays stored, marked `failed`. */
  failed(key: OutboxKey, attempts: number, error: string): void;
  /**
   * When the `skip`+1-th newest mail sent after `since` (ISO time) was sent; undefined when fewer
   * were sent since: the mail that has to leave a window before one more fits.
   */
  nthSentSince(since: string, skip: number): string | undefined;
}

const tables = {
  contact: 'visitors.contact_messages',
  booking: 'visitors.booking_mails',
  request: 'visitors.data_requests',
} as const satisfies Record<OutboxKey['kind'], string>;

interface BookingMailRow {
  id: number;
  booking_id: number;
  to_address: string | null;
  mail: string;
  attempts: number;
}

/**
 * The delivery state lives with each item, so it survives restarts and crashes. A booking mail
 * stored sealed (it carries the private link) is opened with the staff key as it is sent. A
 * reminder still pending when its visit starts (the server was down all the day before) is not
 * sent any more: it is marked failed.
 */
export function createOutboxStore(db: Db, key: StaffKey): OutboxStore {
  const lateReminders = db.prepare<[string]>(
    `UPDATE visitors.booking_mails
     SET status = 'failed', next_attempt_at = NULL,
       last_error = 'The visit started before the reminder could be sent',
       mail = json_object('subject', mail ->> '$.subject')
     WHERE kind = 'reminder' AND status = 'pending' AND visit_start <= ?`,
  );
  const nextDue = db.prepare<[string, string, string], { kind: OutboxKey['kind']; id: number }>(
    `SELECT kind, id FROM (
       SELECT 'contact' AS kind, id, next_attempt_at FROM visitors.contact_messages
       WHERE status = 'pending' AND next_attempt_at <= ?
       UNION ALL
       SELECT 'booking', id, next_attempt_at FROM visitors.booking_mails
       WHERE status = 'pending' AND next_attempt_at <= ?
       UNION ALL
       SELECT 'request', id, next_attempt_at FROM visitors.data_requests
       WHERE status = 'pending' AND next_attempt_at <= ?
     ) ORDER BY next_attempt_at, kind DESC, id LIMIT 1`,
  );
  const dataRequest = db.prepare<[number], OutboxRequest>(
    `SELECT id, kind, name, contact, details, created_at, attempts
     FROM visitors.data_requests WHERE id = ?`,
  );
  const contactMessage = db.prepare<[number], OutboxMessage>(
    `SELECT id, name, email, phone, subject, message, created_at, attempts
     FROM visitors.contact_messages WHERE id = ?`,
  );
  const bookingMail = db.prepare<[number], BookingMailRow>(
    'SELECT id, booking_id, to_address, mail, attempts FROM visitors.booking_mails WHERE id = ?',
  );
  const nextDueAt = db
    .prepare<[], string | null>(
      `SELECT min(due) FROM (
         SELECT min(next_attempt_at) AS due FROM visitors.contact_messages WHERE status = 'pending'
         UNION ALL
         SELECT min(next_attempt_at) FROM visitors.booking_mails WHERE status = 'pending'
         UNION ALL
         SELECT min(next_attempt_at) FROM visitors.data_requests WHERE status = 'pending'
       )`,
    )
    .pluck();
  const statements = (table: string, sentBody: string) => ({
    sent: db.prepare<[number, string, number]>(
      `UPDATE ${table}
       SET status = 'sent', attempts = ?, sent_at = ?, next_attempt_at = NULL, last_error = NULL
       ${sentBody}
       WHERE id = ?`,
    ),
    retry: db.prepare<[number, string, string, number]>(
      `UPDATE ${table} SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?`,
    ),
    failed: db.prepare<[number, string, number]>(
      `UPDATE ${table}
       SET status = 'failed', attempts = ?, last_error = ?, next_attempt_at = NULL
       WHERE id = ?`,
    ),
  });
  const writes = {
    contact: statements(tables.contact, ''),
    // A sent booking mail keeps its subject only: the booking holds the facts, and the
    // visitor's confirmation carried the private link, which is not kept once delivered.
    booking: statements(tables.booking, ", mail = json_object('subject', mail ->> '$.subject')"),
    request: statements(tables.request, ''),
  };
  const nthSent = db
    .prepare<[string, string, string, number], string>(
      `SELECT sent_at FROM (
         SELECT sent_at FROM visitors.contact_messages WHERE sent_at > ?
         UNION ALL
         SELECT sent_at FROM visitors.booking_mails WHERE sent_at > ?
         UNION ALL
         SELECT sent_at FROM visitors.data_requests WHERE sent_at > ?
       ) ORDER BY sent_at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck();
  return {
    nthSentSince: (since, skip) => nthSent.get(since, since, since, skip),
    nextDue(now) {
      lateReminders.run(now);
      const due = nextDue.get(now, now, now);
      if (!due) return undefined;
      if (due.kind === 'contact') {
        const message = contactMessage.get(due.id);
        return message && { kind: 'contact', message };
      }
      if (due.kind === 'request') {
        const request = dataRequest.get(due.id);
        return request && { kind: 'request', request };
      }
      const row = bookingMail.get(due.id);
      if (!row) return undefined;
      let mail: StoredMail;
      try {
        mail = openStoredMail(row.mail, row.booking_id, key);
      } catch {
        // Sealed under another staff key (the key file was replaced): it can never be sent.
        writes.booking.failed.run(row.attempts, 'Sealed under another staff key', row.id);
        return this.nextDue(now);
      }
      return {
        kind: 'booking',
        mail: { id: row.id, to: row.to_address ?? undefined, mail, attempts: row.attempts },
      };
    },
    nextDueAt: () => nextDueAt.get() ?? undefined,
    sent: (key, attempts, at) => void writes[key.kind].sent.run(attempts, at, key.id),
    retry: (key, attempts, at, error) =>
      void writes[key.kind].retry.run(attempts, at, error, key.id),
    failed: (key, attempts, error) => void writes[key.kind].failed.run(attempts, error, key.id),
  };
}
