import {
  bookingReminderText,
  cancellationPolicy,
  chatUrl,
  clinic,
  contact,
  formatDate,
  type ReminderBooking,
} from '@klinik/clinic';
import { calendarFile } from './calendar';

/** The mails of a booking's events, and the day-before reminder (./reminders.ts). */
export type BookingMailKind = 'created' | 'moved' | 'cancelled' | 'reminder';
type EventMailKind = Exclude<BookingMailKind, 'reminder'>;

/** A booking as its mails and its calendar file describe it. */
export interface BookingFacts {
  code: string;
  status: 'confirmed' | 'cancelled';
  /** Jakarta date and time of the start and the end. */
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  sequence: number;
  name: string;
  phone: string;
  email: string | null;
  complaint: string | null;
  serviceName: string;
  branch: { name: string; address: string; email: string; phone: string };
}

/** A mail as the outbox stores it until delivered: all but the sender and the clinic's inbox. */
export interface StoredMail {
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
  messageId: string;
  calendar: { filename: string; content: string; method: 'PUBLISH' | 'CANCEL' };
}

export interface QueuedMail {
  recipient: 'clinic' | 'visitor';
  /** undefined: the clinic's inbox (CONTACT_INBOX). */
  to: string | undefined;
  mail: StoredMail;
}

const mailDomain = contact.email.split('@')[1] ?? 'localhost';

/** The same for every file of one booking, so a calendar updates the visit it imported. */
const calendarUid = (code: string) => `janji-temu-${code}@${mailDomain}`;

/**
 * The booking's calendar file: the one builder behind the mails' attachment and the private
 * link's download. `url` is the private link, for the visitor's own copy.
 */
export function bookingCalendar(
  booking: BookingFacts,
  stamp: Date,
  url?: string,
): StoredMail['calendar'] {
  const cancelled = booking.status === 'cancelled';
  return {
    filename: `janji-temu-${booking.code}.ics`,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    content: calendarFile({
      uid: calendarUid(booking.code),
      sequence: booking.sequence,
      cancelled,
      date: booking.date,
      time: booking.time,
      endDate: booking.endDate,
      endTime: booking.endTime,
      summary: `${booking.serviceName} di ${clinic.shortName} ${booking.branch.name}`,
      location: `${clinic.name} ${booking.branch.name}, ${booking.branch.address}`,
      description: [
        `Kode janji temu: ${booking.code}`,
        `Layanan: ${booking.serviceName}`,
        ...(url ? [`Kelola janji temu: ${url}`] : []),
      ].join('\n'),
      ...(url ? { url } : {}),
      stamp,
    }),
  };
}

const headings: Record<EventMailKind, { clinic: string; visitor: string }> = {
  created: { clinic: 'Janji Temu Baru', visitor: 'Janji temu Anda terkonfirmasi' },
  moved: { clinic: 'Janji Temu Dipindah', visitor: 'Jadwal janji temu Anda dipindah' },
  cancelled: { clinic: 'Janji Temu Dibatalkan', visitor: 'Janji temu Anda dibatalkan' },
};

export interface BookingMailContext {
  kind: EventMailKind;
  booking: BookingFacts;
  /** When it happened: the calendar file's stamp. */
  at: Date;
  /** Who cancelled (for a cancellation). */
  cancelledBy?: 'visitor' | 'clinic';
  /** Why the clinic cancelled, in words (`cancelReasons`' label), when the desk gave a reason. */
  cancelReason?: string;
  /** The visit's previous date and time (for a move). */
  previous?: { date: string; time: string };
  /** The private link, when the request carried its token (never stored otherwise). */
  manageUrl?: string;
  /** What to bring, from the booking content (for a new booking). */
  whatToBring: readonly string[];
}

/**
 * The mails of one event: to the branch's inbox always (the patient's WhatsApp as a tap-to-chat
 * link, Reply-To the patient's e-mail where given), and to the patient when an e-mail was given.
 * Both carry the calendar file.
 */
