/**
 * The front desk: who may sign in and to what, what a booking may become at the desk,
 * and the rules of passwords, sign-in and sessions. The API enforces them, the desk's pages show
 * them and the docs quote them (docs/staff.md); nothing else writes these numbers.
 */
import { formatDate } from './dates';
import { bookableService, branchLocations, branches, clinic, type Branch } from './facts';
import { optionLabel } from './contract/options';

/** `admin`: every branch, the accounts, the closures and the log. `desk`: its own branches. */
export const staffRoles = [
  { value: 'admin', label: 'Admin' },
  { value: 'desk', label: 'Resepsionis' },
] as const;
export type StaffRole = (typeof staffRoles)[number]['value'];

/**
 * A visit's status at the desk. Online bookings start `confirmed`; the desk marks the rest. The
 * visitor's private link only ever tells confirmed from cancelled.
 */
export const visitStatuses = [
  { value: 'confirmed', label: 'Terjadwal' },
  { value: 'arrived', label: 'Hadir' },
  { value: 'done', label: 'Selesai' },
  { value: 'no_show', label: 'Tidak hadir' },
  { value: 'cancelled', label: 'Dibatalkan' },
] as const;
export type VisitStatus = (typeof visitStatuses)[number]['value'];

/**
 * What each status may become by a staff action (anything else is a 409). A no-show may still
 * arrive (a patient who comes late after being marked); done and cancelled are final. Moving a
 * booking keeps it `confirmed`.
 */
export const visitTransitions: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  confirmed: ['arrived', 'no_show', 'cancelled'],
  arrived: ['done'],
  no_show: ['arrived'],
  done: [],
  cancelled: [],
};

export function canBecome(from: VisitStatus, to: VisitStatus): boolean {
  return visitTransitions[from].includes(to);
}

/** Whether a booking in `status` still holds a treatment place (and can be moved). */
export const holdsPlace = (status: VisitStatus) => status === 'confirmed' || status === 'arrived';

/** Why the clinic cancels a booking: one is required, and the patient's mail says which. */
export const cancelReasons = [
  { value: 'patient_request', label: 'Atas permintaan pasien' },
  { value: 'patient_unwell', label: 'Pasien sedang sakit' },
  { value: 'therapist_unavailable', label: 'Terapis berhalangan' },
  { value: 'branch_closed', label: 'Cabang tutup' },
  { value: 'duplicate', label: 'Janji temu ganda' },
] as const;
export type CancelReason = (typeof cancelReasons)[number]['value'];

/** Who made a booking: a visitor on the site, or staff for a patient on the phone or at the door. */
export const bookingSources = [
  { value: 'online', label: 'Online' },
  { value: 'desk', label: 'Meja depan' },
] as const;
export type BookingSource = (typeof bookingSources)[number]['value'];

/**
 * Passwords (NIST SP 800-63B-4): a length, any characters, no composition rules, no rotation,
 * and not on the list of common and breached passwords the API ships.
 */
export const passwordRules = { minLength: 15, maxLength: 128 } as const;

export const staffRules = {
  /** A set-up link works once, for this long. */
  setupLinkHours: 24,
  /** A session ends after this long without a request, and after `absoluteHours` in all. */
  idleMinutes: 120,
  absoluteHours: 12,
  /** Single-use recovery codes given at a second factor's set-up. */
  recoveryCodes: 10,
  /**
   * After this many failed sign-ins of one account within `failureWindowMinutes`, each further
   * try waits: `firstWaitSeconds`, doubling with every failure up to `maxWaitSeconds`. Never a
   * lock for good, so nobody can lock a receptionist out.
   */
  failuresBeforeWait: 10,
  failureWindowMinutes: 15,
  firstWaitSeconds: 60,
  maxWaitSeconds: 3600,
  /** Sign-in tries of one client (any accounts) in `failureWindowMinutes`. */
  clientTries: 30,
  /** How often the day's page asks for new bookings. */
  refreshSeconds: 30,
  /** The shortest search (a code, a name or a number). */
  searchMinLength: 3,
  /** The longest internal note. */
  noteMaxLength: 500,
} as const;

