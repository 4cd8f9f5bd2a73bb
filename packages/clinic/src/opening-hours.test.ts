import { describe, expect, it } from 'vitest';
import type { WeekHours } from './contract/settings';
import { businessHours } from './facts';
import {
  fixedUtcOffsets,
  openStatus,
  openStatusText,
  openStatusTexts,
  type OpenStatus,
} from './opening-hours';

/** A moment given as Jakarta wall time (UTC+7, no daylight saving time). */
const jakarta = (local: string) => new Date(`${local}+07:00`);

/** 23 November 2026 is a Monday. */
const monday = '2026-11-23';
const friday = '2026-11-27';
const saturday = '2026-11-28';
const sunday = '2026-11-29';

const statusAt = (local: string, hours: WeekHours = businessHours) =>
  openStatus(hours, jakarta(local));
const textAt = (local: string, hours?: WeekHours) => openStatusText(statusAt(local, hours));

describe('openStatus with the clinic hours (Mon-Fri 09-17, Sat 10-17, Sun closed)', () => {
  it('opens at the opening minute, not a minute before', () => {
    expect(textAt(`${monday}T08:59:59`)).toBe('Tutup · buka hari ini pukul 09.00');
    expect(textAt(`${monday}T09:00:00`)).toBe('Buka sekarang · tutup pukul 17.00');
  });

  it('closes at the closing minute, open the minute before', () => {
    expect(textAt(`${monday}T16:59:59`)).toBe('Buka sekarang · tutup pukul 17.00');
    expect(textAt(`${monday}T17:00:00`)).toBe('Tutup · buka besok pukul 09.00');
  });

  it('after closing on Friday, opens tomorrow at the Saturday hour', () => {
    expect(textAt(`${friday}T17:00`)).toBe('Tutup · buka besok pukul 10.00');
    expect(textAt(`${friday}T23:59`)).toBe('Tutup · buka besok pukul 10.00');
  });

  it('keeps the Saturday hours', () => {
    expect(textAt(`${saturday}T00:00`)).toBe('Tutup · buka hari ini pukul 10.00');
    expect(textAt(`${saturday}T09:59`)).toBe('Tutup · buka hari ini pukul 10.00');
    expect(textAt(`${saturday}T10:00`)).toBe('Buka sekarang · tutup pukul 17.00');
  });

  it('skips the closed Sunday: after Saturday it opens again on Monday, by name', () => {
    expect(textAt(`${saturday}T17:00`)).toBe('Tutup · buka lagi Senin pukul 09.00');
    expect(textAt(`${sunday}T00:00`)).toBe('Tutup · buka besok pukul 09.00');
    expect(textAt(`${sunday}T12:00`)).toBe('Tutup · buka besok pukul 09.00');
  });

  it('crosses midnight into the next day', () => {
    expect(textAt(`${monday}T23:59:59`)).toBe('Tutup · buka besok pukul 09.00');
    expect(textAt('2026-11-24T00:00:00')).toBe('Tutup · buka hari ini pukul 09.00');
  });
});

describe('openStatus in the clinic time zone', () => {
  it('reads the day and hour in Jakarta, not in UTC', () => {
    // Sunday 18:30 in UTC is Monday 01:30 in Jakarta.
    expect(openStatusText(openStatus(businessHours, new Date('2026-11-22T18:30:00Z')))).toBe(
      'Tutup · buka hari ini pukul 09.00',
    );
    // Monday 02:00 UTC is 09:00 in Jakarta: open.
    expect(openStatus(businessHours, new Date('2026-11-23T02:00:00Z')).open).toBe(true);
    // Friday 23:00 UTC is Saturday 06:00 in Jakarta: the Saturday hour.
    expect(openStatusText(openStatus(businessHours, new Date('2026-11-27T23:00:00Z')))).toBe(
      'Tutup · buka hari ini pukul 10.00',
    );
    // Saturday 10:30 UTC is 17:30 in Jakarta: closed until Monday.
    expect(openStatusText(openStatus(businessHours, new Date('2026-11-28T10:30:00Z')))).toBe(
      'Tutup · buka lagi Senin pukul 09.00',
    );
  });

  it('keeps each fixed offset the time-zone database gives its zone, all year', () => {
    for (const [zone, offset] of Object.entries(fixedUtcOffsets)) {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        timeZoneName: 'longOffset',
      });
      for (let month = 0; month < 12; month += 1) {
        const instant = new Date(Date.UTC(2026, month, 15, 12));
        const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName');
        expect(name?.value, `${zone} in month ${month + 1}`).toBe(`GMT+0${offset / 60}:00`);
      }
    }
  });

  it('reads the same wall clock with or without the time-zone database', () => {
    // Asia/Jakarta takes the fixed offset; Asia/Bangkok (UTC+7 as well) the database.
    for (const instant of [
      '2026-11-22T18:30:00Z',
      '2026-11-27T23:00:00Z',
      '2026-06-01T09:59:00Z',
    ]) {
      const now = new Date(instant);
      expect(openStatus(businessHours, now, 'Asia/Jakarta')).toEqual(
        openStatus(businessHours, now, 'Asia/Bangkok'),
      );
    }
  });

  it('takes another zone', () => {
    // 09:30 in Jakarta is 03:30 in Paris (UTC+1 in November): the Paris clinic is closed.
    const now = jakarta(`${monday}T09:30`);
    expect(openStatus(businessHours, now, 'Europe/Paris')).toMatchObject({
      open: false,
      opensOn: 'today',
    });
  });
});

