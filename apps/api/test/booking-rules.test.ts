import {
  bookingRequestSchema,
  bookingRules,
  honeypotName,
  limits,
  type BookingRequestInput,
} from '@klinik/clinic';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hashToken, type RandomBytes } from '../src/data/booking-codes';
import { createBookingStore, type BookingOutcome } from '../src/data/booking-rules';
import { bookingForm, storesForTests, testStaffKey } from './helpers';

const files = storesForTests('booking-rules');

/** Monday 30 November 2026, 08:00 in Jakarta. */
const monday = new Date('2026-11-30T01:00:00Z');
const hour = 60 * 60_000;
let mailed = 0;

beforeEach(() => {
  mailed = 0;
});

const store = (randomBytes?: RandomBytes) =>
  createBookingStore(files.db, {
    locations: files.stores.locations,
    settings: files.stores.settings,
    closures: files.stores.closures,
    siteUrl: 'https://contoh.geraksehat.id',
    key: testStaffKey,
    onMail: () => (mailed += 1),
    ...(randomBytes ? { randomBytes } : {}),
  });

/** A checked booking form (`bookingForm`), as the route hands it to the rules. */
const request = (values: Partial<BookingRequestInput> = {}) =>
  z.parse(bookingRequestSchema, bookingForm(values));

function value<T>(outcome: BookingOutcome<T>): T {
  if (!outcome.ok) throw new Error(`Refused: ${outcome.refused}`);
  return outcome.value;
}

const count = (table: string) =>
  files.db.prepare(`SELECT count(*) FROM visitors.${table}`).pluck().get();

let clients = 0;
const book = (values: Partial<BookingRequestInput> = {}, clientKey = `client-${(clients += 1)}`) =>
  store().create(request(values), { now: monday, clientKey });

describe('booking a time', () => {
  it('stores the booking and its mails in one write, the token only in the answer', () => {
    const created = value(book({ date: '2026-12-02', time: '09:30' }));
    expect(created).toMatchObject({ status: 'confirmed', date: '2026-12-02', time: '09:30' });
    const stored = files.db
      .prepare<[string], { token_hash: string }>('SELECT * FROM visitors.bookings WHERE code = ?')
      .get(created.code);
    expect(stored?.token_hash).toBe(hashToken(created.manage_token).toString('hex'));
    // The confirmation to the branch and the visitor, and the day-before reminder.
    expect(
      files.db
        .prepare('SELECT kind, recipient, next_attempt_at FROM visitors.booking_mails ORDER BY id')
        .all(),
    ).toEqual([
      expect.objectContaining({ kind: 'created', recipient: 'clinic' }),
      expect.objectContaining({ kind: 'created', recipient: 'visitor' }),
      { kind: 'reminder', recipient: 'visitor', next_attempt_at: '2026-12-01T01:00:00.000Z' },
    ]);
    expect(mailed).toBe(1);
  });

  it('refuses a filled honeypot, storing nothing and waking no outbox', () => {
    expect(book({ [honeypotName]: 'http://penipu.example' })).toEqual({
      ok: false,
      refused: 'notAccepted',
    });
    expect(count('bookings')).toBe(0);
    expect(mailed).toBe(0);
  });

  it('refuses a time the day does not offer, as the times say', () => {
    expect(book({ time: '10:15' })).toEqual({ ok: false, refused: 'notATime' });
    expect(book({ date: '2026-12-06' })).toMatchObject({ refused: 'closed' });
    expect(count('bookings')).toBe(0);
  });

  it('limits a client’s bookings within the window, until the first leaves it', () => {
    const [{ max, minutes } = { max: 0, minutes: 0 }] = limits.bookings.perClient;
    for (let index = 0; index < max; index += 1) {
      value(book({ branch: 'sumur-bandung', time: `1${index}:00` }, 'one-client'));
    }
    expect(book({ time: '15:00' }, 'one-client')).toEqual({
      ok: false,
      refused: 'tooMany',
      retryAfterSeconds: minutes * 60,
    });
    const later = new Date(monday.getTime() + minutes * 60_000);
    const again = store().create(request({ time: '15:00' }), {
      now: later,
      clientKey: 'one-client',
    });
    expect(again.ok).toBe(true);
  });

  it('limits the bookings to come of one number, however it is written', () => {
    const numbers = ['0812-9999-0001', '+62 812 9999 0001', '628129999 0001'];
    const outcomes = numbers.map((phone, index) => book({ phone, time: `1${index}:00` }));
    const allowed = limits.bookings.activePerPhone;
    expect(outcomes.slice(0, allowed).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[allowed]).toEqual({ ok: false, refused: 'phoneLimit' });
  });

  it('draws the code again when it is already stored', () => {
    let codeDraws = 0;
    let tokens = 0;
    // Tokens all differ; the first two code draws give "2222-2222", the next "3333-3333".
    const random: RandomBytes = (length) => {
      if (length === 32) return new Uint8Array(32).fill((tokens += 1));
      codeDraws += 1;
      return new Uint8Array(length).fill(codeDraws <= 2 ? 0 : 1);
    };
    const first = value(store(random).create(request(), { now: monday, clientKey: 'a' }));
    const second = value(store(random).create(request(), { now: monday, clientKey: 'b' }));
    expect([first.code, second.code]).toEqual(['2222-2222', '3333-3333']);
  });
});

