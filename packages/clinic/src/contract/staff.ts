/**
 * The front desk's calls: sign-in and set-up, a branch's day and week, a booking as
 * staff see it and what they may do to it, closures, messages, accounts and the log. Its own
 * module, apart from `answerSchemas`, so that no public page carries any of it; the rules these
 * schemas name are `../staff.ts`'s.
 */
import * as z from 'zod/mini';
import { bookingCodePattern, isCalendarDate, isClockTime } from '../booking';
import { limits } from '../facts';
import {
  bookingSources,
  cancelReasons,
  passwordRules,
  staffLogActions,
  staffLogRecords,
  staffRoles,
  staffRules,
  visitStatuses,
  type StaffLogAction,
} from '../staff';
import {
  bookableServiceValues,
  bookingBranchValues,
  bookingMessages,
  bookingMoveSchema,
  bookingTimeSchema,
} from './booking';
import { consentBox, consentVersionField } from './consent';
import { contactSubjectValues, requiredText } from './contact';
import { apiErrorSchema, apiPaginated, apiSuccess } from './envelope';
import { choiceValues, isValidPhone } from './options';
import { staffPrivacyAnswerSchemas } from './staff-privacy';
import { blankToUndefined, enumParam, paramMessages } from './params';

/** Every message of the desk: beside a field, and of the API's refusals. */
export const staffMessages = {
  /** 401, the same for an unknown e-mail, a wrong password and a wrong code. */
  signInFailed: 'Email, kata sandi, atau kode tidak cocok. Silakan coba lagi.',
  /** 401: the password was right and the account has a second factor; the form asks for it. */
  codeRequired: 'Masukkan kode 6 angka dari aplikasi autentikator, atau salah satu kode pemulihan.',
  /** 429: the account's or the client's tries are used up for now. */
  wait: (minutes: number) =>
    `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${minutes} menit.`,
  /** 401 on any desk call without a live session. */
  signedOut: 'Sesi Anda sudah berakhir. Silakan masuk lagi.',
  /** A desk form that could not reach the server (no connection, the server failing). */
  unsent:
    'Maaf, belum terkirim: server tidak dapat dihubungi. Periksa koneksi internet, lalu coba lagi.',
  /** 422: a booking taken on the phone or at the door without the patient's consent ticked. */
  consentRequired:
    'Bacakan pernyataan persetujuan kepada pasien, lalu centang bila pasien setuju. Tanpa persetujuan, janji temu tidak dapat dibuat.',
  /** 403: an admin's call by a desk account. */
  adminOnly: 'Halaman ini hanya untuk admin.',
  /** 404: a record that does not exist or that the account may not see: the same answer. */
  notFound: 'Data tidak ditemukan.',
  /** 404/410 of a set-up link that is unknown, used or expired. */
  setupLinkInvalid:
    'Tautan pengaturan ini tidak berlaku lagi (sudah dipakai atau lewat 24 jam). Mintalah tautan baru kepada admin.',
  passwordTooShort: `Kata sandi minimal ${passwordRules.minLength} karakter. Rangkaian beberapa kata mudah diingat dan sulit ditebak.`,
  passwordTooLong: `Kata sandi maksimal ${passwordRules.maxLength} karakter.`,
  passwordCommon:
    'Kata sandi ini terlalu umum atau pernah bocor di internet. Silakan pilih yang lain.',
  passwordMismatch: 'Kedua kata sandi tidak sama.',
  codeInvalid: 'Kode tidak cocok. Periksa jam di ponsel Anda dan masukkan kode yang sedang tampil.',
  /** 409: a status a booking cannot take from the one it has. */
  statusNotAllowed: (from: string, to: string) =>
    `Status "${from}" tidak dapat diubah menjadi "${to}".`,
  /** 409: a move of a booking that no longer holds a place (done, no-show or cancelled). */
  cannotMove:
    'Janji temu ini tidak dapat dipindah lagi karena sudah selesai, tidak hadir, atau dibatalkan.',
  reasonRequired: 'Silakan pilih alasan pembatalan.',
  noteRequired: 'Catatan wajib diisi',
  /** 409 of a closure on a day with bookings, before the bookings are contacted. */
  closureHasBookings: (count: number) =>
    `Ada ${count} janji temu pada hari itu. Hubungi pasiennya terlebih dahulu, lalu pindahkan atau batalkan janji temunya.`,
  closureExists: 'Cabang ini sudah ditutup pada tanggal tersebut.',
  searchTooShort: `Masukkan minimal ${staffRules.searchMinLength} karakter: kode, nama, atau nomor WhatsApp.`,
  emailTaken: 'Email ini sudah dipakai akun lain.',
  branchesRequired: 'Pilih minimal satu cabang untuk akun resepsionis.',
  /** 422: the password given to confirm a change of one's own account is not the account's. */
  currentPasswordWrong:
    'Kata sandi saat ini tidak cocok. Periksa lalu coba lagi; setelah terlalu banyak percobaan Anda perlu menunggu.',
  currentPasswordRequired: 'Masukkan kata sandi Anda saat ini untuk memastikan ini memang Anda.',
  /** 409: ending the session in use from the sessions list (signing out does that). */
  currentSession: 'Ini sesi yang sedang Anda pakai. Untuk mengakhirinya, pilih Keluar.',
  /** 409: an admin disabling or resetting their own account in the desk (another admin or the CLI can). */
  ownAccount:
    'Akun Anda sendiri tidak dapat dinonaktifkan atau diatur ulang dari sini. Mintalah admin lain melakukannya.',
} as const;

