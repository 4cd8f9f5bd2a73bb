import { defaultSettings } from '@klinik/clinic/default-settings';
import { describe, expect, it } from 'vitest';
import { mergeSettings } from './use-settings';

describe('mergeSettings', () => {
  it('keeps the defaults when nothing loaded', () => {
    expect(mergeSettings(undefined)).toEqual(defaultSettings);
  });

  it('overrides per key and keeps the rest of each group', () => {
    const merged = mergeSettings({
      contact: { ...defaultSettings.contact, phone: '022 123' },
      general: {
        ...defaultSettings.general,
        business_hours: {
          ...defaultSettings.general.business_hours,
          sunday: { open: '08:00', close: '12:00', status: 'open' },
        },
      },
    });
    expect(merged.contact.phone).toBe('022 123');
    expect(merged.contact.email).toBe(defaultSettings.contact.email);
    expect(merged.general.business_hours.sunday.status).toBe('open');
    expect(merged.general.business_hours.weekdays).toEqual(
      defaultSettings.general.business_hours.weekdays,
    );
    expect(merged.website).toEqual(defaultSettings.website);
  });
});
