const formatter = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** "20 Januari 2025": the day in Bandung (Asia/Jakarta), whatever the reader's time zone. */
export function formatDateId(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
