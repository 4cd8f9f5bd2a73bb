import { describe, expect, it } from 'vitest';
import { businessHours, dayGroupLabels } from '@klinik/clinic';
import { formatHoursRows } from './business-hours';

describe('formatHoursRows', () => {
  it('lists the day groups in week order with their hours', () => {
    expect(formatHoursRows(businessHours, dayGroupLabels)).toEqual([
      { label: dayGroupLabels.weekdays, value: '09:00 - 17:00' },
      { label: dayGroupLabels.saturday, value: '10:00 - 17:00' },
      { label: dayGroupLabels.sunday, value: 'Tutup' },
    ]);
  });

  it('shows a closed day group as closed even when times are present', () => {
    const hours = {
      ...businessHours,
      saturday: { open: '10:00', close: '17:00', status: 'closed' as const },
    };
    expect(formatHoursRows(hours, dayGroupLabels, 'Libur')[1]).toEqual({
      label: dayGroupLabels.saturday,
      value: 'Libur',
    });
  });
});