export const staffRoleValues = choiceValues(staffRoles);
export const visitStatusValues = choiceValues(visitStatuses);
export const cancelReasonValues = choiceValues(cancelReasons);
export const bookingSourceValues = choiceValues(bookingSources);
export const staffLogActionValues = Object.keys(staffLogActions) as [
  StaffLogAction,
  ...StaffLogAction[],
];

const email = z.pipe(
  requiredText('Email', limits.bookings.maxLength.email),
  z.email({ error: bookingMessages.emailInvalid }),
);

/** A password as typed: only its length is checked here; the common list is the API's. */
const password = z
  .string({ error: staffMessages.passwordTooShort })
  .check(
    z.minLength(passwordRules.minLength, { error: staffMessages.passwordTooShort, abort: true }),
    z.maxLength(passwordRules.maxLength, { error: staffMessages.passwordTooLong, abort: true }),
  );

/** A TOTP code (6 digits) or a recovery code, spaces and dashes as typed; blank is absent. */
const secondFactorCode = z.pipe(
  z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
  z.optional(z.string().check(z.trim(), z.maxLength(32))),
);

/** POST /staff/session: the sign-in form. The code only when the account has a second factor. */
export const staffSignInSchema = z.object({
  email,
  // Any text: a wrong one is a failed sign-in like any other, never a hint of the rules.
  password: z.string({ error: staffMessages.signInFailed }).check(z.maxLength(1024)),
  code: secondFactorCode,
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** POST /staff/setup/{token}: the new password twice, and the authenticator's first code. */
export const staffSetupSchema = z
  .object({
    password,
    password_repeat: z.string({ error: staffMessages.passwordMismatch }),
    /** Required when the set-up shows a second factor as required (admins). */
    code: secondFactorCode,
  })
  .check(
    z.refine((form) => form.password === form.password_repeat, {
      error: staffMessages.passwordMismatch,
      path: ['password_repeat'],
    }),
  );
export type StaffSetup = z.infer<typeof staffSetupSchema>;

/**
 * The account's password as its owner types it again to confirm a change of their own (OWASP
 * ASVS 7.5.1, 7.5.2): any text, as at sign-in; a wrong one is counted as a failed sign-in.
 */
const currentPassword = z
  .string({ error: staffMessages.currentPasswordRequired })
  .check(
    z.minLength(1, { error: staffMessages.currentPasswordRequired, abort: true }),
    z.maxLength(1024),
  );

/**
 * POST /staff/account/password: the current password, and the new one twice under the rules of
 * the set-up (the common list and the account's own words are the API's).
 */
export const staffPasswordChangeSchema = z
  .object({
    current_password: currentPassword,
    password,
    password_repeat: z.string({ error: staffMessages.passwordMismatch }),
  })
  .check(
    z.refine((form) => form.password === form.password_repeat, {
      error: staffMessages.passwordMismatch,
      path: ['password_repeat'],
    }),
  );
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

/** POST /staff/account/sessions/…/end: ending one's other sessions asks for the password again. */
export const staffReauthSchema = z.object({ current_password: currentPassword });
export type StaffReauth = z.infer<typeof staffReauthSchema>;

/** The set-up link's token, in the path: 32 random bytes as base64url, like the booking's. */
export const setupTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const staffAccountSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoleValues),
  /** Every branch for an admin (`visibleBranches`), the account's own for desk. */
  branches: z.array(z.enum(bookingBranchValues)),
  second_factor: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /staff/setup/{token}: whose account, and the authenticator to add (admins must). */
export const staffSetupInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoleValues),
  second_factor: z.enum(['required', 'optional']),
  /** The TOTP secret (base32, to type), its otpauth:// URI and the URI as an SVG QR code. */
  totp: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }),
});
export type StaffSetupInfo = z.infer<typeof staffSetupInfoSchema>;

