import {
  addDays,
  bookableService,
  bookingPagePaths,
  jakartaInstant,
  jakartaWallClock,
} from '@klinik/clinic';
import type { StaffKey } from '../auth/staff-key';
import {
  bookingCalendar,
  bookingMails,
  reminderMail,
  type BookingFacts,
  type BookingMailContext,
  type QueuedMail,
  type StoredMail,
} from '../mail/booking-mail';
import type { BookingRow, BookingRows } from './booking-store';
import { branchLocation } from './booking-times';
import type { LocationStore } from './locations';
import type { SettingsStore } from './settings';

/** What an event's mails say beyond the booking itself: the kind, who cancelled, the old time. */
export type BookingEvent = Omit<BookingMailContext, 'booking' | 'at' | 'whatToBring' | 'manageUrl'>;

export interface BookingMailQueueOptions {
  rows: BookingRows;
  locations: LocationStore;
  settings: SettingsStore;
  /** The site's public origin, for the private link in the visitor's mail. */
  siteUrl: string;
  /** Seals the private link wherever it is kept (a booking's token, a mail that carries it). */
  key: StaffKey;
}

/** The reminder leaves from this Jakarta time on the day before the visit. */
export const reminderTime = '08:00';

/** When the reminder of a visit starting at `start` is due: 08:00 WIB the day before. */
export function reminderDueAt(start: Date): Date {
  return jakartaInstant(addDays(jakartaWallClock(start).date, -1), reminderTime);
}

/** The purposes the staff key seals a booking's secrets for: bound to the booking. */
export const sealedFor = {
  /** By the code: the token is sealed before the booking's row (and its id) exists. */
  token: (code: string) => `booking-link:${code}`,
  mail: (bookingId: number) => `booking-mail:${bookingId}`,
};

/** A stored mail as the outbox keeps it: sealed (`{ subject, sealed }`) or as it is. */
export type StoredMailJson = StoredMail | { subject: string; sealed: string };

/** The mail of a `booking_mails` row, opened when it was stored sealed. */
export function openStoredMail(json: string, bookingId: number, key: StaffKey): StoredMail {
  const stored = JSON.parse(json) as StoredMailJson;
  if ('sealed' in stored) {
    return JSON.parse(key.open(stored.sealed, sealedFor.mail(bookingId))) as StoredMail;
  }
  return stored;
}

/**
 * A booking's mails, stored beside the write in its transaction for the outbox to send, and its
 * calendar file: both describe the booking with its branch's name, address and e-mail. A mail
 * with the private link is stored sealed under the staff key, so the link is never kept in
 * clear; the booking keeps its token sealed the same way for the mails that come later (a move
 * by staff, the reminder), since only the token's hash opens anything.
 */
export function createBookingMailQueue({
  rows,
  locations,
  settings,
  siteUrl,
  key,
}: BookingMailQueueOptions) {
  const origin = siteUrl.replace(/\/+$/, '');

  const factsOf = (row: BookingRow): BookingFacts => {
    const location = branchLocation(locations, row.branch);
    const start = jakartaWallClock(new Date(row.start_at));
    const end = jakartaWallClock(new Date(row.end_at));
    return {
      code: row.code,
      status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
      date: start.date,
      time: start.time,
      endDate: end.date,
      endTime: end.time,
      sequence: row.sequence,
      name: row.name,
      phone: row.phone,
      email: row.email,
      complaint: row.complaint,
      serviceName: bookableService(row.service).name,
      branch: {
        name: location.name,
        address: location.address,
        email: location.email,
        phone: location.phone,
      },
    };
  };

  /** The private link of the visitor's mails and calendar file. */
  const manageUrl = (token: string) => `${origin}${bookingPagePaths.bookingManage(token)}`;

  /**
   * The token the request carried, else the one the booking keeps sealed: none when it keeps
   * none (made before) or the staff key changed since (the mail then goes without the link).
   */
  const tokenOf = (row: BookingRow, token?: string) => {
    if (token || !row.sealed_token) return token;
    try {
      return key.open(row.sealed_token, sealedFor.token(row.code));
    } catch {
      return undefined;
    }
  };

  /** The JSON a mail is stored as: sealed when it carries the private link. */
  const stored = (row: BookingRow, mail: StoredMail, withLink: boolean): string =>
    JSON.stringify(
      withLink
        ? { subject: mail.subject, sealed: key.seal(JSON.stringify(mail), sealedFor.mail(row.id)) }
        : mail,
    );

  const put = (
    row: BookingRow,
    kind: 'created' | 'moved' | 'cancelled' | 'reminder',
    queued: QueuedMail,
    now: Date,
    due: Date,
    withLink: boolean,
  ) =>
    rows.queueMail(
      row.id,
      kind,
      { ...queued, mail: stored(row, queued.mail, withLink && queued.recipient === 'visitor') },
      now,
      due,
      kind === 'reminder' ? row.start_at : null,
    );

  return {
    /** The booking's token sealed for later mails, to store with it. */
    sealToken: (code: string, token: string) => key.seal(token, sealedFor.token(code)),

    /**
     * Stores the event's mails (to the branch, and to the visitor when an e-mail was given), the
     * private link in the visitor's (sealed) when the request carried the token or the booking
     * keeps it.
     */
    queue(row: BookingRow, now: Date, event: BookingEvent, token?: string) {
      const link = tokenOf(row, token);
      const mails = bookingMails({
        ...event,
        ...(link ? { manageUrl: manageUrl(link) } : {}),
        booking: factsOf(row),
        at: now,
        whatToBring: settings.booking().what_to_bring,
      });
      // Due at once: the outbox runs on the server's clock, the rules' clock.
      for (const queued of mails) put(row, event.kind, queued, now, now, link !== undefined);
    },

    /**
     * The day-before reminder of a confirmed booking with an e-mail, composed now (with the
     * private link, sealed) and due at 08:00 WIB the day before its visit. None when the visit
     * was booked or moved after that moment (its confirmation has just gone out); one found
     * missing later (a booking made before reminders existed, the server down at 08:00) leaves
     * at once. One per booking and visit start: a second is not stored. The pending reminder of
     * an earlier start is taken back first.
     */
    scheduleReminder(row: BookingRow, now: Date, token?: string) {
      rows.dropPendingReminders(row.id);
      if (row.status !== 'confirmed' || !row.email) return;
      const visitSet = Date.parse(row.moved_at ?? row.created_at);
      const dueAt = reminderDueAt(new Date(row.start_at));
      if (dueAt.getTime() <= visitSet || Date.parse(row.start_at) <= now.getTime()) return;
      const due = new Date(Math.max(dueAt.getTime(), now.getTime()));
      const facts = factsOf(row);
      const link = tokenOf(row, token);
      const queued = reminderMail(
        facts,
        {
          code: row.code,
          name: row.name,
          branch: row.branch,
          service: row.service,
          date: facts.date,
          time: facts.time,
        },
        now,
        link ? manageUrl(link) : undefined,
      );
      if (queued) put(row, 'reminder', queued, now, due, link !== undefined);
    },

    /** Takes back the reminder not sent yet (a cancelled visit). */
    dropReminder: (row: BookingRow) => rows.dropPendingReminders(row.id),

    /** The booking's calendar file, by the private link (a cancelled one cancels the event). */
    calendar: (row: BookingRow, now: Date, token: string): StoredMail['calendar'] =>
      bookingCalendar(factsOf(row), now, manageUrl(token)),
  };
}

export type BookingMailQueue = ReturnType<typeof createBookingMailQueue>;
