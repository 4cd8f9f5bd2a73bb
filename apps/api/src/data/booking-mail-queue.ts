import { bookableService, bookingPagePaths, jakartaWallClock } from '@klinik/clinic';
import {
  bookingCalendar,
  bookingMails,
  type BookingFacts,
  type BookingMailContext,
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
}

/**
 * A booking's mails, stored beside the write in its transaction for the outbox to send, and its
 * calendar file: both describe the booking with its branch's name, address and e-mail.
 */
export function createBookingMailQueue({
  rows,
  locations,
  settings,
  siteUrl,
}: BookingMailQueueOptions) {
  const origin = siteUrl.replace(/\/+$/, '');

  const factsOf = (row: BookingRow): BookingFacts => {
    const location = branchLocation(locations, row.branch);
    const start = jakartaWallClock(new Date(row.start_at));
    const end = jakartaWallClock(new Date(row.end_at));
    return {
      code: row.code,
      status: row.status,
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

  return {
    /**
     * Stores the event's mails (to the branch, and to the visitor when an e-mail was given), the
     * private link in the visitor's when the request carried its token (it is never stored).
     */
    queue(row: BookingRow, now: Date, event: BookingEvent, token?: string) {
      const mails = bookingMails({
        ...event,
        ...(token ? { manageUrl: manageUrl(token) } : {}),
        booking: factsOf(row),
        at: now,
        whatToBring: settings.booking().what_to_bring,
      });
      // Due at once on the outbox's own clock (the wall clock), whatever the rules' clock says.
      const due = new Date();
      for (const queued of mails) rows.queueMail(row.id, event.kind, queued, now, due);
    },

    /** The booking's calendar file, by the private link (a cancelled one cancels the event). */
    calendar: (row: BookingRow, now: Date, token: string): StoredMail['calendar'] =>
      bookingCalendar(factsOf(row), now, manageUrl(token)),
  };
}

export type BookingMailQueue = ReturnType<typeof createBookingMailQueue>;