/**
 * One of the signed-in account's live sessions. Never its token or the token's hash: `id` is the
 * row's number, which ends it only for its own account and after the password again.
 */
export const staffSessionSchema = z.object({
  id: z.int(),
  /** The session of the request that asks. */
  current: z.boolean(),
  /** When it signed in, when it last made a request (to the minute), when it ends at the latest. */
  started_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The browser and system in a few words ("Chrome di Android"); null when unknown. */
  device: z.nullable(z.string()),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** GET /staff/account and the answer of each change to it: the account and its live sessions. */
export const staffOwnAccountSchema = z.object({
  account: staffAccountSchema,
  /** This session first, then the others by their last request, newest first. */
  sessions: z.array(staffSessionSchema),
});
export type StaffOwnAccount = z.infer<typeof staffOwnAccountSchema>;

/** The answer to a finished set-up: the recovery codes, shown this once, and the account. */
export const staffSetupDoneSchema = z.object({
  account: staffAccountSchema,
  recovery_codes: z.nullable(z.array(z.string())),
});
export type StaffSetupDone = z.infer<typeof staffSetupDoneSchema>;

const dateParam = z.optional(
  z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.string().check(z.refine(isCalendarDate, paramMessages.notDate('date')))),
  ),
);

/** GET /staff/day and /staff/week: the branch, and the date (today in Jakarta when absent). */
export const staffDayQuery = z.object({
  branch: enumParam('branch', bookingBranchValues),
  date: dateParam,
});
export type StaffDayQuery = z.infer<typeof staffDayQuery>;

export const staffBookingEventSchema = z.object({
  at: z.string(),
  /** The staff member's name; null for the visitor or the server (a reminder sent). */
  by: z.nullable(z.string()),
  /** "Dibuat online", "Status: Hadir", "Dipindah dari Sen, 30 Nov pukul 09.00", ... */
  text: z.string(),
});

export const staffNoteSchema = z.object({ at: z.string(), by: z.string(), text: z.string() });

/** Whether the day-before reminder went out by e-mail; `none` for a booking without an e-mail. */
export const reminderStates = ['none', 'scheduled', 'sent', 'failed'] as const;

