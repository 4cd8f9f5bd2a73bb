import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('formats a date as d MMMM yyyy in Indonesian', () => {
    expect(formatDate('2025-01-20', 'date')).toBe('20 Januari 2025');
    expect(formatDate('2024-08-05T10:00:00+07:00', 'date')).toBe('5 Agustus 2024');
  });

  it('uses the Jakarta day, not UTC', () => {
    expect(formatDate('2025-01-19T20:00:00Z', 'date')).toBe('20 Januari 2025');
    expect(formatDate('2025-12-31T17:30:00Z', 'date')).toBe('1 Januari 2026');
  });

  it('takes a Date', () => {
    expect(formatDate(new Date(Date.UTC(2025, 2, 3, 3)), 'date')).toBe('3 Maret 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('bukan tanggal', 'date')).toBe('');
  });
});

describe('formatDate’s styles', () => {
  const monday = '2026-11-30';

  it('writes the date strip’s label: the weekday and month short', () => {
    expect(formatDate(monday, 'short')).toBe('Sen, 30 Nov');
    expect(formatDate('2026-08-17', 'short')).toBe('Sen, 17 Agu');
    expect(formatDate('2026-05-01', 'short')).toBe('Jum, 1 Mei');
    expect(formatDate('2026-12-06', 'short')).toBe('Min, 6 Des');
  });

  it('writes a visit’s day in full, with its time when given', () => {
    expect(formatDate(monday, 'long')).toBe('Senin, 30 November 2026');
    expect(formatDate(monday, 'long', '09:30')).toBe('Senin, 30 November 2026 pukul 09.30');
    expect(formatDate(monday, 'short', '14:00')).toBe('Sen, 30 Nov pukul 14.00');
  });

  it('writes a day and month alone', () => {
    expect(formatDate('2026-12-25', 'dayMonth')).toBe('25 Desember');
  });

  it('says what Intl says in Indonesian for every month', () => {
    const intl = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const date = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatDate(date, 'date')).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });
});
