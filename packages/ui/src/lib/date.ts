import { clinic, onFirstUse } from '@klinik/clinic';

const fullDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(clinic.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: clinic.timezone,
    }),
);

/** "20 Januari 2025": the day in Bandung (Asia/Jakarta), whatever the reader's time zone. */
export function formatDateId(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : fullDate().format(date);
}

const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat(clinic.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/** "25 Desember" from a calendar date ("2026-12-25"), as a closure line says it; no year. */
export function formatDayMonthId(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  return dayMonth().format(day);
}