export function bookingMails(context: BookingMailContext): QueuedMail[] {
  const { kind, booking, at } = context;
  const when = formatDate(booking.date, 'long', booking.time);
  const calendar = bookingCalendar(booking, at);
  const messageId = (recipient: string) =>
    `<janji-temu-${booking.code}-${kind}-${booking.sequence}-${recipient}@${mailDomain}>`;
  const previous = context.previous
    ? [`Jadwal lama : ${formatDate(context.previous.date, 'long', context.previous.time)}`]
    : [];
  const reason = context.cancelReason ? [`Alasan      : ${context.cancelReason}`] : [];
  const cancelledBy =
    kind === 'cancelled'
      ? [
          `Dibatalkan  : ${context.cancelledBy === 'clinic' ? 'oleh klinik' : 'oleh pasien'}`,
          ...reason,
        ]
      : [];

  const chat = chatUrl(
    booking.phone,
    `Halo ${booking.name}, kami dari ${clinic.name} cabang ${booking.branch.name} tentang janji temu ${booking.code} (${when}).`,
  );
  const toClinic: QueuedMail = {
    recipient: 'clinic',
    to: booking.branch.email || undefined,
    mail: {
      subject: `[${headings[kind].clinic}] ${booking.code} · ${booking.name} · ${when}`,
      text: [
        `${headings[kind].clinic} dari situs web.`,
        '',
        `Kode        : ${booking.code}`,
        `Jadwal      : ${when} WIB`,
        ...previous,
        ...cancelledBy,
        `Cabang      : ${booking.branch.name}`,
        `Layanan     : ${booking.serviceName}`,
        `Nama        : ${booking.name}`,
        `WhatsApp    : ${booking.phone}`,
        `Chat pasien : ${chat}`,
        `Email       : ${booking.email ?? '-'}`,
        '',
        'Keluhan:',
        booking.complaint ?? '-',
        '',
        '--',
        'File kalender terlampir. Daftar janji temu: pnpm bookings.',
      ].join('\n'),
      ...(booking.email ? { replyTo: { name: booking.name, address: booking.email } } : {}),
      messageId: messageId('klinik'),
      calendar,
    },
  };
  if (!booking.email) return [toClinic];

  const visitorLines: Record<EventMailKind, string[]> = {
    created: [
      `Terima kasih, ${booking.name}. Janji temu Anda sudah kami catat.`,
      '',
      ...details(booking, when),
      '',
      'Yang perlu dibawa:',
      ...context.whatToBring.map((item) => `- ${item}`),
    ],
    moved: [
      `Halo ${booking.name}, jadwal janji temu Anda sudah dipindah.`,
      '',
      ...details(booking, when),
      ...previous,
    ],
    cancelled: [
      context.cancelledBy === 'clinic'
        ? `Halo ${booking.name}, mohon maaf, klinik membatalkan janji temu Anda berikut${context.cancelReason ? ` (alasan: ${context.cancelReason.toLowerCase()})` : ''}. Silakan hubungi kami lewat WhatsApp ${contact.whatsapp} atau telepon ${booking.branch.phone} untuk jadwal pengganti.`
        : `Halo ${booking.name}, janji temu Anda berikut sudah dibatalkan sesuai permintaan Anda.`,
      '',
      ...details(booking, when),
    ],
  };
  const toVisitor: QueuedMail = {
    recipient: 'visitor',
    to: booking.email,
    mail: {
      subject: `${headings[kind].visitor}: ${when} (${booking.code})`,
      text: [
        ...visitorLines[kind],
        ...visitorFooter(kind === 'cancelled' ? undefined : context.manageUrl),
      ].join('\n'),
      messageId: messageId('pasien'),
      calendar,
    },
  };
  return [toClinic, toVisitor];
}

/**
 * The day-before reminder to the patient: the same words as the desk's WhatsApp reminder
 * (`bookingReminderText`), the visit's details, the private link where the booking has it, and
 * the calendar file. Reply-To is the branch, so a reply reaches the desk.
 */
export function reminderMail(
  booking: BookingFacts,
  reminder: ReminderBooking,
  at: Date,
  manageUrl?: string,
): QueuedMail | undefined {
  if (!booking.email) return undefined;
  const when = formatDate(booking.date, 'long', booking.time);
  return {
    recipient: 'visitor',
    to: booking.email,
    mail: {
      subject: `Pengingat janji temu: ${when} (${booking.code})`,
      text: [
        bookingReminderText(reminder),
        '',
        ...details(booking, when),
        ...visitorFooter(manageUrl),
      ].join('\n'),
      ...(booking.branch.email
        ? {
            replyTo: {
              name: `${clinic.shortName} ${booking.branch.name}`,
              address: booking.branch.email,
            },
          }
        : {}),
      messageId: `<janji-temu-${booking.code}-reminder-${booking.sequence}-pasien@${mailDomain}>`,
      calendar: bookingCalendar(booking, at, manageUrl),
    },
  };
}

/** The end of every mail to the patient: the private link (when given), the policy, the clinic. */
function visitorFooter(manageUrl: string | undefined): string[] {
  return [
    ...(manageUrl ? ['', `Lihat, pindah, atau batalkan janji temu: ${manageUrl}`] : []),
    '',
    'Kebijakan pembatalan:',
    ...cancellationPolicy.map((rule) => `- ${rule}`),
    '',
    '--',
    `${clinic.name} · WhatsApp ${contact.whatsapp} · ${contact.phone}`,
  ];
}

function details(booking: BookingFacts, when: string): string[] {
  return [
    `Kode janji temu : ${booking.code}`,
    `Jadwal          : ${when} WIB`,
    `Layanan         : ${booking.serviceName}`,
    `Cabang          : ${booking.branch.name}`,
    `Alamat          : ${booking.branch.address}`,
  ];
}
