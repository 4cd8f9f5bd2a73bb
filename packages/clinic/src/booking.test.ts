import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingChatText,
  bookingDates,
  canSelfManage,
  closureOn,
  freeTimes,
  isCalendarDate,
  isClockTime,
  jakartaInstant,
  jakartaWallClock,
  normaliseBookingCode,
  type BookedVisit,
  type FreeTimesInput,
} from './booking';
import { publicHolidayClosures, type Closure } from './closures';
import type { WeekHours } from './contract/settings';
import { businessHours } from './facts';

/** A moment given as Jakarta wall time (UTC+7, no daylight saving time). */
const jakarta = (local: string) => new Date(`${local}+07:00`);

/** 30 November 2026 is a Monday; 5 December a Saturday, 6 December a Sunday. */
const monday = '2026-11-30';
const saturday = '2026-12-05';
const sunday = '2026-12-06';

describe('Jakarta time and UTC', () => {
  it('is seven hours ahead of UTC all year, across midnight both ways', () => {
    expect(jakartaInstant(monday, '09:00').toISOString()).toBe('2026-11-30T02:00:00.000Z');
    expect(jakartaInstant(monday, '06:59').toISOString()).toBe('2026-11-29T23:59:00.000Z');
    expect(jakartaInstant('2026-07-01', '00:00').toISOString()).toBe('2026-06-30T17:00:00.000Z');
    expect(jakartaWallClock(new Date('2026-11-29T17:00:00Z'))).toEqual({
      date: monday,
      time: '00:00',
    });
    expect(jakartaWallClock(new Date('2026-12-31T16:59:59Z'))).toEqual({
      date: '2026-12-31',
      time: '23:59',
    });
    expect(jakartaWallClock(new Date('2026-12-31T17:00:00Z')).date).toBe('2027-01-01');
  });

  it('converts there and back for every half hour of a day', () => {
    for (let step = 0; step < 48; step += 1) {
      const time = `${String(Math.floor(step / 2)).padStart(2, '0')}:${step % 2 ? '30' : '00'}`;
      expect(jakartaWallClock(jakartaInstant(monday, time))).toEqual({ date: monday, time });
    }
  });

  it('refuses what is not a date or a clock time', () => {
    for (const date of ['2026-02-29', '2026-13-01', '2026-11-31', '30-11-2026', '2026-1-5']) {
      expect(isCalendarDate(date), date).toBe(false);
      expect(() => jakartaInstant(date, '09:00')).toThrow(RangeError);
    }
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const time of ['24:00', '9:00', '09:60', '09.00', '']) {
      expect(isClockTime(time), time).toBe(false);
      expect(() => jakartaInstant(monday, time)).toThrow(RangeError);
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays(monday, 13)).toBe('2026-12-13');
  });
});

