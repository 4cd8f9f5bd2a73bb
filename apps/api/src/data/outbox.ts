import type { ContactSubject } from '@klinik/clinic';
import type { Db } from '../storage/sqlite';

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

export interface OutboxStore {
  /** The pending message due longest ago, if one is due at `now` (ISO time). */
  nextDue(now: string): OutboxMessage | undefined;
  /** When the next pending message is due (ISO time); undefined when none is pending. */
  nextDueAt(): string | undefined;
  sent(id: number, attempts: number, at: string): void;
  /** Records a failed attempt and when to try again. */
  retry(id: number, attempts: number, at: string, error: string): void;
  /** Records the last failed attempt: the message stays stored, marked `failed`. */
  failed(id: number, attempts: number, error: string): void;
  /**
   * When the `skip`+1-th newest mail sent after `since` (ISO time) was sent; undefined when fewer
   * were sent since: the mail that has to leave a window before one more fits.
   */
  nthSentSince(since: string, skip: number): string | undefined;
}

/** The delivery state lives with the message, so it survives restarts and crashes. */
export function createOutboxStore(db: Db): OutboxStore {
  const nextDue = db.prepare<[string], OutboxMessage>(
    `SELECT id, name, email, phone, subject, message, created_at, attempts
     FROM visitors.contact_messages
     WHERE status = 'pending' AND next_attempt_at <= ?
     ORDER BY next_attempt_at, id LIMIT 1`,
  );
  const nextDueAt = db
    .prepare<[], string | null>(
      "SELECT min(next_attempt_at) FROM visitors.contact_messages WHERE status = 'pending'",
    )
    .pluck();
  const sent = db.prepare<[number, string, number]>(
    `UPDATE visitors.contact_messages
     SET status = 'sent', attempts = ?, sent_at = ?, next_attempt_at = NULL, last_error = NULL
     WHERE id = ?`,
  );
  const retry = db.prepare<[number, string, string, number]>(
    `UPDATE visitors.contact_messages SET attempts = ?, next_attempt_at = ?, last_error = ?
     WHERE id = ?`,
  );
  const failed = db.prepare<[number, string, number]>(
    `UPDATE visitors.contact_messages
     SET status = 'failed', attempts = ?, last_error = ?, next_attempt_at = NULL
     WHERE id = ?`,
  );
  const nthSent = db
    .prepare<[string, number], string>(
      `SELECT sent_at FROM visitors.contact_messages WHERE sent_at > ?
       ORDER BY sent_at DESC LIMIT 1 OFFSET ?`,
    )
    .pluck();
  return {
    nthSentSince: (since, skip) => nthSent.get(since, skip),
    nextDue: (now) => nextDue.get(now),
    nextDueAt: () => nextDueAt.get() ?? undefined,
    sent: (id, attempts, at) => void sent.run(attempts, at, id),
    retry: (id, attempts, at, error) => void retry.run(attempts, at, error, id),
    failed: (id, attempts, error) => void failed.run(attempts, error, id),
  };
}
