/**
 * Whether the clinic is open at a moment, from the business-hours settings, in the clinic's
 * time zone (Asia/Jakarta) whatever the visitor's own: "Buka sekarang · tutup pukul 17.00",
 * "Tutup · buka lagi Senin pukul 09.00". Pure and zod-free: the site loads it after hydration,
 * since prerendered HTML cannot know the hour.
 */
import type { DayGroup } from './contract/options';
import type { BusinessHours, WeekHours } from './contract/settings';

/** 0 Sunday ... 6 Saturday, as Date.getDay() counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The day names as the status line says them, Sunday first. */
export const weekdayNames = [
  'Minggu',
  'Senin',
  'Selasa',
  'Rabu',
  'Kamis',
  'Jumat',
  'Sabtu',
] as const;

const minutesPerDay = 24 * 60;

function dayGroupOf(day: Weekday): DayGroup {
  if (day === 0) return 'sunday';
  return day === 6 ? 'saturday' : 'weekdays';
}

/** "09:00" -> 540; undefined for a malformed time. */
function minutesOf(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A day's opening and closing minutes, or undefined when the clinic does not open that day. */
function openingOf(hours: BusinessHours): { open: number; close: number } | undefined {
  if (hours.status !== 'open' || hours.open === null || hours.close === null) return undefined;
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (open === undefined || close === undefined || close <= open) return undefined;
  return { open, close };
}

/**
 * The opening and closing minutes of the day (540 for 09:00) on a weekday, or undefined when the
 * hours say the clinic does not open that day.
 */
export function openingOn(
  hours: WeekHours,
  day: Weekday,
): { open: number; close: number } | undefined {
  return openingOf(hours[dayGroupOf(day)]);
}

/**
 * Indonesia's time zones and their offsets from UTC in minutes. None keeps daylight saving time,
 * so a fixed offset gives their wall clocks without the browser's time-zone database, whose first
 * use costs a phone's main thread about 16 ms in the middle of a render.
 */
export const fixedUtcOffsets = {
  'Asia/Jakarta': 7 * 60,
  'Asia/Pontianak': 7 * 60,
  'Asia/Makassar': 8 * 60,
  'Asia/Jayapura': 9 * 60,
} as const;

const wallClockParts = new Map<string, Intl.DateTimeFormat>();

/** The weekday and the minute of the day at `now` on the wall clocks of `timeZone`. */
function wallClock(now: Date, timeZone: string): { day: Weekday; minute: number } {
  if (Object.hasOwn(fixedUtcOffsets, timeZone)) {
    const offset = fixedUtcOffsets[timeZone as keyof typeof fixedUtcOffsets];
    const local = new Date(now.getTime() + offset * 60_000);
    return {
      day: local.getUTCDay() as Weekday,
      minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  let format = wallClockParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  if (day < 0) throw new Error(`No weekday for ${now.toISOString()} in ${timeZone}`);
  return { day: day as Weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

export type OpenStatus =
  | {
      open: true;
      /** "17.00": when it closes today. */
      closesAt: string;
      /** When the status changes next (the closing minute). */
      nextChange: Date;
    }
  | {
      open: false;
      /** When it opens next: "09.00", and on which day, seen from now. */
      opensAt: string;
      opensOn: 'today' | 'tomorrow' | (typeof weekdayNames)[number];
      nextChange: Date;
    }
  | {
      /** Closed on every day of the week: no opening to announce. */
      open: false;
      opensAt: null;
      opensOn: null;
      nextChange: null;
    };

/** 540 -> "09.00": Indonesian writes the clock with a dot. */
function clockText(minute: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}.${pad(minute % 60)}`;
}

/**
 * Whether the clinic is open at `now`, in `timeZone` (the settings' `general.timezone`,
 * Asia/Jakarta), and when that changes. Opening is inclusive, closing exclusive: at 17.00 it is
 * closed. `nextChange` assumes the zone's offset stays the same until then, true of Jakarta
 * (no daylight saving time); elsewhere a caller asks again at that moment anyway.
 */
export function openStatus(hours: WeekHours, now: Date, timeZone = 'Asia/Jakarta'): OpenStatus {
  const { day, minute } = wallClock(now, timeZone);
  // The next change as an instant: whole minutes from now, less the seconds already gone.
  const at = (dayOffset: number, targetMinute: number) =>
    new Date(
      now.getTime() -
        (now.getTime() % 60_000) +
        (dayOffset * minutesPerDay + targetMinute - minute) * 60_000,
    );

  const today = openingOn(hours, day);
  if (today && minute >= today.open && minute < today.close) {
    return { open: true, closesAt: clockText(today.close), nextChange: at(0, today.close) };
  }
  if (today && minute < today.open) {
    return {
      open: false,
      opensAt: clockText(today.open),
      opensOn: 'today',
      nextChange: at(0, today.open),
    };
  }
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = ((day + offset) % 7) as Weekday;
    const opening = openingOn(hours, next);
    if (!opening) continue;
    return {
      open: false,
      opensAt: clockText(opening.open),
      opensOn: offset === 1 ? 'tomorrow' : weekdayNames[next],
      nextChange: at(offset, opening.open),
    };
  }
  return { open: false, opensAt: null, opensOn: null, nextChange: null };
}

/**
 * The status as one line: "Buka sekarang · tutup pukul 17.00", "Tutup · buka hari ini pukul
 * 09.00", "Tutup · buka besok pukul 10.00", "Tutup · buka lagi Senin pukul 09.00", or "Tutup".
 */
export function openStatusText(status: OpenStatus): string {
  if (status.open) return `Buka sekarang · tutup pukul ${status.closesAt}`;
  if (status.opensOn === null) return 'Tutup';
  const when =
    status.opensOn === 'today'
      ? 'buka hari ini'
      : status.opensOn === 'tomorrow'
        ? 'buka besok'
        : `buka lagi ${status.opensOn}`;
  return `Tutup · ${when} pukul ${status.opensAt}`;
}

/**
 * Every line the status can say with these hours during a week, for the room the line keeps: a
 * page shows a neutral line before it knows the hour, and the status must then fit the same
 * space. Sampled every half hour of a week, so each opening and closing on the half hour or the
 * hour is seen from both sides.
 */
export function openStatusTexts(hours: WeekHours, timeZone = 'Asia/Jakarta'): string[] {
  const texts = new Set<string>();
  // Sunday 4 January 2026, 00:00 UTC: any week would do, every weekday comes once.
  const weekStart = Date.UTC(2026, 0, 4);
  const halfHour = 30 * 60_000;
  for (let step = 0; step < 7 * 48; step += 1) {
    const now = new Date(weekStart + step * halfHour);
    texts.add(openStatusText(openStatus(hours, now, timeZone)));
  }
  return [...texts];
}
