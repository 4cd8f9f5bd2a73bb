/**
 * Booking a visit: the booking form, the free-times call, and the booking as the API
 * answers it, with the Indonesian message of every refusal. The form checks its fields in the
 * browser with these schemas and the API again when they arrive; the rules a field alone cannot
 * tell (a date beyond the 14 days, a closed day, a time that is not free) are `../booking.ts`'s,
 * and their messages are here so the API and the page say the same.
 */
import * as z from 'zod/mini';
import {
  bookingCodePattern,
  bookingRules,
  isCalendarDate,
  isClockTime,
  manageTokenPattern,
} from '../booking';
import { bookableServices, branches, limits, type ServiceSlug } from '../facts';
import { privacyRules } from '../privacy';
import { consentBox, consentVersionField } from './consent';
import { consultationMessages } from './consultation';
import { honeypotField, requiredText } from './contact';
import { apiCreated, apiErrorSchema, apiSuccess } from './envelope';
import { choiceValues, isValidPhone } from './options';
import { blankToUndefined, enumParam, paramMessages } from './params';

const maxLength = limits.bookings.maxLength;

/** Every message of booking: beside a field, and of the API's refusals (400, 404, 409, 429). */
export const bookingMessages = {
  branchRequired: consultationMessages.branchRequired,
  serviceRequired: 'Silakan pilih layanan',
  dateRequired: 'Silakan pilih tanggal',
  timeRequired: 'Silakan pilih jam',
  phoneInvalid: consultationMessages.phoneInvalid,
  emailInvalid: 'Format email tidak valid, contoh: nama@domain.com',
  consentRequired: 'Anda perlu menyetujui Kebijakan Privasi untuk membuat janji temu',
  /** 400: the date is before today or after the 14 days. */
  dateOutOfRange: `Tanggal hanya bisa dipilih dari hari ini sampai ${bookingRules.days - 1} hari ke depan. Silakan pilih tanggal lain.`,
  /** 409: the branch is closed that day, with the day's reason. */
  closed: (reason: string) =>
    `Cabang tutup pada tanggal ini (${reason}). Silakan pilih tanggal lain.`,
  /** 400: not one of the day's times, or less than 2 hours ahead. */
  notATime: 'Jam ini tidak tersedia untuk dipesan. Silakan pilih jam lain.',
  /** 409: the last place was taken meanwhile (the wording). */
  taken: 'Maaf, jam ini baru saja terisi. Silakan pilih jam lain.',
  /** 201: the answer to a new booking. */
  created: 'Janji temu Anda sudah terkonfirmasi.',
  /** 400: a form the server will not take (the honeypot filled): nothing says which field. */
  notAccepted:
    'Permintaan janji temu tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.',
  /** 429: too many bookings from one client. */
  tooMany: 'Terlalu banyak permintaan janji temu. Silakan coba lagi nanti.',
  /** 409: the number already has its active bookings. */
  phoneLimit: `Nomor WhatsApp ini sudah memiliki ${limits.bookings.activePerPhone} janji temu yang akan datang. Silakan batalkan salah satunya atau hubungi kami lewat WhatsApp.`,
  /** 404: no booking has this token. */
  notFound: 'Janji temu tidak ditemukan. Periksa kembali tautan dari konfirmasi Anda.',
  /** 409: cancelling or moving a cancelled booking. */
  alreadyCancelled: 'Janji temu ini sudah dibatalkan.',
  /** 409: less than 24 hours before the visit. */
  selfServiceClosed: `Janji temu hanya bisa dibatalkan atau dipindah sendiri paling lambat ${bookingRules.selfServiceHours} jam sebelum jadwal. Silakan hubungi kami lewat WhatsApp atau telepon.`,
} as const;

export const bookingBranchValues = choiceValues(branches);
type BookableSlug = Exclude<ServiceSlug, 'homecare'>;
export const bookableServiceValues = bookableServices.map((service) => service.slug) as [
  BookableSlug,
  ...BookableSlug[],
];

/** "2026-11-30", a real date; its range is a rule of the day (`bookingMessages.dateOutOfRange`). */
const dateField = z
  .string({ error: bookingMessages.dateRequired })
  .check(z.trim(), z.refine(isCalendarDate, { error: bookingMessages.dateRequired, abort: true }));

/** "09:30"; whether it is one of the day's free times is `freeTimes`' to say. */
const timeField = z
  .string({ error: bookingMessages.timeRequired })
  .check(z.trim(), z.refine(isClockTime, { error: bookingMessages.timeRequired, abort: true }));