/** A booking as the desk sees it: the contact details, its history and notes; never the token. */
export const staffBookingSchema = z.object({
  code: z.string().check(z.regex(bookingCodePattern)),
  status: z.enum(visitStatusValues),
  cancel_reason: z.nullable(z.enum(cancelReasonValues)),
  source: z.enum(bookingSourceValues),
  branch: z.enum(bookingBranchValues),
  service: z.enum(bookableServiceValues),
  /** Jakarta date and time: "2026-11-30", "09:30"; the end as a Jakarta time too. */
  date: z.string(),
  time: z.string(),
  end_time: z.string(),
  /** ISO 8601 UTC instants. */
  start: z.string(),
  end: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  complaint: z.nullable(z.string()),
  reminder: z.object({ state: z.enum(reminderStates), sent_at: z.nullable(z.string()) }),
  /** The statuses it may take now (`visitTransitions`), and whether it may be moved. */
  next_statuses: z.array(z.enum(visitStatusValues)),
  can_move: z.boolean(),
  notes: z.array(staffNoteSchema),
  history: z.array(staffBookingEventSchema),
  created_at: z.string(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** GET /staff/day: one branch's day laid out against its treatment places. */
export const staffDaySchema = z.object({
  branch: z.enum(bookingBranchValues),
  date: z.string(),
  /** "Senin, 30 November 2026" */
  label: z.string(),
  /** The branch's treatment places: how many visits it holds at once. */
  places: z.int(),
  /** The day's opening hours as Jakarta times; null when the hours keep it shut. */
  hours: z.nullable(z.object({ open: z.string(), close: z.string() })),
  closed: z.nullable(z.object({ reason: z.string() })),
  /** The day's bookings in time order, every status. */
  bookings: z.array(staffBookingSchema),
});
export type StaffDay = z.infer<typeof staffDaySchema>;

/** GET /staff/week: seven days from the date, each with its bookings and free places. */
export const staffWeekSchema = z.object({
  branch: z.enum(bookingBranchValues),
  from: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      /** "Sen, 30 Nov" */
      label: z.string(),
      /** Bookings that hold a place (confirmed and arrived) and all of them. */
      booked: z.int(),
      total: z.int(),
      /** Free places over the day's times for the shortest service (0 when closed). */
      free_places: z.int(),
      closed: z.nullable(z.object({ reason: z.string() })),
    }),
  ),
});
export type StaffWeek = z.infer<typeof staffWeekSchema>;

/**
 * POST /staff/bookings: a booking for a patient on the phone or at the door. The online form's
 * fields without the honeypot; from now on, no 2-hour lead. The consent is the online form's
 * text (`consentTexts.booking`), read out to the patient: staff tick the box once the patient
 * agrees, and the booking stores its version and time like an online one.
 */
export const staffBookingRequestSchema = z.object({
  branch: z.enum(bookingBranchValues, { error: bookingMessages.branchRequired }),
  service: z.enum(bookableServiceValues, { error: bookingMessages.serviceRequired }),
  date: z
    .string({ error: bookingMessages.dateRequired })
    .check(
      z.trim(),
      z.refine(isCalendarDate, { error: bookingMessages.dateRequired, abort: true }),
    ),
  time: z
    .string({ error: bookingMessages.timeRequired })
    .check(z.trim(), z.refine(isClockTime, { error: bookingMessages.timeRequired, abort: true })),
  name: requiredText('Nama lengkap', limits.bookings.maxLength.name),
  phone: requiredText('Nomor WhatsApp', limits.bookings.maxLength.phone).check(
    z.refine(isValidPhone, { error: bookingMessages.phoneInvalid, abort: true }),
  ),
  email: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(email),
  ),
  complaint: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(requiredText('Keluhan', limits.bookings.maxLength.complaint, { multiline: true })),
  ),
  consent: consentBox(staffMessages.consentRequired),
  /** The version of `consentTexts.booking` the form read out; absent: the one in force. */
  consent_version: consentVersionField('booking'),
});
export type StaffBookingRequest = z.infer<typeof staffBookingRequestSchema>;

/** POST /staff/bookings/{code}/status: the new status; a cancellation names its reason. */
export const staffStatusChangeSchema = z
  .object({
    status: z.enum(visitStatusValues),
    reason: z.optional(z.enum(cancelReasonValues, { error: staffMessages.reasonRequired })),
  })
  .check(
    z.refine((change) => change.status !== 'cancelled' || change.reason !== undefined, {
      error: staffMessages.reasonRequired,
      path: ['reason'],
    }),
  );
