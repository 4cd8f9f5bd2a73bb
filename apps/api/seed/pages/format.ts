import { clinic } from '@klinik/clinic';

const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: clinic.timezone,
});

/** "2025-01-20" -> "20 Januari 2025" */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T12:00:00+07:00`));
}

/** "a, b, dan c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}, dan ${items.at(-1) ?? ''}`;
}
