import { dayGroupLabels, type BusinessHours, type DayGroup } from '@klinik/clinic';

const dayGroups: DayGroup[] = ['weekdays', 'saturday', 'sunday'];

/** "Senin - Jumat: 09:00 - 17:00; Sabtu: 10:00 - 17:00; Minggu: Tutup" */
export function formatHoursText(hours: Record<DayGroup, BusinessHours>): string {
  return dayGroups
    .map((group) => {
      const { open, close, status } = hours[group];
      const value = status === 'open' && open && close ? `${open} - ${close}` : 'Tutup';
      return `${dayGroupLabels[group]}: ${value}`;
    })
    .join('; ');
}
