import * as z from 'zod/mini';
import { branches, contactSubjects, limits } from '../facts';
import { consentVersionField } from './consent';
import { choiceValues, controlCharacter, isValidPhone } from './options';
import { blankToUndefined } from './params';
import { locationSummarySchema } from './locations';
import { contactSettingsSchema, weekHoursSchema } from './settings';

export const contactSubjectValues = choiceValues(contactSubjects);
const subjectValues = contactSubjectValues;

/** GET /contact: the contact settings, opening hours, branches and the form's subjects. */
export const contactInfoSchema = z.extend(contactSettingsSchema, {
  business_hours: weekHoursSchema,
  timezone: z.string(),
  locations: z.array(locationSummarySchema),
  subjects: z.array(z.object({ value: z.enum(subjectValues), label: z.string() })),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

// A message may have lines; every other field is one line.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Required text, trimmed, with a message per way it can be wrong. */
export function requiredText(label: string, max: number, { multiline = false } = {}) {
  const forbidden = multiline ? controlCharactersButLineBreaks : controlCharacter;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} wajib diisi`
          : `${label} harus berupa teks`,
    })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} wajib diisi`, abort: true }),
      z.maxLength(max, { error: `${label} maksimal ${max} karakter`, abort: true }),
      z.refine((text) => !forbidden.test(text), {
        error: `${label} berisi karakter yang tidak diizinkan`,
        abort: true,
      }),
    );
}

/**
 * The honeypot: a field the form hides from people, so only a bot fills it. A message with it
 * is kept as spam and never mailed.
 */
// Any value a bot may put there, text or not, marks the message (never a 422 that would show
// the bot the field matters).
export const honeypotField = z.optional(
  z.pipe(
    z.transform((value: unknown) => (value === null ? undefined : String(value))),
    z.optional(z.string()),
  ),
);

/**
 * POST /contact-messages: the contact form's five fields, with the message shown next to each.
 * The form checks them in the browser with this schema, the API again when they arrive.
 */
export const contactMessageInputSchema = z.object({
  name: requiredText('Nama', limits.contactMessages.maxLength.name),
  email: z.pipe(
    requiredText('Email', limits.contactMessages.maxLength.email),
    z.email({ error: 'Format email tidak valid, contoh: nama@domain.com' }),
  ),
  phone: requiredText('Nomor telepon', limits.contactMessages.maxLength.phone).check(
    z.refine(isValidPhone, 'Format nomor telepon tidak valid, contoh: 0812-3456-7890'),
  ),
  subject: z.enum(subjectValues, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Subjek wajib dipilih'
        : `Subjek harus salah satu dari: ${subjectValues.join(', ')}`,
  }),
  message: requiredText('Pesan', limits.contactMessages.maxLength.message, { multiline: true }),
  /**
   * The branch the message is for, when the visitor chose one; blank or absent is a general
   * message (the front desk shows a branch's messages to its staff, general ones to admins).
   */
  branch: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(z.enum(choiceValues(branches), { error: 'Silakan pilih cabang dari daftar' })),
  ),
  /**
   * The version of `consentTexts.contact` the form showed beside its button (consent given by
   * sending); absent: the one in force.
   */
  consent_version: consentVersionField('contact'),
  website: honeypotField,
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({
  id: z.int(),
  subject: z.enum(subjectValues),
  /** ISO 8601 UTC time the message was stored. */
  created_at: z.string(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
