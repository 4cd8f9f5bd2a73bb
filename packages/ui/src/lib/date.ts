import { clinic } from '@klinik/clinic';

const formatter = new Intl.DateTimeFormat(clinic.locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: clinic.timezone,
});

/** "20 Januari 2025": the day in Bandung (Asia/Jakarta), whatever the reader's time zone. */
export function formatDateId(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** Made at first use: only a branch card with a closure ahead needs it. */
let dayMonth: Intl.DateTimeFormat | undefined;

/** "25 Desember" from a calendar date ("2026-12-25"), as a closure line says it; no year. */
export function formatDayMonthId(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  dayMonth ??= new Intl.DateTimeFormat(clinic.locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return dayMonth.format(day);
}
