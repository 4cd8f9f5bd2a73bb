/**
 * Dates as the clinic writes them, in Indonesian and on the clinic's calendar (Jakarta's), for
 * every page, mail and tool: one formatter, its words written out here rather than asked of Intl,
 * so the server and every browser say the same (the ICU data of each names some months
 * differently) and no page loads a locale's data to show a date.
 */
import { clinic } from './facts';
import { fixedUtcOffsets, weekdayNames } from './opening-hours';

const monthNames = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/**
 * - `short`: "Sen, 30 Nov" (the booking's date strip);
 * - `long`: "Senin, 30 November 2026" (a visit's day);
 * - `date`: "30 November 2026" (an article's, a job's, a page's date);
 * - `dayMonth`: "30 November" (a closure's day).
 */
export type DateStyle = 'short' | 'long' | 'date' | 'dayMonth';

/** Jakarta is always UTC+7 (no daylight saving): a calendar date from an instant, by its offset. */
const clinicOffsetMs = fixedUtcOffsets[clinic.timezone] * 60_000;

/**
 * The clinic's calendar day of `value`: a date ("2026-11-30") as it is, an instant (a timestamp,
 * "2025-03-14T02:00:00Z", or a Date) as Jakarta's wall clock reads it. Undefined for anything
 * that is neither.
 */
function calendarDay(value: string | Date): Date | undefined {
  const day =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(new Date(value).getTime() + clinicOffsetMs);
  return Number.isNaN(day.getTime()) ? undefined : day;
}

/**
 * `value` written in `style`; with `time` ("09:30"), followed by " pukul 09.30". An empty text
 * for a value that is no date, so a page shows nothing rather than "Invalid Date".
 */
export function formatDate(value: string | Date, style: DateStyle, time?: string): string {
  const day = calendarDay(value);
  if (!day) return '';
  const weekday = weekdayNames[day.getUTCDay()] ?? '';
  const month = monthNames[day.getUTCMonth()] ?? '';
  const date = day.getUTCDate();
  const written = {
    short: `${weekday.slice(0, 3)}, ${date} ${month.slice(0, 3)}`,
    long: `${weekday}, ${date} ${month} ${day.getUTCFullYear()}`,
    date: `${date} ${month} ${day.getUTCFullYear()}`,
    dayMonth: `${date} ${month}`,
  }[style];
  return time === undefined ? written : `${written} pukul ${time.replace(':', '.')}`;
}
