import { dayGroups, type BusinessHours, type DayGroup } from '@klinik/clinic';

export interface HoursRow {
  label: string;
  value: string;
}

/**
 * Business-hours settings as the footer's rows, in the week's order of the day groups (the
 * contract's `dayGroups`): "Senin - Jumat" / "09:00 - 17:00" or "Tutup".
 */
export function formatHoursRows(
  hours: Record<DayGroup, BusinessHours>,
  labels: Record<DayGroup, string>,
  closedLabel = 'Tutup',
): HoursRow[] {
  return dayGroups.map((group) => {
    const { open, close, status } = hours[group];
    const isOpen = status === 'open' && open !== null && close !== null;
    return { label: labels[group], value: isOpen ? `${open} - ${close}` : closedLabel };
  });
}