export type StaffStatusChange = z.infer<typeof staffStatusChangeSchema>;

/** POST /staff/bookings/{code}/move: the booking's move (any free time from now). */
export const staffMoveSchema = bookingMoveSchema;

/** POST /staff/bookings/{code}/notes */
export const staffNoteInputSchema = z.object({
  text: requiredText('Catatan', staffRules.noteMaxLength, { multiline: true }),
});

/** 409 of a move or a desk booking whose time was taken meanwhile: the date's times now. */
export const staffTakenSchema = z.extend(apiErrorSchema, {
  date: z.string(),
  times: z.array(bookingTimeSchema),
});

/** GET /staff/booking-times: like the public call, from now and for any staff booking. */
export const staffTimesQuery = z.object({
  branch: enumParam('branch', bookingBranchValues),
  service: enumParam('service', bookableServiceValues),
  date: dateParam,
});
export type StaffTimesQuery = z.infer<typeof staffTimesQuery>;

/** GET /staff/search?q=: a code, a name or a WhatsApp number as typed or said. */
export const staffSearchQuery = z.object({
  q: z
    .string({ error: staffMessages.searchTooShort })
    .check(
      z.trim(),
      z.minLength(staffRules.searchMinLength, { error: staffMessages.searchTooShort }),
      z.maxLength(100),
    ),
});

export const staffClosureSchema = z.object({
  id: z.int(),
  /** null: every branch. */
  branch: z.nullable(z.enum(bookingBranchValues)),
  date: z.string(),
  reason: z.string(),
  created_at: z.string(),
  /** The admin who added it; null for a closure added with `pnpm closures`. */
  created_by: z.nullable(z.string()),
});
export type StaffClosure = z.infer<typeof staffClosureSchema>;

/** GET /staff/closures: the clinic's closures from today, of one branch (and every branch's). */
export const staffClosuresQuery = z.object({
  branch: z.optional(
    z.pipe(z.transform(blankToUndefined), z.optional(enumParam('branch', bookingBranchValues))),
  ),
});

/**
 * POST /staff/closures: a branch's closed day. On a day with bookings that hold a place the API
 * answers 409 with them (`staffClosureConflictSchema`) and closes nothing: the desk contacts
 * each patient and moves or cancels the booking first.
 */
export const staffClosureInputSchema = z.object({
  branch: z.enum(bookingBranchValues, { error: bookingMessages.branchRequired }),
  date: z
    .string({ error: bookingMessages.dateRequired })
    .check(
      z.trim(),
      z.refine(isCalendarDate, { error: bookingMessages.dateRequired, abort: true }),
    ),
  reason: requiredText('Alasan', 200),
});
export type StaffClosureInput = z.infer<typeof staffClosureInputSchema>;

export const staffClosureConflictSchema = z.extend(apiErrorSchema, {
  bookings_to_contact: z.array(staffBookingSchema),
});
export type StaffClosureConflict = z.infer<typeof staffClosureConflictSchema>;
export type StaffTaken = z.infer<typeof staffTakenSchema>;

/** A contact message at the desk: delivery status and who handled it. */
export const staffMessageSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.enum(contactSubjectValues),
  /** The branch the visitor chose; null for a general message (admins only). */
  branch: z.nullable(z.enum(bookingBranchValues)),
  message: z.string(),
  created_at: z.string(),
  delivery: z.enum(['pending', 'sent', 'failed', 'imported']),
  handled_at: z.nullable(z.string()),
  handled_by: z.nullable(z.string()),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

/** An account in the admin's list. */
export const staffAccountListingSchema = z.extend(staffAccountSchema, {
  /** invited: the set-up link not used yet. */
  state: z.enum(['invited', 'active', 'disabled']),
  last_sign_in_at: z.nullable(z.string()),
});
export type StaffAccountListing = z.infer<typeof staffAccountListingSchema>;

