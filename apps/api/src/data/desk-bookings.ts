import {
  addDays,
  bookableService,
  bookableServiceValues,
  branchLocations,
  cancelReasons,
  canBecome,
  closureOn,
  formatDate,
  freePlaces,
  givenConsentVersion,
  holdsPlace,
  jakartaInstant,
  jakartaWallClock,
  normaliseBookingCode,
  openingOn,
  optionLabel,
  visitStatuses,
  visitTransitions,
  weekdayNames,
  type BookingMove,
  type Branch,
  type StaffBooking,
  type StaffBookingRequest,
  type StaffDay,
  type StaffStatusChange,
  type StaffWeek,
  type VisitStatus,
  type Weekday,
} from '@klinik/clinic';
import { dataVersion, type Db } from '../storage/sqlite';
import { manageToken, secureRandomBytes } from './booking-codes';
import {
  createBookingParts,
  refuse,
  type BookingOutcome,
  type BookingRefusal,
  type BookingStoreOptions,
} from './booking-rules';
import type { BookingEventRow, BookingNoteRow, BookingRow, ReminderRow } from './booking-store';
import { branchLocation } from './booking-times';
import type { StaffLog } from './staff-log';

type BranchValue = Branch['value'];

/** Who acts at the desk: the account, the branches it may see, the client it came from. */
export interface DeskStaff {
  id: number;
  email: string;
  branches: readonly BranchValue[];
  client: string;
}

/** What the desk's rules refuse beyond the booking rules' refusals. */
export type DeskRefusal =
  | BookingRefusal
  /** `visitTransitions` has no such step (409). */
  | { ok: false; refused: 'statusNotAllowed'; from: VisitStatus; to: VisitStatus }
  /** Done, no-show and cancelled visits hold no place and are not moved (409). */
  | { ok: false; refused: 'cannotMove' };

export type DeskOutcome<T> = { ok: true; value: T } | DeskRefusal;

/** The week's free places are counted for the shortest visit a branch offers. */
const shortest = bookableServiceValues.reduce((a, b) =>
  bookableService(b).bookingMinutes < bookableService(a).bookingMinutes ? b : a,
);
const shortestMinutes = bookableService(shortest).bookingMinutes;

/** "09:00" of minutes after midnight. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;

/** A line of a booking's history, in the desk's words. */
function eventText(event: BookingEventRow): string {
  switch (event.kind) {
    case 'created':
      return event.detail === 'desk' ? 'Dibuat di meja depan' : 'Dibuat online';
    case 'status':
      return `Status: ${optionLabel(visitStatuses, (event.detail ?? 'confirmed') as VisitStatus)}`;
    case 'moved': {
      if (!event.detail) return 'Dipindah';
      const { date, time } = jakartaWallClock(new Date(event.detail));
      return `Dipindah dari ${formatDate(date, 'short', time)}`;
    }
    case 'cancelled': {
      const [by, reason] = (event.detail ?? '').split(':');
      const who = by === 'visitor' ? 'Dibatalkan oleh pasien' : 'Dibatalkan oleh klinik';
      const label = cancelReasons.find((entry) => entry.value === reason)?.label;
      return label ? `${who}: ${label}` : who;
    }
  }
}

/**
 * The desk's view of the bookings and what staff do to them: a branch's day and
 * week, the free times from now, a booking with its history, notes and reminder, a booking for
 * a patient on the phone or at the door, the status changes of `visitTransitions`, moves, notes
 * and the search. The same rules and capacity as online (../booking-rules.ts), but from now on
 * (no two-hour lead), with no honeypot or per-client limit; the consent read out to the patient
 * is stored like an online one's. Every change is one
 * transaction with its history line, its mails and its row in the log. Which branches an account
 * may see is the caller's to give: a booking elsewhere is not found.
 */