/** A field the visitor may leave empty: blank is absent, anything else as `field` checks it. */
const optionalField = <T extends z.ZodMiniType>(field: T) =>
  z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(field),
  );

/** The consent box: a JSON true, or the "on" a checkbox posts without JavaScript. */
const consentField = consentBox(bookingMessages.consentRequired);

/**
 * POST /bookings, and the form of /janji-temu: the branch, service, date and time chosen, then
 * the details. The messages of name and number are the consultation form's (spec section 5).
 */
export const bookingRequestSchema = z.object({
  // A missing or unknown choice gets the one message: "Silakan pilih ...".
  branch: z.enum(bookingBranchValues, { error: bookingMessages.branchRequired }),
  service: z.enum(bookableServiceValues, { error: bookingMessages.serviceRequired }),
  date: dateField,
  time: timeField,
  name: requiredText('Nama lengkap', maxLength.name),
  phone: requiredText('Nomor WhatsApp', maxLength.phone).check(
    z.refine(isValidPhone, { error: bookingMessages.phoneInvalid, abort: true }),
  ),
  email: optionalField(
    z.pipe(
      requiredText('Email', maxLength.email),
      z.email({ error: bookingMessages.emailInvalid }),
    ),
  ),
  complaint: optionalField(requiredText('Keluhan', maxLength.complaint, { multiline: true })),
  consent: consentField,
  /** The version of `consentTexts.booking` the form showed; absent: the one in force. */
  consent_version: consentVersionField('booking'),
  website: honeypotField,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
/** The form's values as typed, before the schema trims and reads them. */
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** POST /bookings/{token}/move: another date and time for the same branch and service. */
export const bookingMoveSchema = z.object({ date: dateField, time: timeField });
export type BookingMove = z.infer<typeof bookingMoveSchema>;

/**
 * GET /booking-times: the dates of a branch and the times of one of them for a service. Without
 * a date, the first date that is not closed.
 */
export const bookingTimesQuery = z.object({
  branch: enumParam('branch', bookingBranchValues),
  service: enumParam('service', bookableServiceValues),
  date: z.optional(
    z.pipe(
      z.transform(blankToUndefined),
      z.optional(z.string().check(z.refine(isCalendarDate, paramMessages.notDate('date')))),
    ),
  ),
});
export type BookingTimesQuery = z.infer<typeof bookingTimesQuery>;

/** The token of the private link, in the path of the calls that read, cancel or move. */
export const bookingTokenParam = z
  .string()
  .check(z.regex(manageTokenPattern, { error: bookingMessages.notFound }));

export const bookingDateSchema = z.object({
  date: z.string(),
  /** "Sen, 30 Nov" */
  label: z.string(),
  closed: z.optional(z.object({ reason: z.string() })),
});
export type BookingDateAnswer = z.infer<typeof bookingDateSchema>;

export const bookingTimeSchema = z.object({ time: z.string(), free: z.boolean() });

export const bookingTimesSchema = z.object({
  branch: z.enum(bookingBranchValues),
  service: z.enum(bookableServiceValues),
  /** The service's booking length. */
  length_minutes: z.int(),
  /** Today and the next 13 days, the closed ones with their reason. */
  dates: z.array(bookingDateSchema),
  /** The date of `times`. */
  date: z.string(),
  /** Every time of that date from 2 hours ahead, taken ones with `free: false`. */
  times: z.array(bookingTimeSchema),
});
export type BookingTimes = z.infer<typeof bookingTimesSchema>;

export const bookingStatuses = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A booking as its private link shows it. No contact details (the link may be forwarded) and
 * never the token: a list of bookings, the clinic's included, cannot leak a way in.
 */
export const bookingSchema = z.object({
  code: z.string().check(z.regex(bookingCodePattern)),
  status: z.enum(bookingStatuses),
  branch: z.enum(bookingBranchValues),
  service: z.enum(bookableServiceValues),
  /** Jakarta date and time: "2026-11-30", "09:30". */
  date: z.string(),
  time: z.string(),
  /** ISO 8601 UTC instants of the visit's start and end. */
  start: z.string(),
  end: z.string(),
  name: z.string(),
  /** Whether the visitor may still cancel or move it (more than 24 hours before). */
  can_self_manage: z.boolean(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The answer to a new booking: the one place the token travels, for the confirmation's link. */
export const bookingCreatedSchema = z.extend(bookingSchema, {
  manage_token: z.string().check(z.regex(manageTokenPattern)),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/**
 * 409 when the time was taken meanwhile: the message, and the date's times as they are
 * now, so the picker shows the new free times without asking again.
 */
export const bookingTakenSchema = z.extend(apiErrorSchema, {
  date: z.string(),
  times: z.array(bookingTimeSchema),
});
export type BookingTaken = z.infer<typeof bookingTakenSchema>;

/**
 * The booking page's safety question and what a visitor reads before and after booking: content
 * a clinician may change (seeded as the settings group `booking`).
 */
export const bookingContentSchema = z.object({
  /** Asked before the details. */
  warning_question: z.string(),
  /** The signs that need a doctor today; ticking any shows the advice instead of the form. */
  warning_signs: z.array(z.string()),
  /** What to do instead: the nearest IGD (emergency department), 119. */
  emergency_advice: z.string(),
  /** The national ambulance number, 119. */
  ambulance_phone: z.string(),
  /** What to bring to the visit, one item a line. */
  what_to_bring: z.array(z.string()),
});
export type BookingContent = z.infer<typeof bookingContentSchema>;

/** GET /booking-info: the content above, the emergency number and the cancellation policy. */
export const bookingInfoSchema = z.extend(bookingContentSchema, {
  /** The clinic's emergency number (the contact settings' `emergency_phone`). */
  emergency_phone: z.string(),
  /** The terms' cancellation rules, one a line (`cancellationPolicy`). */
  cancellation_policy: z.array(z.string()),
});
export type BookingInfo = z.infer<typeof bookingInfoSchema>;

/**
 * GET /bookings/{token}/data: what the website stores for this booking, shown to the patient on
 * the manage page: the contact details, the consent given, and when they will be erased. A booking
 * whose contact details were erased answers 410 (`privacyMessages.bookingErased`) on every call
 * of its private link.
 */
export const bookingStoredDataSchema = z.object({
  code: z.string().check(z.regex(bookingCodePattern)),
  status: z.enum(bookingStatuses),
  branch: z.enum(bookingBranchValues),
  service: z.enum(bookableServiceValues),
  date: z.string(),
  time: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  complaint: z.nullable(z.string()),
  /**
   * The consent text the patient agreed to, its version, and when (ISO 8601 UTC); null for a
   * booking made at the desk before the desk recorded the consent read out.
   */
  consent: z.nullable(z.object({ version: z.int(), text: z.string(), given_at: z.string() })),
  created_at: z.string(),
  /** The Jakarta date from which the retention task erases the contact details. */
  erase_after: z.string(),
  /**
   * Whether the patient may erase the contact details now: once the visit is past or the
   * booking cancelled (else 409, `privacyMessages.eraseNotYet`).
   */
  can_erase: z.boolean(),
});
export type BookingStoredData = z.infer<typeof bookingStoredDataSchema>;

/**
 * POST /bookings/{token}/data: the patient corrects their name and e-mail (a blank e-mail removes
 * it). The number is the booking's key for the clinic: a wrong number is a new booking.
 */
export const bookingCorrectionSchema = z.object({
  name: requiredText('Nama lengkap', maxLength.name),
  email: optionalField(
    z.pipe(
      requiredText('Email', maxLength.email),
      z.email({ error: bookingMessages.emailInvalid }),
    ),
  ),
});
export type BookingCorrection = z.infer<typeof bookingCorrectionSchema>;

/** POST /bookings/{token}/erase: the answer once the contact details are gone. */
export const bookingErasedSchema = z.object({
  code: z.string().check(z.regex(bookingCodePattern)),
  erased_at: z.string(),
  /** What the erased fields now read (`privacyRules.erasedMarker`). */
  marker: z.literal(privacyRules.erasedMarker),
});
export type BookingErased = z.infer<typeof bookingErasedSchema>;

/**
 * What each booking call answers; part of `answerSchemas`, so the API's answers test asks each.
 */
export const bookingAnswerSchemas = {
  bookingInfo: apiSuccess(bookingInfoSchema),
  bookingTimes: apiSuccess(bookingTimesSchema),
  createBooking: apiCreated(bookingCreatedSchema),
  booking: apiSuccess(bookingSchema),
  cancelBooking: apiSuccess(bookingSchema),
  moveBooking: apiSuccess(bookingSchema),
  bookingData: apiSuccess(bookingStoredDataSchema),
  correctBooking: apiSuccess(bookingStoredDataSchema),
  eraseBooking: apiSuccess(bookingErasedSchema),
} as const;
export type BookingEndpoint = keyof typeof bookingAnswerSchemas;
