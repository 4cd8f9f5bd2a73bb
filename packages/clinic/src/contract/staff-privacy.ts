/**
 * The admin's privacy calls at the front desk: a person's open requests with the hours left of
 * the 72, everything held for a WhatsApp number or an e-mail (bookings, messages, requests), its
 * export and its erasure. Admin only: a desk account gets 403. Part of `staffAnswerSchemas`, so
 * no public page carries it.
 */
import * as z from 'zod/mini';
import { bookingCodePattern } from '../booking';
import { branches, limits } from '../facts';
import { consentForms, dataRequestKinds, privacyRules } from '../privacy';
import { bookingSources, staffRules, visitStatuses } from '../staff';
import { bookableServiceValues } from './booking';
import { contactSubjectValues, requiredText } from './contact';
import { choiceValues } from './options';
import { blankToUndefined } from './params';
import { personContactField } from './privacy';

/** Every message of the desk's privacy pages and of their refusals. */
export const staffPrivacyMessages = {
  /** 404: a number or e-mail with nothing stored; nothing was changed. */
  nothingHeld:
    'Tidak ada data yang tersimpan untuk nomor atau email ini. Tidak ada yang diubah atau dihapus.',
  /** 404: a request number that does not exist. */
  requestNotFound: 'Permintaan tidak ditemukan.',
  /** 409: a request that is already done (marked again, or erased twice). */
  requestDone: (at: string) => `Permintaan ini sudah diselesaikan pada ${at}.`,
  /** 200: the erasure's summary. */
  erased: (bookings: number, messages: number, requests: number) =>
    `Data dihapus: ${bookings} janji temu, ${messages} pesan, ${requests} permintaan.`,
} as const;

const dataRequestKindValues = choiceValues(dataRequestKinds);
const branchValues = choiceValues(branches);
const visitStatusValues = choiceValues(visitStatuses);

/** The consent on record: the version of the form's text and when it was given (UTC). */
export const consentRecordSchema = z.object({
  form: z.enum(consentForms),
  version: z.int(),
  given_at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** A person's request as the admin sees it. */
export const privacyRequestSchema = z.object({
  id: z.int(),
  kind: z.enum(dataRequestKindValues),
  name: z.string(),
  /** The number or e-mail as the person typed it. */
  contact: z.string(),
  details: z.nullable(z.string()),
  received_at: z.string(),
  /** `privacyRules.answerHours` after receipt (UTC). */
  answer_by: z.string(),
  /** Whole hours left of the 72 (rounded down); negative once overdue, null once done. */
  hours_left: z.nullable(z.int()),
  status: z.enum(['open', 'done']),
  done_at: z.nullable(z.string()),
  /** The admin's e-mail. */
  done_by: z.nullable(z.string()),
  /** What was done, in the admin's words. */
  note: z.nullable(z.string()),
  consent: consentRecordSchema,
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** A booking as held for a person: every stored field, and the consent on record. */
export const privacyBookingSchema = z.object({
  code: z.string().check(z.regex(bookingCodePattern)),
  status: z.enum(visitStatusValues),
  source: z.enum(choiceValues(bookingSources)),
  branch: z.enum(branchValues),
  service: z.enum(bookableServiceValues),
  date: z.string(),
  time: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  complaint: z.nullable(z.string()),
  /** null for a booking staff made before the desk recorded the consent read out to the patient. */
  consent: z.nullable(consentRecordSchema),
  created_at: z.string(),
});
export type PrivacyBooking = z.infer<typeof privacyBookingSchema>;

/** A contact message as held for a person. */
export const privacyMessageSchema = z.object({
  id: z.int(),
  subject: z.enum(contactSubjectValues),
  branch: z.nullable(z.enum(branchValues)),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  consent: consentRecordSchema,
  created_at: z.string(),
});
export type PrivacyMessage = z.infer<typeof privacyMessageSchema>;

/** GET /staff/privacy/person?q=: everything held for the number or e-mail. */
export const privacyPersonSchema = z.object({
  /** How it was looked up: a number as `internationalNumber`, an e-mail in lower case. */
  key: z.object({ kind: z.enum(['phone', 'email']), value: z.string() }),
  bookings: z.array(privacyBookingSchema),
  messages: z.array(privacyMessageSchema),
  requests: z.array(privacyRequestSchema),
});
export type PrivacyPerson = z.infer<typeof privacyPersonSchema>;

/**
 * GET /staff/privacy/export?q=: the same, to hand to the person (JSON), with the consent texts
 * their records name. `staffFilePaths.privacyExportPage` answers it as a readable HTML page.
 */
export const privacyExportSchema = z.extend(privacyPersonSchema, {
  exported_at: z.string(),
  clinic: z.string(),
  consent_texts: z.array(
    z.object({ form: z.enum(consentForms), version: z.int(), text: z.string() }),
  ),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** The number or e-mail to look up, export or erase (`?q=`, or `q` in the erase's body). */
export const privacyPersonQuery = z.object({ q: personContactField });
export type PrivacyPersonQuery = z.infer<typeof privacyPersonQuery>;

/**
 * POST /staff/privacy/erase: erase everything held for `q` (names, numbers, e-mails and
 * complaints become `privacyRules.erasedMarker`; the bookings' branch, service, time and status
 * stay), and mark the request `request_id` done when given.
 */
export const privacyEraseInputSchema = z.object({
  q: personContactField,
  request_id: z.optional(
    z.pipe(
      z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
      z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    ),
  ),
});
export type PrivacyEraseInput = z.infer<typeof privacyEraseInputSchema>;

/** The answer to an erasure: what was erased, by key (never the values). */
export const privacyErasedSchema = z.object({
  erased_at: z.string(),
  bookings: z.array(z.string()),
  messages: z.array(z.int()),
  requests: z.array(z.int()),
  /** Mails of the outbox deleted or emptied. */
  mails: z.int(),
  marker: z.literal(privacyRules.erasedMarker),
  message: z.string(),
});
export type PrivacyErased = z.infer<typeof privacyErasedSchema>;

/** POST /staff/privacy/requests/{id}/done: what was done (optional, in the admin's words). */
export const privacyRequestDoneInputSchema = z.object({
  note: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(requiredText('Catatan', staffRules.noteMaxLength, { multiline: true })),
  ),
});
export type PrivacyRequestDoneInput = z.infer<typeof privacyRequestDoneInputSchema>;

/** What each privacy call of the desk answers (spread into `staffAnswerSchemas`). */
export const staffPrivacyAnswerSchemas = {
  privacyRequests: z.object({ success: z.literal(true), data: z.array(privacyRequestSchema) }),
  privacyRequestDone: z.object({ success: z.literal(true), data: privacyRequestSchema }),
  privacyPerson: z.object({ success: z.literal(true), data: privacyPersonSchema }),
  privacyExport: z.object({ success: z.literal(true), data: privacyExportSchema }),
  privacyErase: z.object({ success: z.literal(true), data: privacyErasedSchema }),
} as const;

// The longest number or e-mail a lookup takes is the e-mail's.
export const privacyQueryMaxLength = limits.bookings.maxLength.email;
