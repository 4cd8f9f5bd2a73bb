import { describe, expect, it } from 'vitest';
import { holidayDecrees, publicHolidayClosures, publicHolidays } from './closures';
import { weekdayNames } from './opening-hours';

const weekdayOf = (date: string) => weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()];

describe('the public holidays', () => {
  it('are real dates, each once, in date order', () => {
    const dates = publicHolidays.map((holiday) => holiday.date);
    for (const date of dates) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), date).toBe(date);
    }
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
  });

  it('come only from a published decree, with two sources, and as many days as it counts', () => {
    const years = new Set(publicHolidays.map((holiday) => Number(holiday.date.slice(0, 4))));
    for (const year of years) {
      const decree = holidayDecrees.find((entry) => entry.year === year);
      if (!decree) throw new Error(`No decree for ${year}: add its days only from the decree`);
      expect(decree.sources.length).toBeGreaterThanOrEqual(2);
      const ofYear = publicHolidays.filter((holiday) => holiday.date.startsWith(`${year}-`));
      expect(ofYear.filter((holiday) => holiday.kind === 'libur-nasional')).toHaveLength(
        decree.counts['libur-nasional'],
      );
      expect(ofYear.filter((holiday) => holiday.kind === 'cuti-bersama')).toHaveLength(
        decree.counts['cuti-bersama'],
      );
    }
  });

  it('fall on the weekdays the sources print beside them (2026)', () => {
    const printed: Record<string, (typeof weekdayNames)[number]> = {
      '2026-01-01': 'Kamis',
      '2026-01-16': 'Jumat',
      '2026-02-16': 'Senin',
      '2026-02-17': 'Selasa',
      '2026-03-18': 'Rabu',
      '2026-03-19': 'Kamis',
      '2026-03-20': 'Jumat',
      '2026-03-21': 'Sabtu',
      '2026-03-22': 'Minggu',
      '2026-03-23': 'Senin',
      '2026-03-24': 'Selasa',
      '2026-04-03': 'Jumat',
      '2026-04-05': 'Minggu',
      '2026-05-01': 'Jumat',
      '2026-05-14': 'Kamis',
      '2026-05-15': 'Jumat',
      '2026-05-27': 'Rabu',
      '2026-05-28': 'Kamis',
      '2026-05-31': 'Minggu',
      '2026-06-01': 'Senin',
      '2026-06-16': 'Selasa',
      '2026-08-17': 'Senin',
      '2026-08-25': 'Selasa',
      '2026-12-24': 'Kamis',
      '2026-12-25': 'Jumat',
    };
    const ofYear = publicHolidays.filter((holiday) => holiday.date.startsWith('2026-'));
    expect(
      Object.fromEntries(ofYear.map((holiday) => [holiday.date, weekdayOf(holiday.date)])),
    ).toEqual(printed);
  });

  it('place each collective leave day within three days of the holiday it names', () => {
    const leaveDays = publicHolidays.filter((holiday) => holiday.kind === 'cuti-bersama');
    expect(leaveDays.length).toBeGreaterThan(0);
    for (const leave of leaveDays) {
      const named = leave.name.replace(/^Cuti Bersama /, '');
      const near = publicHolidays.filter(
        (holiday) =>
          holiday.kind === 'libur-nasional' &&
          holiday.name === named &&
          Math.abs(Date.parse(holiday.date) - Date.parse(leave.date)) <= 3 * 86_400_000,
      );
      expect(near, leave.date).not.toHaveLength(0);
    }
  });

  it('close every branch, with the decree’s name as the reason', () => {
    expect(publicHolidayClosures).toHaveLength(publicHolidays.length);
    expect(publicHolidayClosures.find((closure) => closure.date === '2026-12-25')).toEqual({
      date: '2026-12-25',
      branch: null,
      reason: 'Kelahiran Yesus Kristus',
    });
    expect(publicHolidayClosures.every((closure) => closure.branch === null)).toBe(true);
  });
});