describe('bookingDates', () => {
  const renovation: Closure = { date: '2026-12-02', branch: 'mhorfitness', reason: 'Renovasi' };

  it('lists today and the next 13 days in Jakarta', () => {
    const dates = bookingDates(jakarta(`${monday}T08:00`), 'kiaracondong', []);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toEqual({ date: monday, label: 'Sen, 30 Nov' });
    expect(dates[13]?.date).toBe('2026-12-13');
  });

  it('starts at Jakarta’s today, not UTC’s, around midnight', () => {
    // 16:59 UTC on Sunday is 23:59 Sunday in Jakarta; a minute later it is Monday there.
    expect(bookingDates(new Date('2026-11-29T16:59:00Z'), 'kiaracondong', [])[0]?.date).toBe(
      '2026-11-29',
    );
    expect(bookingDates(new Date('2026-11-29T17:00:00Z'), 'kiaracondong', [])[0]?.date).toBe(
      monday,
    );
  });

  it('closes the Sundays with the weekly reason', () => {
    const dates = bookingDates(jakarta(`${monday}T08:00`), 'kiaracondong', []);
    const closed = dates.filter((date) => date.closed);
    expect(closed).toEqual([
      { date: sunday, label: 'Min, 6 Des', closed: { reason: 'Tutup setiap hari Minggu' } },
      {
        date: '2026-12-13',
        label: 'Min, 13 Des',
        closed: { reason: 'Tutup setiap hari Minggu' },
      },
    ]);
  });

  it('follows the hours given: a branch shut on Saturdays closes them too', () => {
    const noSaturday: WeekHours = {
      ...businessHours,
      saturday: { open: null, close: null, status: 'closed' },
    };
    const dates = bookingDates(jakarta(`${monday}T08:00`), 'kiaracondong', [], noSaturday);
    expect(dates.find((date) => date.date === saturday)?.closed).toEqual({
      reason: 'Tutup setiap hari Sabtu',
    });
  });

  it('closes a holiday for every branch, and a branch’s own closure for that branch only', () => {
    const now = jakarta('2026-12-20T10:00');
    const closures = [...publicHolidayClosures, renovation];
    for (const branch of ['kiaracondong', 'sumur-bandung', 'mhorfitness'] as const) {
      const christmas = bookingDates(now, branch, closures).find((d) => d.date === '2026-12-25');
      expect(christmas?.closed).toEqual({ reason: 'Kelahiran Yesus Kristus' });
    }
    const early = jakarta('2026-11-30T10:00');
    const at = (branch: 'kiaracondong' | 'mhorfitness') =>
      bookingDates(early, branch, closures).find((d) => d.date === '2026-12-02');
    expect(at('mhorfitness')?.closed).toEqual({ reason: 'Renovasi' });
    expect(at('kiaracondong')?.closed).toBeUndefined();
  });

  it('gives a holiday on a Sunday the holiday’s reason', () => {
    const dates = bookingDates(jakarta('2026-04-01T10:00'), 'sumur-bandung', publicHolidayClosures);
    expect(dates.find((date) => date.date === '2026-04-05')?.closed).toEqual({
      reason: 'Kebangkitan Yesus Kristus (Paskah)',
    });
  });

  it('leaves out a closure beyond the 14 days', () => {
    const dates = bookingDates(jakarta('2026-12-10T10:00'), 'kiaracondong', publicHolidayClosures);
    expect(dates.map((date) => date.date)).not.toContain('2026-12-24');
    expect(dates.filter((date) => date.closed?.reason.includes('Yesus'))).toEqual([]);
  });
});

describe('closureOn', () => {
  it('prefers the branch’s own closure to one of every branch', () => {
    const all: Closure = { date: monday, branch: null, reason: 'Libur' };
    const own: Closure = { date: monday, branch: 'kiaracondong', reason: 'Pelatihan staf' };
    expect(closureOn(monday, 'kiaracondong', [all, own])).toBe(own);
    expect(closureOn(monday, 'sumur-bandung', [all, own])).toBe(all);
    expect(closureOn('2026-12-01', 'kiaracondong', [all, own])).toBeUndefined();
  });
});

