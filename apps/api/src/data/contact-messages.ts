import { createHash } from 'node:crypto';
import {
  contactSubjects,
  limits,
  type ContactMessageInput,
  type ContactMessageReceipt,
  type ContactSubject,
} from '@klinik/clinic';
import { z } from 'zod';
import { durableWrite, writeReturning, type Db } from '../db';

const { maxLength } = limits.contactMessages;

/** After removing spaces, dashes, dots and brackets: optional +62, 62 or 0, then 9-13 digits. */
const phonePattern = /^(\+62|62|0)?\d{9,13}$/;
const subjectValues = contactSubjects.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

// eslint-disable-next-line no-control-regex -- control characters are what they find
const controlCharacters = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Required text, trimmed, with a message per way it can be wrong. */
function requiredText(label: string, max: number, { multiline = false } = {}) {
  const forbidden = multiline ? controlCharactersButLineBreaks : controlCharacters;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} wajib diisi`
          : `${label} harus berupa teks`,
    })
    .trim()
    .min(1, { error: `${label} wajib diisi`, abort: true })
    .max(max, { error: `${label} maksimal ${max} karakter`, abort: true })
    .refine((text) => !forbidden.test(text), {
      error: `${label} berisi karakter yang tidak diizinkan`,
      abort: true,
    });
}

/** The contact form's five fields, with the messages shown next to each field. */
export const contactMessageSchema = z.object({
  name: requiredText('Nama', maxLength.name),
  email: requiredText('Email', maxLength.email).pipe(
    z.email({ error: 'Format email tidak valid, contoh: nama@domain.com' }),
  ),
  phone: requiredText('Nomor telepon', maxLength.phone).refine(
    (phone) => phonePattern.test(phone.replace(/[\s.()-]/g, '')),
    'Format nomor telepon tidak valid, contoh: 0812-3456-7890',
  ),
  subject: z.enum(subjectValues, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Subjek wajib dipilih'
        : `Subjek harus salah satu dari: ${subjectValues.join(', ')}`,
  }),
  message: requiredText('Pesan', maxLength.message, { multiline: true }),
  // Any value a bot may put there, text or not, marks the message; people never see the field.
  website: z.preprocess(
    (value) => (value === undefined || value === null ? undefined : String(value)),
    z.string().optional(),
  ),
}) satisfies z.ZodType<ContactMessageInput>;

export type AcceptedMessage =
  /** Stored now: `pending` until delivered, or `spam` when the honeypot was filled. */
  | { outcome: 'stored'; receipt: ContactMessageReceipt; status: 'pending' | 'spam' }
  /** The same message arrived within the duplicate window: the first one's receipt. */
  | { outcome: 'duplicate'; receipt: ContactMessageReceipt }
  /** Over a limit: stored nothing; the earliest time a message would be accepted again. */
  | { outcome: 'limited'; scope: 'client' | 'all'; retryAfterSeconds: number };

export interface ContactMessageStore {
  /**
   * Stores a checked message unless it repeats one sent within the duplicate window or its
   * client (or all clients together) reached a limit of `limits.contactMessages`. Windows are
   * counted from the stored messages, so a restart does not reset them.
   */
  accept(message: ContactMessageInput, client: string, now?: number): AcceptedMessage;
}

type ReceiptRow = ContactMessageReceipt;

const minute = 60_000;

export function createContactMessageStore(db: Db): ContactMessageStore {
  const { perClient, allClientsPerDay, duplicateMinutes } = limits.contactMessages;
  const duplicate = db.prepare<[string, string], ReceiptRow>(
    `SELECT id, subject, created_at FROM visitors.contact_messages
     WHERE fingerprint = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1`,
  );
  // The message that has to leave the window before one more fits: the max-th newest in it.
  const blockingForClient = db.prepare<[string, string, number], { created_at: string }>(
    `SELECT created_at FROM visitors.contact_messages
     WHERE client = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  );
  const blockingForAll = db.prepare<[string, number], { created_at: string }>(
    `SELECT created_at FROM visitors.contact_messages
     WHERE created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
  );
  const insert = db.prepare<
    [string, string, string, string, string, string, string, string, string, string | null],
    ReceiptRow
  >(
    `INSERT INTO visitors.contact_messages
       (name, email, phone, subject, message, created_at, client, fingerprint, status, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     RETURNING id, subject, created_at`,
  );

  /** Seconds until `blocking` leaves a window of `minutes` (at least 1). */
  const waitFor = (blocking: { created_at: string }, minutes: number, now: number) =>
    Math.max(1, Math.ceil((Date.parse(blocking.created_at) + minutes * minute - now) / 1000));
  const since = (now: number, minutes: number) => new Date(now - minutes * minute).toISOString();

  return {
    accept(message, client, now = Date.now()) {
      const fingerprint = fingerprintOf(message);
      const repeated = duplicate.get(fingerprint, since(now, duplicateMinutes));
      if (repeated) return { outcome: 'duplicate', receipt: repeated };

      let clientWait = 0;
      for (const { max, minutes } of perClient) {
        const blocking = blockingForClient.get(client, since(now, minutes), max - 1);
        if (blocking) clientWait = Math.max(clientWait, waitFor(blocking, minutes, now));
      }
      if (clientWait > 0)
        return { outcome: 'limited', scope: 'client', retryAfterSeconds: clientWait };
      const day = 24 * 60;
      const blockingAll = blockingForAll.get(since(now, day), allClientsPerDay - 1);
      if (blockingAll) {
        return {
          outcome: 'limited',
          scope: 'all',
          retryAfterSeconds: waitFor(blockingAll, day, now),
        };
      }

      const createdAt = new Date(now).toISOString();
      const status = message.website?.trim() ? 'spam' : 'pending';
      const receipt = durableWrite(db, () =>
        writeReturning(
          insert,
          message.name,
          message.email,
          message.phone,
          message.subject,
          message.message,
          createdAt,
          client,
          fingerprint,
          status,
          status === 'pending' ? createdAt : null,
        ),
      );
      if (!receipt) throw new Error('The contact message was not stored');
      return { outcome: 'stored', receipt, status };
    },
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
