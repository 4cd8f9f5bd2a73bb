import {
  addDays,
  bookableService,
  bookingRules,
  jakartaInstant,
  type BookingTimes,
} from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { createBookingRows } from '../src/data/booking-store';
import { branchLocation, createBookingTimes, isBranch, visitSpan } from '../src/data/booking-times';
import { storesForTests } from './helpers';

const files = storesForTests('booking-times');
const offer = () =>
  createBookingTimes(createBookingRows(files.db), files.stores.locations, files.stores.closures);

/** Monday 30 November 2026, 08:00 in Jakarta. */
const monday = new Date('2026-11-30T01:00:00Z');
const today = '2026-11-30';
const lastDay = addDays(today, bookingRules.days - 1);

function answer(branch: 'kiaracondong' | 'mhorfitness', date?: string, now = monday) {
  const answered = offer().answer({ branch, service: 'pediatric', ...(date ? { date } : {}) }, now);
  if (!answered.ok) throw new Error(`Refused: ${answered.refused}`);
  return answered.value;
}

const closeBranch = (branch: string | null, date: string, reason: string) =>
  files.db
    .prepare(
      'INSERT INTO visitors.branch_closures (branch, date, reason, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(branch, date, reason, monday.toISOString());

/** Fills mhorfitness' one place from 10:00 to 11:00 on 1 December. */
function fillMhorfitness() {
  const { start, end } = visitSpan('pediatric', '2026-12-01', '10:00');
  return createBookingRows(files.db).insert({
    code: 'TEST-0001',
    token: 'T'.repeat(43),
    branch: 'mhorfitness',
    service: 'pediatric',
    start,
    end,
    name: 'Sari',
    phone: '0812-3456-7890',
    phoneKey: '6281234567890',
    email: null,
    complaint: null,
    client: 'client-a',
    now: monday,
  });
}

const freeAt = (times: BookingTimes['times'], time: string) =>
  times.find((entry) => entry.time === time)?.free;

describe('the dates a branch offers', () => {
  it('are the contract’s booking days from today, a Sunday closed by the weekly hours', () => {
    const { dates } = answer('kiaracondong', '2026-12-01');
    expect(dates).toHaveLength(bookingRules.days);
    expect(dates[0]?.date).toBe(today);
    expect(dates.at(-1)?.date).toBe(lastDay);
    expect(dates.find((day) => day.date === '2026-12-06')?.closed).toEqual({
      reason: 'Tutup setiap hari Minggu',
    });
  });

  it('close the days of both files, the clinic’s own reason before a holiday’s', () => {
    closeBranch('kiaracondong', '2026-12-02', 'Pelatihan staf');
    closeBranch('kiaracondong', addDays(lastDay, 1), 'Renovasi');
    const { dates } = answer('kiaracondong', '2026-12-01');
    expect(dates.find((day) => day.date === '2026-12-02')?.closed).toEqual({
      reason: 'Pelatihan staf',
    });
    expect(files.stores.closures.inBookingDays(monday).map((closure) => closure.date)).toEqual([
      '2026-12-02',
    ]);
    const elsewhere = answer('mhorfitness', '2026-12-01').dates;
    expect(elsewhere.find((day) => day.date === '2026-12-02')?.closed).toBeUndefined();

    const december20 = new Date('2026-12-20T01:00:00Z');
    const holiday = () =>
      answer('kiaracondong', '2026-12-21', december20).dates.find(
        (day) => day.date === '2026-12-25',
      );
    expect(holiday()?.closed).toEqual({ reason: 'Kelahiran Yesus Kristus' });
    closeBranch(null, '2026-12-25', 'Tutup seluruh cabang');
    expect(holiday()?.closed).toEqual({ reason: 'Tutup seluruh cabang' });
  });
});

describe('the times of a date', () => {
  it('are the asked date’s, or the first open date’s, with the service’s length', () => {
    const sunday = new Date('2026-12-06T01:00:00Z');
    const first = answer('kiaracondong', undefined, sunday);
    expect(first.date).toBe('2026-12-07');
    expect(first.length_minutes).toBe(bookableService('pediatric').bookingMinutes);
    expect(first.times[0]).toEqual({ time: '09:00', free: true });
    expect(answer('kiaracondong', '2026-12-06', sunday).times).toEqual([]);
  });

  it('say a time is taken once the branch’s places are held, and refuse a date out of range', () => {
    fillMhorfitness();
    const { times } = answer('mhorfitness', '2026-12-01');
    expect(freeAt(times, '09:30')).toBe(false);
    expect(freeAt(times, '11:00')).toBe(true);
    const out = offer().answer(
      { branch: 'kiaracondong', service: 'pediatric', date: '2026-11-29' },
      monday,
    );
    expect(out).toEqual({ ok: false, refused: 'dateOutOfRange' });
  });
});

describe('the check of a chosen time', () => {
  const visit = { branch: 'mhorfitness', service: 'pediatric' } as const;
  const check = (date: string, time: string, now = monday, except?: number) =>
    offer().check(visit, { date, time }, now, except);

  it('passes a free time of an open day up to the last bookable day', () => {
    expect(check('2026-12-01', '09:00')).toBeUndefined();
    // From a Tuesday the last day is a Monday, open.
    const tuesday = new Date('2026-12-01T01:00:00Z');
    expect(check(addDays('2026-12-01', bookingRules.days - 1), '10:00', tuesday)).toBeUndefined();
  });

  it('refuses, in the order a person fixes them: the date, the day, the time, the place', () => {
    closeBranch('mhorfitness', '2026-12-02', 'Renovasi ruang terapi');
    expect(check('2026-11-29', '10:00')).toEqual({ ok: false, refused: 'dateOutOfRange' });
    expect(check(addDays(lastDay, 1), '10:00')).toEqual({ ok: false, refused: 'dateOutOfRange' });
    expect(check('2026-12-06', '10:00')).toEqual({
      ok: false,
      refused: 'closed',
      reason: 'Tutup setiap hari Minggu',
    });
    expect(check('2026-12-02', '10:00')).toMatchObject({ refused: 'closed' });
    expect(check('2026-12-01', '10:15')).toEqual({ ok: false, refused: 'notATime' });
    // Today 09:30 is 90 minutes ahead of 08:00: closer than the lead time.
    const lead = jakartaInstant(today, '09:30').getTime() - monday.getTime();
    expect(lead).toBeLessThan(bookingRules.leadMinutes * 60_000);
    expect(check(today, '09:30')).toEqual({ ok: false, refused: 'notATime' });

    const held = fillMhorfitness();
    const taken = check('2026-12-01', '10:30');
    expect(taken).toMatchObject({ ok: false, refused: 'taken', times: { date: '2026-12-01' } });
    expect(taken?.refused === 'taken' && freeAt(taken.times.times, '11:00')).toBe(true);
    // A move leaves the booking's own place out.
    expect(check('2026-12-01', '10:30', monday, held.id)).toBeUndefined();
  });
});

describe('the branch and the service', () => {
  it('are the clinic’s: a visit holds the service’s length; homecare and other branches are not booked', () => {
    const { start, end } = visitSpan('rehab-recovery', '2026-12-01', '09:00');
    expect(start.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(
      bookableService('rehab-recovery').bookingMinutes * 60_000,
    );
    expect(() => bookableService('homecare')).toThrow('not booked online');
    expect(isBranch('kiaracondong')).toBe(true);
    expect(isBranch('jakarta')).toBe(false);
    expect(branchLocation(files.stores.locations, 'sumur-bandung').name).toMatch(/Sumur Bandung/);
    expect(() => branchLocation(files.stores.locations, 'jakarta')).toThrow('has no location');
  });
});