describe('openStatus.nextChange', () => {
  it('is the closing instant while open, to the millisecond', () => {
    const status = statusAt(`${monday}T16:59:30.250`);
    expect(status.nextChange).toEqual(jakarta(`${monday}T17:00:00`));
  });

  it('is the next opening while closed, days ahead when needed', () => {
    expect(statusAt(`${monday}T07:15:12`).nextChange).toEqual(jakarta(`${monday}T09:00`));
    expect(statusAt(`${friday}T18:00`).nextChange).toEqual(jakarta(`${saturday}T10:00`));
    expect(statusAt(`${saturday}T17:00`).nextChange).toEqual(jakarta('2026-11-30T09:00'));
  });
});

describe('openStatus with other settings', () => {
  const closed = { open: null, close: null, status: 'closed' } as const;

  it('names the day when the next opening is two or more days ahead', () => {
    const hours: WeekHours = {
      weekdays: closed,
      saturday: { open: '08:00', close: '12:00', status: 'open' },
      sunday: closed,
    };
    expect(textAt(`${monday}T10:00`, hours)).toBe('Tutup · buka lagi Sabtu pukul 08.00');
    expect(textAt(`${friday}T10:00`, hours)).toBe('Tutup · buka besok pukul 08.00');
    expect(textAt(`${saturday}T11:59`, hours)).toBe('Buka sekarang · tutup pukul 12.00');
    expect(textAt(`${saturday}T12:00`, hours)).toBe('Tutup · buka lagi Sabtu pukul 08.00');
  });

  it('treats a day marked closed, or without times, or closing before it opens, as closed', () => {
    const hours: WeekHours = {
      weekdays: { open: '09:00', close: '17:00', status: 'closed' },
      saturday: { open: '10:00', close: null, status: 'open' },
      sunday: { open: '15:00', close: '09:00', status: 'open' },
    };
    const status: OpenStatus = statusAt(`${monday}T10:00`, hours);
    expect(status).toEqual({ open: false, opensAt: null, opensOn: null, nextChange: null });
    expect(openStatusText(status)).toBe('Tutup');
  });
});

describe('openStatusTexts', () => {
  it('lists every line the clinic hours can show in a week, once each', () => {
    expect(openStatusTexts(businessHours).sort()).toEqual(
      [
        'Buka sekarang · tutup pukul 17.00',
        'Tutup · buka besok pukul 09.00',
        'Tutup · buka besok pukul 10.00',
        'Tutup · buka hari ini pukul 09.00',
        'Tutup · buka hari ini pukul 10.00',
        'Tutup · buka lagi Senin pukul 09.00',
      ].sort(),
    );
  });

  it('sees an opening on the half hour from both sides, in another time zone too', () => {
    const hours: WeekHours = {
      weekdays: { open: '08:30', close: '12:30', status: 'open' },
      saturday: { open: null, close: null, status: 'closed' },
      sunday: { open: null, close: null, status: 'closed' },
    };
    const texts = openStatusTexts(hours, 'Asia/Makassar');
    expect(texts).toContain('Tutup · buka hari ini pukul 08.30');
    expect(texts).toContain('Buka sekarang · tutup pukul 12.30');
    expect(texts).toContain('Tutup · buka lagi Senin pukul 08.30');
  });
});