export function createDeskBookings(db: Db, options: BookingStoreOptions & { log: StaffLog }) {
  const { rows, offer, written, book, moveRow, cancelRow } = createBookingParts(db, options);
  const { locations, closures, log } = options;

  /** The bookings as the desk's answers show them, their history and notes read at once. */
  const view = (found: readonly BookingRow[]): StaffBooking[] => {
    if (found.length === 0) return [];
    const { events, notes, reminders } = rows.extras(found.map((row) => row.id));
    const byBooking = <T extends { booking_id: number }>(list: T[]) => {
      const map = new Map<number, T[]>();
      for (const item of list)
        map.set(item.booking_id, [...(map.get(item.booking_id) ?? []), item]);
      return map;
    };
    const eventsOf = byBooking<BookingEventRow>(events);
    const notesOf = byBooking<BookingNoteRow>(notes);
    const remindersOf = byBooking<ReminderRow>(reminders);
    return found.map((row) => {
      const start = jakartaWallClock(new Date(row.start_at));
      const end = jakartaWallClock(new Date(row.end_at));
      const reminder = (remindersOf.get(row.id) ?? []).find(
        (entry) => entry.visit_start === row.start_at,
      );
      const history = (eventsOf.get(row.id) ?? []).map((event) => ({
        at: event.at,
        by: event.by_name,
        text: eventText(event),
      }));
      if (reminder?.sent_at) {
        history.push({ at: reminder.sent_at, by: null, text: 'Pengingat dikirim lewat email' });
        history.sort((a, b) => a.at.localeCompare(b.at));
      }
      return {
        code: row.code,
        status: row.status,
        cancel_reason: row.cancel_reason,
        source: row.source,
        branch: row.branch,
        service: row.service,
        date: start.date,
        time: start.time,
        end_time: end.time,
        start: row.start_at,
        end: row.end_at,
        name: row.name,
        phone: row.phone,
        email: row.email,
        complaint: row.complaint,
        reminder: {
          state: !reminder ? 'none' : reminder.status === 'pending' ? 'scheduled' : reminder.status,
          sent_at: reminder?.sent_at ?? null,
        },
        next_statuses: [...visitTransitions[row.status]],
        can_move: holdsPlace(row.status),
        notes: (notesOf.get(row.id) ?? []).map((note) => ({
          at: note.at,
          by: note.by_name,
          text: note.text,
        })),
        history,
        created_at: row.created_at,
      } satisfies StaffBooking;
    });
  };
  const viewOne = (row: BookingRow): StaffBooking => {
    const [booking] = view([row]);
    if (!booking) throw new Error('A booking has no view');
    return booking;
  };

  /** The day's closure or weekly closing, and its opening hours. */
  const dayState = (branch: BranchValue, date: string) => {
    const hours = openingOn(branchLocation(locations, branch).business_hours, weekdayOf(date));
    const closure = closureOn(date, branch, closures.between(date, date));
    const reason =
      closure?.reason ?? (hours ? undefined : `Tutup setiap hari ${weekdayNames[weekdayOf(date)]}`);
    return { hours, closed: reason === undefined ? null : { reason } };
  };

  /** A booking the account may see, by its code as typed. */
  const visible = (code: string, staff: DeskStaff): BookingRow | undefined => {
    const normal = normaliseBookingCode(code);
    const row = normal ? rows.byCode(normal) : undefined;
    return row && staff.branches.includes(row.branch) ? row : undefined;
  };

  /**
   * The days answered lately, each kept while the data is unchanged (`dataVersion`: any commit,
   * this connection's included): a front desk of several sessions asks for the same day every
   * `staffRules.refreshSeconds`. A day does not depend on the clock, only on the data.
   */
  const dataStamp = dataVersion(db);
  const keptDays = new Map<string, { version: string; day: StaffDay }>();
  const maxKeptDays = 64;

  /** "2026-11-30 09:00" (Jakarta) of a stored instant, for the log. */
  const when = (iso: string) => {
    const { date, time } = jakartaWallClock(new Date(iso));
    return `${date} ${time}`;
  };

  return {
    day(branch: BranchValue, date: string): StaffDay {
      const key = `${branch} ${date}`;
      const version = dataStamp();
      const kept = keptDays.get(key);
      if (kept?.version === version) return kept.day;
      const { hours, closed } = dayState(branch, date);
      const day: StaffDay = {
        branch,
        date,
        label: formatDate(date, 'long'),
        places: branchLocations[branch].treatmentPlaces,
        hours: hours ? { open: clock(hours.open), close: clock(hours.close) } : null,
        closed,
        bookings: view(rows.day(branch, date)),
      };
      keptDays.delete(key);
      const oldest = keptDays.keys().next();
      if (keptDays.size >= maxKeptDays && !oldest.done) keptDays.delete(oldest.value);
      keptDays.set(key, { version, day });
      return day;
    },

    week(branch: BranchValue, from: string, now: Date): StaffWeek {
      const capacity = branchLocations[branch].treatmentPlaces;
      const days = Array.from({ length: 7 }, (_, offset) => {
        const date = addDays(from, offset);
        const booked = rows.day(branch, date);
        const { closed } = dayState(branch, date);
        const held = rows.heldOn(branch, date);
        const free = closed
          ? 0
          : offer
              .timesOf(branch, shortest, date, now, undefined, 0)
              .reduce(
                (sum, slot) =>
                  sum +
                  freePlaces(held, jakartaInstant(date, slot.time), shortestMinutes, capacity),
                0,
              );
        return {
          date,
          label: formatDate(date, 'short'),
          booked: booked.filter((row) => holdsPlace(row.status)).length,
          total: booked.length,
          free_places: free,
          closed,
        };
      });
      return { branch, from, days };
    },

    /** The free times of a date from now (no lead), for a desk booking or a move. */
    times(
      branch: BranchValue,
      service: StaffBookingRequest['service'],
      date: string | undefined,
      now: Date,
    ): BookingOutcome<{
      date: string;
      length_minutes: number;
      times: { time: string; free: boolean }[];
    }> {
      const dates = offer.datesOf(branch, now);
      const chosen = date ?? jakartaWallClock(now).date;
      const day = dates.find((entry) => entry.date === chosen);
      if (!day) return { ok: false, refused: 'dateOutOfRange' };
      const length = bookableService(service).bookingMinutes;
      return {
        ok: true,
        value: {
          date: chosen,
          length_minutes: length,
          times: day.closed ? [] : offer.timesOf(branch, service, chosen, now, undefined, 0),
        },
      };
    },

    find(code: string, staff: DeskStaff): StaffBooking | undefined {
      const row = visible(code, staff);
      return row ? viewOne(row) : undefined;
    },

    /** The bookings of the account's branches a code, name or WhatsApp number finds. */
    search(q: string, staff: DeskStaff): StaffBooking[] {
      const text = q.trim();
      const digits = text.replace(/\D/g, '');
      const isNumber = /^[\d\s+().-]+$/.test(text) && digits.length >= 3;
      const code = normaliseBookingCode(text);
      return view(
        rows.search(staff.branches, {
          ...(code ? { code } : {}),
          // "0812…" is stored as "62812…": the digits after the 0 are within it.
          ...(isNumber ? { digits: digits.startsWith('0') ? digits.slice(1) : digits } : {}),
          ...(/\p{L}/u.test(text) ? { name: text } : {}),
        }),
      );
    },

    /** A booking for a patient on the phone or at the door, made by `staff`. */
    create(input: StaffBookingRequest, staff: DeskStaff, now: Date): DeskOutcome<StaffBooking> {
      if (!staff.branches.includes(input.branch)) return refuse('notFound');
      const token = manageToken(secureRandomBytes);
      const outcome = written(
        rows.transaction(() => {
          const made = book(
            { ...input, consentVersion: givenConsentVersion('booking', input.consent_version) },
            now,
            { client: null, source: 'desk', by: staff.id, leadMinutes: 0 },
            token,
          );
          if (made.ok) {
            log.append(
              {
                actor: staff.email,
                action: 'booking_create',
                record_type: 'booking',
                record: made.value.code,
                detail: `${input.branch} ${input.date} ${input.time}`,
                client: staff.client,
              },
              now,
            );
          }
          return made;
        }),
      );
      return outcome.ok ? { ok: true, value: viewOne(outcome.value) } : outcome;
    },

    /** A status change of `visitTransitions`; a cancellation with its reason mails the patient. */
    changeStatus(
      code: string,
      change: StaffStatusChange,
      staff: DeskStaff,
      now: Date,
    ): DeskOutcome<StaffBooking> {
      const outcome = written(
        rows.transaction((): DeskOutcome<BookingRow> => {
          const row = visible(code, staff);
          if (!row) return refuse('notFound');
          if (!canBecome(row.status, change.status)) {
            return { ok: false, refused: 'statusNotAllowed', from: row.status, to: change.status };
          }
          let changed: BookingRow;
          if (change.status === 'cancelled') {
            changed = cancelRow(row, now, {
              by: 'clinic',
              staff: staff.id,
              ...(change.reason ? { reason: change.reason } : {}),
            });
          } else {
            changed = rows.setStatus(row.id, row.status, change.status);
            rows.event(row.id, now, staff.id, 'status', change.status);
            if (!holdsPlace(change.status)) rows.dropPendingReminders(row.id);
          }
          log.append(
            {
              actor: staff.email,
              action: 'booking_status',
              record_type: 'booking',
              record: row.code,
              detail: `${row.status} -> ${change.status}${change.reason ? ` (${change.reason})` : ''}`,
              client: staff.client,
            },
            now,
          );
          return { ok: true, value: changed };
        }),
      );
      return outcome.ok ? { ok: true, value: viewOne(outcome.value) } : outcome;
    },

    /** Moves a booking to another free time (the same capacity rules, from now on). */
    move(code: string, to: BookingMove, staff: DeskStaff, now: Date): DeskOutcome<StaffBooking> {
      const outcome = written(
        rows.transaction((): DeskOutcome<BookingRow> => {
          const row = visible(code, staff);
          if (!row) return refuse('notFound');
          if (!holdsPlace(row.status)) return { ok: false, refused: 'cannotMove' };
          const refused = offer.check(row, to, now, row.id, 0);
          if (refused) return refused;
          const moved = moveRow(row, to, now, staff.id);
          log.append(
            {
              actor: staff.email,
              action: 'booking_move',
              record_type: 'booking',
              record: row.code,
              detail: `${when(row.start_at)} -> ${when(moved.start_at)}`,
              client: staff.client,
            },
            now,
          );
          return { ok: true, value: moved };
        }),
      );
      return outcome.ok ? { ok: true, value: viewOne(outcome.value) } : outcome;
    },

    /** An internal note (its text stays out of the log). */
    addNote(code: string, text: string, staff: DeskStaff, now: Date): DeskOutcome<StaffBooking> {
      const row = rows.transaction(() => {
        const found = visible(code, staff);
        if (!found) return undefined;
        rows.note(found.id, now, staff.id, text);
        log.append(
          {
            actor: staff.email,
            action: 'booking_note',
            record_type: 'booking',
            record: found.code,
            client: staff.client,
          },
          now,
        );
        return found;
      });
      return row ? { ok: true, value: viewOne(row) } : refuse('notFound');
    },

    /** The bookings that hold a place on a branch's day (a closure's patients to contact). */
    holdingOn(branch: BranchValue | null, date: string): StaffBooking[] {
      const branches = branch ? [branch] : (Object.keys(branchLocations) as BranchValue[]);
      return view(
        branches.flatMap((value) => rows.day(value, date)).filter((row) => holdsPlace(row.status)),
      );
    },
  };
}

export type DeskBookings = ReturnType<typeof createDeskBookings>;