/** POST /staff/accounts: a new account; the answer carries its set-up link, shown once. */
export const staffAccountInputSchema = z
  .object({
    email,
    name: requiredText('Nama', 100),
    role: z.enum(staffRoleValues, { error: 'Silakan pilih peran' }),
    branches: z.pipe(
      z.transform((value: unknown) =>
        value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value],
      ),
      z.array(z.enum(bookingBranchValues, { error: bookingMessages.branchRequired })),
    ),
  })
  .check(
    z.refine((account) => account.role === 'admin' || account.branches.length > 0, {
      error: staffMessages.branchesRequired,
      path: ['branches'],
    }),
  );
export type StaffAccountInput = z.infer<typeof staffAccountInputSchema>;

export const staffSetupLinkSchema = z.object({
  account: staffAccountListingSchema,
  /** The whole address of the set-up page, valid `staffRules.setupLinkHours` hours, once. */
  setup_link: z.string(),
  expires_at: z.string(),
});

/** A row of the log: who, what, which record, when (UTC), from which client key. */
export const staffLogRowSchema = z.object({
  id: z.int(),
  at: z.string(),
  /** The account's e-mail at the time; null when nobody was signed in (a failed sign-in). */
  actor: z.nullable(z.string()),
  action: z.enum(staffLogActionValues),
  record_type: z.nullable(z.enum(staffLogRecords)),
  /** The record's key: a booking code, a closure id, a message id or an account's e-mail. */
  record: z.nullable(z.string()),
  /** What changed, in words ("confirmed -> arrived"); never a secret or a private link. */
  detail: z.nullable(z.string()),
  /** The keyed hash of the client's network (the same key as the visitor limits). */
  client: z.nullable(z.string()),
});
export type StaffLogRow = z.infer<typeof staffLogRowSchema>;

export const staffLogQuery = z.object({
  page: z.optional(
    z.pipe(
      z.transform(blankToUndefined),
      z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    ),
  ),
});

/** What each desk call answers: the API's tests and the desk's one client read with these. */
export const staffAnswerSchemas = {
  me: apiSuccess(staffAccountSchema),
  signIn: apiSuccess(staffAccountSchema),
  signOut: apiSuccess(z.object({ signed_out: z.literal(true) })),
  setupInfo: apiSuccess(staffSetupInfoSchema),
  setup: apiSuccess(staffSetupDoneSchema),
  day: apiSuccess(staffDaySchema),
  week: apiSuccess(staffWeekSchema),
  times: apiSuccess(
    z.object({ date: z.string(), length_minutes: z.int(), times: z.array(bookingTimeSchema) }),
  ),
  booking: apiSuccess(staffBookingSchema),
  createBooking: apiSuccess(staffBookingSchema),
  changeStatus: apiSuccess(staffBookingSchema),
  moveBooking: apiSuccess(staffBookingSchema),
  addNote: apiSuccess(staffBookingSchema),
  search: apiSuccess(z.array(staffBookingSchema)),
  closures: apiSuccess(z.array(staffClosureSchema)),
  addClosure: apiSuccess(staffClosureSchema),
  removeClosure: apiSuccess(staffClosureSchema),
  messages: apiSuccess(z.array(staffMessageSchema)),
  handleMessage: apiSuccess(staffMessageSchema),
  accounts: apiSuccess(z.array(staffAccountListingSchema)),
  addAccount: apiSuccess(staffSetupLinkSchema),
  disableAccount: apiSuccess(staffAccountListingSchema),
  resetAccount: apiSuccess(staffSetupLinkSchema),
  log: apiPaginated(staffLogRowSchema),
  ownAccount: apiSuccess(staffOwnAccountSchema),
  changePassword: apiSuccess(staffOwnAccountSchema),
  endSession: apiSuccess(staffOwnAccountSchema),
  endOtherSessions: apiSuccess(staffOwnAccountSchema),
  ...staffPrivacyAnswerSchemas,
} as const;
export type StaffEndpoint = keyof typeof staffAnswerSchemas;
export type StaffRecords = { [K in StaffEndpoint]: z.infer<(typeof staffAnswerSchemas)[K]> };
