import { createHash } from 'node:crypto';
import {
  givenConsentVersion,
  honeypotName,
  internationalNumber,
  limits,
  type Branch,
  type ContactMessageInput,
  type ContactMessageReceipt,
  type StaffMessage,
} from '@klinik/clinic';
import { durableWrite, writeReturning, type Db } from '../storage/sqlite';
import { secondsUntilFree, windowStart } from './rolling-limit';

export type AcceptedMessage =
  /** Stored now: `pending` until delivered, or `spam` when the honeypot was filled. */
  | { outcome: 'stored'; receipt: ContactMessageReceipt; status: 'pending' | 'spam' }
  /** The same message arrived within the duplicate window: the first one's receipt. */
  | { outcome: 'duplicate'; receipt: ContactMessageReceipt }
  /**
   * Honeypot filled by a client over the limits in the spam's own windows: not stored, answered
   * with the receipt of its newest stored spam, so the sender learns nothing to adjust.
   */
  | { outcome: 'ignored'; receipt: ContactMessageReceipt }
  /** Over a limit: stored nothing; the earliest time a message would be accepted again. */
  | { outcome: 'limited'; retryAfterSeconds: number };

export interface ContactMessageStore {
  /**
   * Stores a checked message unless it repeats one sent within the duplicate window or its
   * client reached a limit of `limits.contactMessages`. Windows are counted from the stored
   * messages, so a restart does not reset them. A person's messages and the honeypot's catch
   * are counted apart: spam never uses up a person's limit, and a spamming client's catch stops
   * being stored (the disk is not the spammer's) once it passes the same limits.
   */
  accept(message: ContactMessageInput, client: string, now?: number): AcceptedMessage;
  /**
   * The messages the desk shows, newest first (spam left out): those of `branches`, and the
   * general ones (no branch) when `general` (admins).
   */
  forDesk(branches: readonly Branch['value'][], general: boolean): StaffMessage[];
  /** The message `id` if the desk may show it to that account (as `forDesk`). */
  deskMessage(
    id: number,
    branches: readonly Branch['value'][],
    general: boolean,
  ): StaffMessage | undefined;
  /** Marks a message handled by the account `by` (the first time only). */
  markHandled(id: number, by: number, now: Date): void;
}

const deskColumns = `m.id, m.name, m.email, m.phone, m.subject, m.branch, m.message, m.created_at,
  m.status AS delivery, m.handled_at, a.name AS handled_by
  FROM visitors.contact_messages m LEFT JOIN visitors.staff_accounts a ON a.id = m.handled_by`;

/** The desk's filter: the account's branches, and the general messages for admins. */
const deskFilter = `m.status <> 'spam' AND (m.branch IN (SELECT value FROM json_each(@branches))
  OR (@general AND m.branch IS NULL))`;

type ReceiptRow = ContactMessageReceipt;

export function createContactMessageStore(db: Db): ContactMessageStore {
  const { perClient, duplicateMinutes } = limits.contactMessages;
  const duplicate = db.prepare<[string, string], ReceiptRow>(
    `SELECT id, subject, created_at FROM visitors.contact_messages
     WHERE fingerprint = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1`,
  );
  // The message that has to leave the window before one more fits: the max-th newest in it,
  // among the client's spam (1) or among its other messages (0).
  const blockingForClient = db.prepare<[string, number, string, number], { created_at: string }>(
    `SELECT created_at FROM visitors.contact_messages
     WHERE client = ? AND (status = 'spam') = ? AND created_at > ?
     ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  );
  const newestSpam = db.prepare<[string], ReceiptRow>(
    `SELECT id, subject, created_at FROM visitors.contact_messages
     WHERE client = ? AND status = 'spam' ORDER BY created_at DESC LIMIT 1`,
  );
  const insert = db.prepare<
    [
      string,
      string,
      string,
      string,
      string,
      string | null,
      string,
      string,
      string,
      string,
      string | null,
      string,
      number,
      string,
    ],
    ReceiptRow
  >(
    `INSERT INTO visitors.contact_messages
       (name, email, phone, subject, message, branch, created_at, client, fingerprint, status,
        next_attempt_at, phone_key, consent_version, consent_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     RETURNING id, subject, created_at`,
  );
  const forDesk = db.prepare<[{ branches: string; general: number }], StaffMessage>(
    `SELECT ${deskColumns} WHERE ${deskFilter} ORDER BY m.created_at DESC, m.id DESC LIMIT 200`,
  );
  const deskMessage = db.prepare<[{ branches: string; general: number; id: number }], StaffMessage>(
    `SELECT ${deskColumns} WHERE m.id = @id AND ${deskFilter}`,
  );
  const handled = db.prepare<[string, number, number]>(
    `UPDATE visitors.contact_messages SET handled_at = ?, handled_by = ?
     WHERE id = ? AND handled_at IS NULL`,
  );

  return {
    accept(message, client, now = Date.now()) {
      const fingerprint = fingerprintOf(message);
      const repeated = duplicate.get(fingerprint, windowStart(now, duplicateMinutes));
      if (repeated) return { outcome: 'duplicate', receipt: repeated };

      const status = message[honeypotName]?.trim() ? 'spam' : 'pending';
      const clientWait = secondsUntilFree(perClient, now, (since, offset) =>
        blockingForClient.get(client, status === 'spam' ? 1 : 0, since, offset),
      );
      if (clientWait > 0) {
        const spam = status === 'spam' ? newestSpam.get(client) : undefined;
        return spam
          ? { outcome: 'ignored', receipt: spam }
          : { outcome: 'limited', retryAfterSeconds: clientWait };
      }

      const createdAt = new Date(now).toISOString();
      const receipt = durableWrite(db, () =>
        writeReturning(
          insert,
          message.name,
          message.email,
          message.phone,
          message.subject,
          message.message,
          message.branch ?? null,
          createdAt,
          client,
          fingerprint,
          status,
          status === 'pending' ? createdAt : null,
          internationalNumber(message.phone),
          givenConsentVersion('contact', message.consent_version),
          createdAt,
        ),
      );
      if (!receipt) throw new Error('The contact message was not stored');
      return { outcome: 'stored', receipt, status };
    },
    forDesk: (branches, general) =>
      forDesk.all({ branches: JSON.stringify(branches), general: general ? 1 : 0 }),
    deskMessage: (id, branches, general) =>
      deskMessage.get({ branches: JSON.stringify(branches), general: general ? 1 : 0, id }),
    markHandled: (id, by, now) => void handled.run(now.toISOString(), by, id),
  };
}

/** Equal for the same five fields, whatever the case of the e-mail or the phone's spacing. */
function fingerprintOf(message: ContactMessageInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        message.name,
        message.email.toLowerCase(),
        message.phone.replace(/\D/g, ''),
        message.subject,
        message.message,
      ]),
    )
    .digest('hex');
}