describe('the private link', () => {
  it('moves to a free time, its own place left out, and refuses a taken one with the times now', () => {
    const created = value(book({ branch: 'mhorfitness', time: '09:00' }));
    value(book({ branch: 'mhorfitness', time: '11:00' }));
    const taken = store().move(created.manage_token, { date: '2026-12-01', time: '11:00' }, monday);
    expect(taken).toMatchObject({ ok: false, refused: 'taken', times: { date: '2026-12-01' } });
    mailed = 0;
    const moved = store().move(created.manage_token, { date: '2026-12-01', time: '09:30' }, monday);
    expect(value(moved)).toMatchObject({ code: created.code, time: '09:30' });
    expect(mailed).toBe(1);
  });

  it('cancels until the self-service hours before, then refuses; an unknown token is not found', () => {
    const created = value(book());
    const start = Date.parse(created.start);
    const edge = new Date(start - bookingRules.selfServiceHours * hour);
    expect(store().cancel(created.manage_token, edge)).toEqual({
      ok: false,
      refused: 'selfServiceClosed',
    });
    const before = new Date(edge.getTime() - 1);
    expect(value(store().cancel(created.manage_token, before)).status).toBe('cancelled');
    expect(store().cancel(created.manage_token, before)).toEqual({
      ok: false,
      refused: 'alreadyCancelled',
    });
    expect(store().find('x'.repeat(43), monday)).toEqual({ ok: false, refused: 'notFound' });
    expect(store().calendar('pendek', monday)).toEqual({ ok: false, refused: 'notFound' });
    expect(value(store().calendar(created.manage_token, monday)).method).toBe('CANCEL');
  });
});

describe('the clinic’s tools', () => {
  it('cancel by the code, on the clinic’s behalf, and list with the contact details', () => {
    const created = value(book({ complaint: 'Nyeri lutut.' }));
    expect(store().cancelByCode('ZZZZ-ZZZZ', monday)).toEqual({ ok: false, refused: 'notFound' });
    expect(value(store().cancelByCode(created.code, monday)).status).toBe('cancelled');
    expect(store().cancelByCode(created.code, monday)).toEqual({
      ok: false,
      refused: 'alreadyCancelled',
    });
    const [listed] = store().list({ date: '2026-12-01' }, monday);
    expect(listed).toMatchObject({
      code: created.code,
      email: 'sari@contoh.id',
      complaint: 'Nyeri lutut.',
      cancelled_by: 'clinic',
    });
    expect(store().list({ date: '2026-12-02' }, monday)).toEqual([]);
  });
});
