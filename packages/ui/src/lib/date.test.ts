import { describe, expect, it } from 'vitest';
import { formatDateId } from './date';

describe('formatDateId', () => {
  it('formats a date as d MMMM yyyy in Indonesian', () => {
    expect(formatDateId('2025-01-20')).toBe('20 Januari 2025');
    expect(formatDateId('2024-08-05T10:00:00+07:00')).toBe('5 Agustus 2024');
  });

  it('uses the Jakarta day, not UTC', () => {
    expect(formatDateId('2025-01-19T20:00:00Z')).toBe('20 Januari 2025');
    expect(formatDateId('2025-12-31T17:30:00Z')).toBe('1 Januari 2026');
  });

  it('takes a Date', () => {
    expect(formatDateId(new Date(Date.UTC(2025, 2, 3, 3)))).toBe('3 Maret 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateId('bukan tanggal')).toBe('');
  });
});
