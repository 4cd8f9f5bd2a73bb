import {
  bookableService,
  bookingDates,
  branchLocations,
  branches,
  freeTimes,
  jakartaInstant,
  type Booking,
  type BookingDate,
  type BookingTime,
  type BookingTimes,
  type BookingTimesQuery,
  type Branch,
  type LocationRecord,
} from '@klinik/clinic';
import type { BookingRows } from './booking-store';
import type { ClosureStore } from './closures';
import type { LocationStore } from './locations';

type BranchValue = Branch['value'];
type ServiceValue = Booking['service'];

const minute = 60_000;

/** Why a date and time cannot be booked, in the order a person fixes them. */
export type TimeRefusal =
  /** Before today or after the booking's days. */
  | { ok: false; refused: 'dateOutOfRange' }
  /** The branch is closed that day, with the day's reason. */
  | { ok: false; refused: 'closed'; reason: string }
  /** Not one of the day's times, or too near. */
  | { ok: false; refused: 'notATime' }
  /** The last place is taken: the date's times as they are now, for the picker. */
  | { ok: false; refused: 'taken'; times: { date: string; times: BookingTime[] } };

/** Whether `value` is a branch of the clinic. */
export function isBranch(value: string): value is BranchValue {
  return branches.some((branch) => branch.value === value);
}

/** The branch's location (its hours, name and address), which the seed stores for every branch. */
export function branchLocation(locations: LocationStore, branch: string): LocationRecord {
  const location = locations.find(branch);
  if (!location || !isBranch(branch)) throw new Error(`The branch ${branch} has no location`);
  return location;
}

/** The instants a visit of `service` starting at `date` `time` (Jakarta) holds a place. */
export function visitSpan(service: string, date: string, time: string) {
  const start = jakartaInstant(date, time);
  return {
    start,
    end: new Date(start.getTime() + bookableService(service).bookingMinutes * minute),
  };
}

/**
 * The dates and times a branch offers, from the contract's rules (`bookingDates`, `freeTimes`)
 * over what is stored: the closures of both files and the bookings that hold a place.
 */
export function createBookingTimes(
  rows: BookingRows,
  locations: LocationStore,
  closures: ClosureStore,
) {
  /** The branch's bookable dates from `now`, closures of both files applied. */
  const datesOf = (branch: BranchValue, now: Date): BookingDate[] =>
    bookingDates(
      now,
      branch,
      closures.inBookingDays(now),
      branchLocation(locations, branch).business_hours,
    );

  /**
   * The times of `date` and whether each is free, leaving out the booking `except` (a move);
   * from `leadMinutes` ahead of `now` (the visitor's 2 hours by default, the desk's 0).
   */
  const timesOf = (
    branch: BranchValue,
    service: ServiceValue,
    date: string,
    now: Date,
    except?: number,
    leadMinutes?: number,
  ): BookingTime[] =>
    freeTimes({
      now,
      date,
      hours: branchLocation(locations, branch).business_hours,
      capacity: branchLocations[branch].treatmentPlaces,
      lengthMinutes: bookableService(service).bookingMinutes,
      bookings: rows.heldOn(branch, date, except),
      ...(leadMinutes === undefined ? {} : { leadMinutes }),
    });

  /**
   * The rules of a date and time a visit is to start at, in the order a person fixes them: the
   * date within the booking's days, open that day, one of its times, and free. The free check
   * must run inside the transaction that writes.
   */
  const check = (
    { branch, service }: { branch: BranchValue; service: ServiceValue },
    { date, time }: { date: string; time: string },
    now: Date,
    except?: number,
    leadMinutes?: number,
  ): TimeRefusal | undefined => {
    const day = datesOf(branch, now).find((entry) => entry.date === date);
    if (!day) return { ok: false, refused: 'dateOutOfRange' };
    if (day.closed) return { ok: false, refused: 'closed', reason: day.closed.reason };
    const times = timesOf(branch, service, date, now, except, leadMinutes);
    const slot = times.find((entry) => entry.time === time);
    if (!slot) return { ok: false, refused: 'notATime' };
    if (!slot.free) return { ok: false, refused: 'taken', times: { date, times } };
    return undefined;
  };

  /** GET /booking-times: the dates, and the times of the one asked (else the first open one). */
  const answer = (
    { branch, service, date }: BookingTimesQuery,
    now: Date,
  ): { ok: true; value: BookingTimes } | TimeRefusal => {
    const dates = datesOf(branch, now);
    const chosen = date ?? dates.find((entry) => !entry.closed)?.date ?? dates[0]?.date;
    const day = dates.find((entry) => entry.date === chosen);
    if (!day || !chosen) return { ok: false, refused: 'dateOutOfRange' };
    const times = day.closed ? [] : timesOf(branch, service, chosen, now);
    const length_minutes = bookableService(service).bookingMinutes;
    return { ok: true, value: { branch, service, length_minutes, dates, date: chosen, times } };
  };

  return { answer, check, datesOf, timesOf };
}

export type BookingTimesOf = ReturnType<typeof createBookingTimes>;