/**
 * The seconds an account must wait before its next sign-in after `failures` failures within the
 * window: none up to `failuresBeforeWait`, then doubling to the ceiling.
 */
export function signInWaitSeconds(failures: number): number {
  const over = failures - staffRules.failuresBeforeWait;
  if (over < 0) return 0;
  return Math.min(staffRules.maxWaitSeconds, staffRules.firstWaitSeconds * 2 ** over);
}

/**
 * What the log records: every sign-in, failure, sign-out and set-up, every second-factor change,
 * every change staff make to their own password and sessions (and a wrong password given for
 * one), and every staff action on a booking, closure, message or account, each with an
 * Indonesian label for the desk and the CSV.
 */
export const staffLogActions = {
  sign_in: 'Masuk',
  sign_in_failed: 'Gagal masuk',
  sign_out: 'Keluar',
  setup: 'Mengatur akun',
  second_factor: 'Mengatur verifikasi dua langkah',
  recovery_code: 'Memakai kode pemulihan',
  password_change: 'Mengganti kata sandi',
  session_end: 'Mengakhiri sesi lain',
  sessions_end: 'Mengakhiri semua sesi lain',
  reauth_failed: 'Gagal memastikan kata sandi',
  booking_create: 'Membuat janji temu',
  booking_status: 'Mengubah status janji temu',
  booking_move: 'Memindahkan janji temu',
  booking_note: 'Menambah catatan',
  closure_add: 'Menutup cabang',
  closure_remove: 'Membatalkan penutupan',
  message_handled: 'Menandai pesan ditangani',
  account_add: 'Menambah akun',
  account_disable: 'Menonaktifkan akun',
  account_reset: 'Mengirim tautan atur ulang',
  privacy_lookup: 'Melihat data pribadi',
  privacy_export: 'Mengekspor data pribadi',
  privacy_erase: 'Menghapus data pribadi',
  privacy_correct: 'Memperbaiki data pribadi',
  privacy_request_done: 'Menyelesaikan permintaan data',
  retention_run: 'Menghapus data yang habis masa simpannya',
} as const;
export type StaffLogAction = keyof typeof staffLogActions;

/** The kinds of record a log row may name. */
export const staffLogRecords = ['account', 'booking', 'closure', 'message', 'request'] as const;
export type StaffLogRecord = (typeof staffLogRecords)[number];

/** The branches an account may see: every branch for an admin, its own for a desk account. */
export function visibleBranches(account: {
  role: StaffRole;
  branches: readonly Branch['value'][];
}): Branch['value'][] {
  return account.role === 'admin'
    ? branches.map((branch) => branch.value)
    : branches.map((branch) => branch.value).filter((slug) => account.branches.includes(slug));
}

/** What a reminder names of a booking. */
export interface ReminderBooking {
  code: string;
  name: string;
  branch: Branch['value'];
  service: string;
  date: string;
  time: string;
}

/**
 * The reminder of a visit: the e-mail's body the day before, and the text of the desk's chat link
 * for a patient without an e-mail (receptionists in Indonesia send it from WhatsApp).
 */
export function bookingReminderText(booking: ReminderBooking): string {
  const location = branchLocations[booking.branch];
  return [
    `Halo ${booking.name}, kami mengingatkan janji temu Anda di ${clinic.shortName} cabang ${optionLabel(branches, booking.branch)}:`,
    `${bookableService(booking.service).name}, ${formatDate(booking.date, 'long', booking.time)} (kode ${booking.code}).`,
    `Alamat: ${location.address}.`,
    'Mohon datang 10 menit lebih awal. Balas pesan ini bila perlu mengubah jadwal.',
  ].join('\n');
}
