/**
 * The rules of booking a visit (issue 24), pure and zod-free so the API, the site and the
 * library apply the same ones: which days a branch can be booked, which times of a day are free,
 * until when a visitor may cancel or move, and how a booking code and private link look (only
 * the API makes them). Every rule is in the clinic's time zone, Asia/Jakarta, and takes the
 * clock (`now`) as an argument, so a test can stand a minute before or after each edge.
 *
 * Jakarta keeps UTC+7 all year (no daylight saving time), so a date and a time there convert to
 * an instant by a fixed offset, with no time-zone database needed in the browser.
 */
import type { Closure } from './closures';
import { branches, businessHours, type Branch } from './facts';
import type { Booking } from './contract/booking';
import { optionLabel } from './contract/options';
import type { WeekHours } from './contract/settings';
import { formatDate } from './dates';
import { fixedUtcOffsets, openingOn, weekdayNames, type Weekday } from './opening-hours';

export const bookingRules = {
  /** Today and the next 13 days. */
  days: 14,
  /** A time is offered every this many minutes from opening. */
  slotMinutes: 30,
  /** Today offers only times at least this far ahead. */
  leadMinutes: 120,
  /** Cancelling or moving is the visitor's own until this many hours before the visit. */
  selfServiceHours: 24,
} as const;

const minute = 60_000;
const jakartaOffsetMinutes = fixedUtcOffsets['Asia/Jakarta'];

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** UTC midnight of a calendar date "2026-11-30", or undefined for text that is not one. */
function dayStart(date: string): number | undefined {
  const match = datePattern.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, day);
  const back = new Date(start);
  // Date.UTC rolls 2026-02-30 over into March; a real date comes back as written.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return undefined;
  return back.getUTCDate() === day ? start : undefined;
}

