import { jakartaInstant } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/data/booking-codes';
import {
  createBookingRows,
  toBooking,
  toListing,
  type NewBookingRow,
} from '../src/data/booking-store';
import { storesForTests } from './helpers';

const files = storesForTests('booking-store');
const rows = () => createBookingRows(files.db);

/** Monday 30 November 2026, 08:00 in Jakarta. */
const now = new Date('2026-11-30T01:00:00Z');
const tokenOf = (n: number) => `${'T'.repeat(40)}${String(n).padStart(3, '0')}`;

let made = 0;
/** A new booking of an hour at `time` on `date` (Jakarta), with its own code and token. */
function newBooking(values: Partial<NewBookingRow> & { date?: string; time?: string } = {}) {
  made += 1;
  const { date = '2026-12-01', time = '09:00', ...rest } = values;
  const start = jakartaInstant(date, time);
  const booking: NewBookingRow = {
    code: `TEST-${String(made).padStart(4, '0')}`,
    token: tokenOf(made),
    branch: 'kiaracondong',
    service: 'pediatric',
    start,
    end: new Date(start.getTime() + 60 * 60_000),
    name: 'Sari Wulandari',
    phone: '0812-3456-7890',
    phoneKey: '6281234567890',
    email: 'sari@contoh.id',
    complaint: null,
    client: 'client-a',
    now,
    ...rest,
  };
  return rows().insert(booking);
}

describe('the bookings’ rows', () => {
  it('store a new booking with its token only as the hash, and find it by token and by code', () => {
    const row = newBooking({ code: 'ZZZZ-2345' });
    expect(row).toMatchObject({
      code: 'ZZZZ-2345',
      status: 'confirmed',
      start_at: '2026-12-01T02:00:00.000Z',
      end_at: '2026-12-01T03:00:00.000Z',
      sequence: 0,
      created_at: now.toISOString(),
    });
    expect(row.token_hash).toBe(hashToken(tokenOf(made)).toString('hex'));
    expect(rows().byToken(tokenOf(made))?.id).toBe(row.id);
    expect(rows().byCode('ZZZZ-2345')?.id).toBe(row.id);
    expect(rows().codeTaken('ZZZZ-2345')).toBe(true);
    expect(rows().codeTaken('ZZZZ-2346')).toBe(false);
  });

  it('open nothing for another token, a stored hash, or text that is no token', () => {
    const row = newBooking();
    for (const wrong of [tokenOf(made + 1), row.token_hash, row.code, '', 'x'.repeat(44)]) {
      expect(rows().byToken(wrong), wrong).toBeUndefined();
    }
  });

  it('hold a place only while confirmed and overlapping the Jakarta day', () => {
    const first = newBooking({ time: '09:00' });
    newBooking({ time: '16:00' });
    newBooking({ date: '2026-12-02', time: '09:00' });
    newBooking({ branch: 'mhorfitness', time: '09:00' });
    const cancelled = newBooking({ time: '10:00' });
    rows().cancel(cancelled.id, now, 'visitor');

    const held = rows().heldOn('kiaracondong', '2026-12-01');
    expect(held.map((visit) => visit.start.toISOString()).sort()).toEqual([
      '2026-12-01T02:00:00.000Z',
      '2026-12-01T09:00:00.000Z',
    ]);
    expect(rows().heldOn('kiaracondong', '2026-12-01', first.id)).toHaveLength(1);
  });

  it('move a booking, its calendar sequence one up', () => {
    const row = newBooking();
    const start = jakartaInstant('2026-12-03', '13:00');
    const end = jakartaInstant('2026-12-03', '14:30');
    const later = new Date(now.getTime() + 60_000);
    expect(rows().move(row.id, { start, end }, later)).toMatchObject({
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      moved_at: later.toISOString(),
      sequence: 1,
    });
  });

  it('cancel a confirmed booking once, saying by whom', () => {
    const row = newBooking();
    expect(rows().cancel(row.id, now, 'clinic')).toMatchObject({
      status: 'cancelled',
      cancelled_at: now.toISOString(),
      cancelled_by: 'clinic',
      sequence: 1,
    });
    expect(() => rows().cancel(row.id, now, 'visitor')).toThrow('not stored');
  });

  it('count a client’s recent bookings and a number’s bookings to come', () => {
    newBooking({ now: new Date(now.getTime() - 50 * 60_000) });
    newBooking({ now: new Date(now.getTime() - 10 * 60_000) });
    newBooking({ client: 'client-b' });
    const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
    expect(rows().blockingForClient('client-a', hourAgo, 1)?.created_at).toBe(
      new Date(now.getTime() - 50 * 60_000).toISOString(),
    );
    expect(rows().blockingForClient('client-a', hourAgo, 2)).toBeUndefined();

    expect(rows().activeForPhone('6281234567890', now)).toBe(3);
    rows().cancel(newBooking().id, now, 'visitor');
    newBooking({ date: '2026-11-30', time: '07:00' }); // started an hour before `now`
    expect(rows().activeForPhone('6281234567890', now)).toBe(3);
  });

  it('list the newest booked first, by Jakarta visit date and branch when asked', () => {
    const early = newBooking({ date: '2026-12-02', time: '06:30' }); // 23:30 UTC the day before
    const other = newBooking({ date: '2026-12-02', branch: 'mhorfitness' });
    const next = newBooking({ date: '2026-12-03' });
    const ids = (list: { id: number }[]) => list.map((row) => row.id);
    expect(ids(rows().list({}))).toEqual([next.id, other.id, early.id]);
    expect(ids(rows().list({ date: '2026-12-02' }))).toEqual([other.id, early.id]);
    expect(ids(rows().list({ date: '2026-12-02', branch: 'kiaracondong' }))).toEqual([early.id]);
  });

  it('store a mail for the outbox in the transaction, and store nothing when it throws', () => {
    const store = rows();
    expect(() =>
      store.transaction(() => {
        const row = newBooking();
        store.queueMail(
          row.id,
          'created',
          {
            recipient: 'clinic',
            to: undefined,
            mail: JSON.stringify({
              subject: 'Janji Temu Baru',
              text: '',
              messageId: '<x@y>',
              calendar: { filename: 'a.ics', content: '', method: 'PUBLISH' },
            }),
          },
          now,
          now,
        );
        expect(files.db.prepare('SELECT count(*) FROM visitors.booking_mails').pluck().get()).toBe(
          1,
        );
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(store.list({})).toEqual([]);
    expect(files.db.prepare('SELECT count(*) FROM visitors.booking_mails').pluck().get()).toBe(0);
  });
});

describe('a row as an answer', () => {
  it('carries no contact details and no token, and says until when it can be self-managed', () => {
    const row = newBooking({ date: '2026-12-01', time: '09:00' });
    const booking = toBooking(row, now);
    expect(booking).toEqual({
      code: row.code,
      status: 'confirmed',
      branch: 'kiaracondong',
      service: 'pediatric',
      date: '2026-12-01',
      time: '09:00',
      start: '2026-12-01T02:00:00.000Z',
      end: '2026-12-01T03:00:00.000Z',
      name: 'Sari Wulandari',
      can_self_manage: true,
      created_at: now.toISOString(),
    });
    expect(toBooking(row, new Date('2026-11-30T02:00:00Z')).can_self_manage).toBe(false);
  });

  it('lists the contact details for the clinic', () => {
    const row = newBooking();
    expect(toListing(row, now)).toMatchObject({
      phone: '0812-3456-7890',
      email: 'sari@contoh.id',
      complaint: null,
      cancelled_at: null,
      cancelled_by: null,
      moved_at: null,
    });
  });
});