describe('freeTimes', () => {
  const visit = (date: string, from: string, to: string): BookedVisit => ({
    start: jakartaInstant(date, from),
    end: jakartaInstant(date, to),
  });
  const base: FreeTimesInput = {
    now: jakarta('2026-11-28T12:00'),
    date: monday,
    hours: businessHours,
    capacity: 1,
    lengthMinutes: 60,
    bookings: [],
  };
  const times = (input: Partial<FreeTimesInput>) => freeTimes({ ...base, ...input });
  const taken = (input: Partial<FreeTimesInput>) =>
    times(input)
      .filter((time) => !time.free)
      .map((time) => time.time);

  it('offers every half hour from opening until closing less the length', () => {
    const all = times({});
    expect(all[0]).toEqual({ time: '09:00', free: true });
    expect(all.at(-1)).toEqual({ time: '16:00', free: true });
    expect(all).toHaveLength(15);
    expect(times({ lengthMinutes: 90 }).at(-1)?.time).toBe('15:30');
    expect(times({ lengthMinutes: 120, date: saturday }).map((t) => t.time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
  });

  it('offers nothing on a day the hours keep shut, or when the visit is longer than the day', () => {
    expect(times({ date: sunday })).toEqual([]);
    expect(times({ lengthMinutes: 8 * 60 + 30 })).toEqual([]);
    expect(times({ lengthMinutes: 8 * 60 })).toEqual([{ time: '09:00', free: true }]);
  });

  it('offers today only times at least two hours ahead, to the minute', () => {
    const today = (clock: string) =>
      times({ now: jakarta(`${monday}T${clock}`) }).map((time) => time.time)[0];
    expect(today('07:00')).toBe('09:00');
    expect(today('07:00:01')).toBe('09:30');
    expect(today('07:30')).toBe('09:30');
    expect(today('13:59')).toBe('16:00');
    expect(times({ now: jakarta(`${monday}T14:00:01`) })).toEqual([]);
  });

  it('offers a past day nothing, and tomorrow all from late the evening before', () => {
    expect(times({ now: jakarta('2026-12-01T08:00') })).toEqual([]);
    expect(times({ now: jakarta('2026-11-29T23:59') })).toHaveLength(15);
  });

  it('is free while fewer bookings than places overlap the visit', () => {
    const one = [visit(monday, '10:00', '11:00')];
    expect(taken({ bookings: one })).toEqual(['09:30', '10:00', '10:30']);
    expect(taken({ bookings: one, capacity: 2 })).toEqual([]);
    const two = [...one, visit(monday, '10:30', '12:00')];
    expect(taken({ bookings: two, capacity: 2 })).toEqual(['10:00', '10:30']);
    // Three places: 09:30 meets two bookings at 10:00; 10:00 and 10:30 meet three at 10:30.
    const three = [...two, visit(monday, '10:00', '11:00')];
    expect(taken({ bookings: three, capacity: 3 })).toEqual(['10:00', '10:30']);
  });

  it('counts the most bookings at one moment, not every booking the visit touches', () => {
    // One place holds 09:00-10:00 and then 10:00-11:00; the second place is free all along.
    const backToBack = [visit(monday, '09:00', '10:00'), visit(monday, '10:00', '11:00')];
    expect(taken({ bookings: backToBack, capacity: 2 })).toEqual([]);
    expect(taken({ bookings: backToBack, capacity: 1 })).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('lets a visit start as another ends, and end as another starts', () => {
    const bookings = [visit(monday, '11:00', '12:00')];
    const result = times({ bookings });
    expect(result.find((time) => time.time === '10:00')).toEqual({ time: '10:00', free: true });
    expect(result.find((time) => time.time === '12:00')).toEqual({ time: '12:00', free: true });
  });

  it('ignores bookings of other days', () => {
    expect(taken({ bookings: [visit('2026-12-01', '09:00', '17:00')] })).toEqual([]);
  });

  it('has no free time without a place, and refuses a length that is not one', () => {
    expect(times({ capacity: 0 }).every((time) => !time.free)).toBe(true);
    expect(() => times({ lengthMinutes: 0 })).toThrow(RangeError);
    expect(() => times({ lengthMinutes: 45.5 })).toThrow(RangeError);
    expect(() => times({ date: '2026-11-31' })).toThrow(RangeError);
  });
});

describe('canSelfManage', () => {
  const start = jakartaInstant('2026-12-02', '10:00');

  it('is open until 24 hours before the visit, that moment excluded', () => {
    expect(canSelfManage(jakarta('2026-12-01T09:59:59.999'), start)).toBe(true);
    expect(canSelfManage(jakarta('2026-12-01T10:00'), start)).toBe(false);
    expect(canSelfManage(jakarta('2026-12-02T11:00'), start)).toBe(false);
    expect(canSelfManage(jakarta('2026-11-20T10:00'), start)).toBe(true);
  });
});

describe('normaliseBookingCode', () => {
  it('reads a code as typed or said', () => {
    for (const typed of ['7KQ4-M2XD', '7kq4m2xd', ' 7kq4 m2xd ', '7KQ4–M2XD', '7KQ4.M2XD']) {
      expect(normaliseBookingCode(typed), typed).toBe('7KQ4-M2XD');
    }
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['7KQ4-M2X', '7KQ4-M2XDA', '0KQ4-M2XD', '7KQ4-M2XO', 'IKQ4-M2XD', '']) {
      expect(normaliseBookingCode(typed), typed).toBeUndefined();
    }
  });
});

describe('bookingChatText', () => {
  it('names the booking by its code, when and where, for the clinic to find it', () => {
    expect(
      bookingChatText({ code: 'K7M-4QX', date: monday, time: '09:30', branch: 'mhorfitness' }),
    ).toBe(
      'Halo, saya sudah membuat janji temu dengan kode K7M-4QX (Senin, 30 November 2026 pukul 09.30, cabang MhorFitness Istana Plaza).',
    );
  });
});