function requireDayStart(date: string): number {
  const start = dayStart(date);
  if (start === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return start;
}

/** "09:30" -> 570; undefined for anything else. */
function minuteOfDay(time: string): number | undefined {
  const match = timePattern.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Whether `date` is a real calendar date written "YYYY-MM-DD". */
export function isCalendarDate(date: string): boolean {
  return dayStart(date) !== undefined;
}

/** Whether `time` is a clock time written "HH:MM" (00:00 to 23:59). */
export function isClockTime(time: string): boolean {
  return minuteOfDay(time) !== undefined;
}

/** The instant of a date and a time on the clocks of Jakarta: ("2026-11-30", "09:00") -> 02:00Z. */
export function jakartaInstant(date: string, time: string): Date {
  const minuteOfTime = minuteOfDay(time);
  if (minuteOfTime === undefined) throw new RangeError(`Not a clock time: ${time}`);
  return new Date(requireDayStart(date) + (minuteOfTime - jakartaOffsetMinutes) * minute);
}

/** The date and time an instant shows on the clocks of Jakarta: 02:00Z -> 2026-11-30, 09:00. */
export function jakartaWallClock(instant: Date): { date: string; time: string } {
  const text = new Date(instant.getTime() + jakartaOffsetMinutes * minute).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** The calendar date `days` after `date` ("2026-12-31", 1 -> "2027-01-01"). */
export function addDays(date: string, days: number): string {
  return new Date(requireDayStart(date) + days * 24 * 60 * minute).toISOString().slice(0, 10);
}

function weekdayOf(date: string): Weekday {
  return new Date(requireDayStart(date)).getUTCDay() as Weekday;
}

/**
 * The closure of `branch` on `date`: one of its own before one of every branch (the clinic's
 * own reason says more), else the first in the order given.
 */
export function closureOn(
  date: string,
  branch: Branch['value'],
  closures: readonly Closure[],
): Closure | undefined {
  const onDate = closures.filter((closure) => closure.date === date);
  return (
    onDate.find((closure) => closure.branch === branch) ??
    onDate.find((closure) => closure.branch === null)
  );
}

export interface BookingDate {
  /** "2026-11-30" */
  date: string;
  /** "Sen, 30 Nov" */
  label: string;
  /** Present when the branch does not take bookings that day, with the reason it shows. */
  closed?: { reason: string };
}

/**
 * The dates the picker shows for a branch: today in Jakarta and the next 13 days, each closed
 * (and shown so, with its reason) when the weekly hours keep the branch shut that day ("Tutup
 * setiap hari Minggu") or when a closure names the day; a closure's reason wins, being the more
 * telling. Today is open even when its last free time has passed: `freeTimes` answers that.
 */
export function bookingDates(
  now: Date,
  branch: Branch['value'],
  closures: readonly Closure[],
  hours: WeekHours = businessHours,
): BookingDate[] {
  const today = jakartaWallClock(now).date;
  return Array.from({ length: bookingRules.days }, (_, offset) => {
    const date = addDays(today, offset);
    const entry: BookingDate = { date, label: formatDate(date, 'short') };
    const closure = closureOn(date, branch, closures);
    const weekday = weekdayOf(date);
    if (closure) entry.closed = { reason: closure.reason };
    else if (!openingOn(hours, weekday)) {
      entry.closed = { reason: `Tutup setiap hari ${weekdayNames[weekday]}` };
    }
    return entry;
  });
}

/** A booking that holds a place: from its start until its end (not cancelled ones). */
export interface BookedVisit {
  start: Date;
  end: Date;
}

export interface BookingTime {
  /** "09:30", Jakarta time. */
  time: string;
  /** Whether a place is free for the whole visit. */
  free: boolean;
}

export interface FreeTimesInput {
  now: Date;
  date: string;
  /** The branch's weekly hours. */
  hours: WeekHours;
  /** The branch's treatment places. */
  capacity: number;
  /** The service's booking length. */
  lengthMinutes: number;
  /** The branch's bookings that hold a place (others may be passed; only overlaps count). */
  bookings: readonly BookedVisit[];
  /**
   * How far ahead of `now` a time must start: `bookingRules.leadMinutes` for a visitor; the
   * front desk books from now on (0).
   */
  leadMinutes?: number;
}

/**
 * The most visits booked at the same moment anywhere in [start, end): the count that must stay
 * below the capacity. Counting every overlapping booking instead would refuse 09:30-10:30 when
 * 09:00-10:00 and 10:00-11:00 fill one place one after the other and another place is free.
 */
function peakBooked(bookings: readonly BookedVisit[], start: number, end: number): number {
  const overlapping = bookings
    .map((booking) => ({ start: booking.start.getTime(), end: booking.end.getTime() }))
    .filter((booking) => booking.start < end && booking.end > start);
  // The count only rises where a booking starts, so those moments (and the start) are enough.
  const moments = [
    start,
    ...overlapping.map((booking) => booking.start).filter((at) => at > start),
  ];
  return Math.max(
    0,
    ...moments.map(
      (at) => overlapping.filter((booking) => booking.start <= at && booking.end > at).length,
    ),
  );
}

/**
 * The places still free for a whole visit from `start` for `lengthMinutes`: the capacity less
 * the most visits booked at one moment in that span (never below 0). The desk's week counts
 * these over a day's times.
 */
export function freePlaces(
  bookings: readonly BookedVisit[],
  start: Date,
  lengthMinutes: number,
  capacity: number,
): number {
  const from = start.getTime();
  return Math.max(0, capacity - peakBooked(bookings, from, from + lengthMinutes * minute));
}

/**
 * The times of `date` a visit can start: every 30 minutes from opening until closing less the
 * service's length, leaving out those less than 2 hours (`leadMinutes`) ahead of `now` (which
 * on today are the ones already gone or too near; on a later day none). Each says whether a place
 * is free for the whole visit: free while fewer than `capacity` bookings overlap it at any moment. Taken times
 * stay in the list (free: false), so the picker can show them as taken and the API can tell a
 * time that is not a slot (400) from one that was taken meanwhile (409). A day the hours keep
 * shut has none; closures are `bookingDates`' to check.
 */
export function freeTimes({
  now,
  date,
  hours,
  capacity,
  lengthMinutes,
  bookings,
  leadMinutes = bookingRules.leadMinutes,
}: FreeTimesInput): BookingTime[] {
  if (!Number.isInteger(lengthMinutes) || lengthMinutes <= 0) {
    throw new RangeError(`Not a booking length: ${lengthMinutes}`);
  }
  const opening = openingOn(hours, weekdayOf(date));
  if (!opening) return [];
  const midnight = jakartaInstant(date, '00:00').getTime();
  const earliest = now.getTime() + leadMinutes * minute;
  const times: BookingTime[] = [];
  for (
    let startMinute = opening.open;
    startMinute + lengthMinutes <= opening.close;
    startMinute += bookingRules.slotMinutes
  ) {
    const start = midnight + startMinute * minute;
    if (start < earliest) continue;
    const end = start + lengthMinutes * minute;
    times.push({
      time: jakartaWallClock(new Date(start)).time,
      free: peakBooked(bookings, start, end) < capacity,
    });
  }
  return times;
}

/**
 * Whether the visitor may still cancel or move a visit starting at `start` themselves: until
 * 24 hours before it, that moment itself excluded (the terms refund only cancellations made
 * more than 24 hours ahead).
 */
export function canSelfManage(now: Date, start: Date): boolean {
  return now.getTime() < start.getTime() - bookingRules.selfServiceHours * 60 * minute;
}

/** "7KQ4-M2XD": eight of 31 letters and digits (no 0/O, 1/I/L) in two groups of four. */
export const bookingCodePattern = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/**
 * A code as a person typed or said it, in the form it is stored ("7kq4 m2xd" -> "7KQ4-M2XD"),
 * or undefined when it cannot be one (a 0, O, 1, I or L is never in a code).
 */
export function normaliseBookingCode(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s\-\u2010-\u2015.]/g, '');
  const code = `${compact.slice(0, 4)}-${compact.slice(4)}`;
  return bookingCodePattern.test(code) ? code : undefined;
}

/** The private link's token: 32 random bytes (256 bits) as 43 characters of base64url. */
export const manageTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * "Kirim ke WhatsApp" of a booking, and its manage page's chat: the booking named by its code.
 * Here, not with `chatTexts` (which every page loads), since only the booking pages send it.
 */
export const bookingChatText = (booking: Pick<Booking, 'code' | 'date' | 'time' | 'branch'>) =>
  `Halo, saya sudah membuat janji temu dengan kode ${booking.code} (${formatDate(booking.date, 'long', booking.time)}, cabang ${optionLabel(branches, booking.branch)}).`;
