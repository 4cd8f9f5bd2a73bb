/**
 * A person's own request about their data ("Permintaan data pribadi", on the privacy page): the
 * form's fields with the message beside each, the receipt, and the messages of the API's
 * refusals. The kinds, hours and consent texts are `../privacy.ts`'s.
 */
import * as z from 'zod/mini';
import { limits } from '../facts';
import { dataRequestKinds, personKey, privacyContact, privacyRules } from '../privacy';
import { consentBox, consentVersionField } from './consent';
import { honeypotField, requiredText } from './contact';
import { choiceValues } from './options';
import { blankToUndefined } from './params';

/** Every message of the request form and of the privacy calls a visitor makes. */
export const privacyMessages = {
  kindRequired: 'Silakan pilih jenis permintaan',
  contactRequired: 'Nomor WhatsApp atau email wajib diisi',
  contactInvalid:
    'Tulis nomor WhatsApp (contoh: 0812-3456-7890) atau email (contoh: nama@domain.com)',
  consentRequired: 'Anda perlu menyetujui pemrosesan data untuk mengirim permintaan ini',
  /** 201: the answer to a new request. */
  received: `Permintaan Anda sudah kami terima. Kami akan menjawab paling lambat dalam ${privacyRules.answerHours / 24}×24 jam lewat nomor WhatsApp atau email yang Anda tulis.`,
  /** 400: a form the server will not take (the honeypot filled): nothing says which field. */
  notAccepted: 'Permintaan tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.',
  /** 429: the same limits as the contact form. */
  tooMany: (wait: string) =>
    `Anda sudah mengirim beberapa permintaan dalam waktu singkat. Silakan coba lagi dalam ${wait}, atau kirim email ke ${privacyContact.email}.`,
  /** A form that could not reach the clinic at all. */
  unsent:
    'Maaf, permintaan Anda belum terkirim. Periksa koneksi internet Anda, lalu coba lagi; isian Anda tidak hilang.',
  /** 410: a booking whose contact details were erased; its private link opens nothing more. */
  bookingErased:
    'Data janji temu ini sudah dihapus atas permintaan atau karena masa simpannya berakhir. Tautan ini tidak berlaku lagi.',
  /** 409: erasing a booking's contact details before its visit (cancel it first). */
  eraseNotYet:
    'Data kontak hanya bisa dihapus setelah jadwal kunjungan lewat atau janji temu dibatalkan. Batalkan janji temu terlebih dahulu bila tidak jadi datang.',
  /** 200: the manage page's correction was stored. */
  corrected: 'Perubahan data Anda sudah disimpan.',
  /** 200: the manage page's erasure was done. */
  erased: 'Data kontak Anda untuk janji temu ini sudah dihapus.',
} as const;

export const dataRequestKindValues = choiceValues(dataRequestKinds);

/** The WhatsApp number or e-mail a person used with the clinic, as typed (found by `personKey`). */
export const personContactField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? privacyMessages.contactRequired
        : privacyMessages.contactInvalid,
  })
  .check(
    z.trim(),
    z.minLength(1, { error: privacyMessages.contactRequired, abort: true }),
    z.maxLength(limits.bookings.maxLength.email, {
      error: privacyMessages.contactInvalid,
      abort: true,
    }),
    z.refine((text) => personKey(text) !== undefined, { error: privacyMessages.contactInvalid }),
  );

/**
 * POST /privacy-requests, and the privacy page's form "Permintaan data pribadi": the kind, the
 * number or e-mail used, the name, what it is about, and consent. The same checks in the browser
 * and in the API; the same limits, honeypot and cross-site guard as the contact form.
 */
export const dataRequestInputSchema = z.object({
  kind: z.enum(dataRequestKindValues, { error: privacyMessages.kindRequired }),
  contact: personContactField,
  name: requiredText('Nama', limits.contactMessages.maxLength.name),
  details: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(requiredText('Rincian', privacyRules.requestDetailsMaxLength, { multiline: true })),
  ),
  consent: consentBox(privacyMessages.consentRequired),
  consent_version: consentVersionField('request'),
  website: honeypotField,
});
export type DataRequestInput = z.infer<typeof dataRequestInputSchema>;
/** The form's values as typed, before the schema trims and reads them. */
export type DataRequestFormInput = z.input<typeof dataRequestInputSchema>;

/** The answer to a new request: its number, and by when the clinic answers (UTC). */
export const dataRequestReceiptSchema = z.object({
  id: z.int(),
  kind: z.enum(dataRequestKindValues),
  received_at: z.string(),
  answer_by: z.string(),
});
export type DataRequestReceipt = z.infer<typeof dataRequestReceiptSchema>;
