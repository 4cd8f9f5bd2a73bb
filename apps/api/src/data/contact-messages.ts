import {
  contactSubjects,
  type ContactMessageInput,
  type ContactMessageReceipt,
  type ContactSubject,
} from '@klinik/clinic';
import { z } from 'zod';
import type { Db } from '../db';

const maxLength = { name: 100, email: 254, phone: 30, message: 5000 } as const;

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
}) satisfies z.ZodType<ContactMessageInput>;

export interface ContactMessageStore {
  add(message: ContactMessageInput): ContactMessageReceipt;
}

export function createContactMessageStore(db: Db): ContactMessageStore {
  const insert = db.prepare<
    [string, string, string, string, string],
    { id: number; subject: ContactSubject; created_at: string }
  >(
    `INSERT INTO contact_messages (name, email, phone, subject, message) VALUES (?, ?, ?, ?, ?)
     RETURNING id, subject, created_at`,
  );
  return {
    add(message) {
      const row = insert.get(
        message.name,
        message.email,
        message.phone,
        message.subject,
        message.message,
      );
      if (!row) throw new Error('The contact message was not stored');
      return row;
    },
  };
}
