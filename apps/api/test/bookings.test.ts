import {
  apiFilePaths,
  apiPaths,
  bookingMessages,
  bookingTakenSchema,
  cancellationPolicy,
  type ApiCreated,
  type ApiError,
  type ApiSuccess,
  type Booking,
  type BookingCreated,
  type BookingInfo,
  type BookingTaken,
  type BookingTimes,
  type LocationRecord,
} from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  asClient,
  bookingForm,
  countRows,
  getJson,
  postJson,
  serverForTests,
  visitorDatabasePath,
  withConnection,
} from './helpers';
import { expectAnswer, expectSchema } from './shapes';

/** Monday 30 November 2026, 08:00 in Jakarta (01:00 UTC). */
const monday8am = Date.parse('2026-11-30T01:00:00Z');
let clock = monday8am;
const server = serverForTests('bookings', { trustProxy: 1, now: () => clock });
const url = (path: string) => `${server.url}/api${path}`;

beforeEach(() => {
  clock = monday8am;
});

let clients = 0;

/** POSTs a booking as a new client (or `client`), answering status and body. */
async function book(values: Record<string, unknown> = {}, client?: number) {
  clients += 1;
  const { res, body } = await postJson(
    url(apiPaths.createBooking()),
    bookingForm(values),
    asClient(client ?? clients),
  );
  return { res, body };
}

async function booked(values: Record<string, unknown> = {}): Promise<BookingCreated> {
  const { res, body } = await book(values);
  expect(res.status, JSON.stringify(body)).toBe(201);
  expectAnswer('createBooking', body);
  return (body as ApiCreated<BookingCreated>).data;
}

async function times(branch: string, service: string, date?: string) {
  const { res, body } = await getJson(
    url(
      apiPaths.bookingTimes({
        branch: branch as 'kiaracondong',
        service: service as 'pediatric',
        ...(date ? { date } : {}),
      }),
    ),
  );
  return { res, body: body as ApiSuccess<BookingTimes> & Partial<Omit<ApiError, 'success'>> };
}

const freeAt = (answer: BookingTimes, time: string) =>
  answer.times.find((entry) => entry.time === time)?.free;

const visitorPath = () => visitorDatabasePath(server.databasePath);
const bookingCount = () => countRows(visitorPath(), 'bookings');

describe('the free times', () => {
  it('list every 30 minutes from opening to closing less the length, and 14 dates', async () => {
    const { res, body } = await times('kiaracondong', 'rehab-recovery', '2026-12-01');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectAnswer('bookingTimes', body);
    expect(body.data.length_minutes).toBe(90);
    // 09:00 to 17:00 less 90 minutes: the last start is 15:30.
    expect(body.data.times.map((entry) => entry.time)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15']
        .flatMap((hour) => [`${hour}:00`, `${hour}:30`])
        .filter((time) => time <= '15:30'),
    );
    expect(body.data.times.every((entry) => entry.free)).toBe(true);
    expect(body.data.dates.map((entry) => entry.date)).toHaveLength(14);
    expect(body.data.dates[0]).toEqual({ date: '2026-11-30', label: 'Sen, 30 Nov' });
    expect(body.data.dates.at(-1)?.date).toBe('2026-12-13');
    expect(body.data.dates.find((entry) => entry.date === '2026-12-06')?.closed).toEqual({
      reason: 'Tutup setiap hari Minggu',
    });
  });

  it('offer today only from 2 hours ahead, and take the first open date when none is given', async () => {
    clock = Date.parse('2026-11-30T03:10:00Z'); // 10:10 WIB
    const { body } = await times('sumur-bandung', 'pediatric');
    expect(body.data.date).toBe('2026-11-30');
    expect(body.data.times[0]?.time).toBe('12:30');
  });

  it('refuse a date outside the 14 days with 400 and the message of the contract', async () => {
    const { res, body } = await times('kiaracondong', 'pediatric', '2026-12-14');
    expect(res.status).toBe(400);
    expect(body.message).toBe(bookingMessages.dateOutOfRange);
    const past = await times('kiaracondong', 'pediatric', '2026-11-29');
    expect(past.res.status).toBe(400);
  });

  it('refuse an unknown branch or a service that is not booked here (homecare) with 400', async () => {
    const { res, body } = await times('jakarta', 'homecare', '2026-12-01');
    expect(res.status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['branch', 'service']);
  });

  it('turn to the next Jakarta day at midnight Jakarta, not UTC', async () => {
    clock = Date.parse('2026-11-30T16:59:59Z'); // 23:59:59 WIB, Monday
    expect((await times('kiaracondong', 'pediatric')).body.data.dates[0]?.date).toBe('2026-11-30');
    clock = Date.parse('2026-11-30T17:00:00Z'); // 00:00 WIB, Tuesday
    const tuesday = await times('kiaracondong', 'pediatric');
    expect(tuesday.body.data.dates[0]?.date).toBe('2026-12-01');
    expect(tuesday.body.data.times[0]?.time).toBe('09:00');
  });
});

describe('booking a time', () => {
  it('answers 201 with the code and the token, and stores the token only as its hash', async () => {
    const created = await booked({ date: '2026-12-02', time: '09:30' });
    expect(created).toMatchObject({
      status: 'confirmed',
      branch: 'kiaracondong',
      service: 'pediatric',
      date: '2026-12-02',
      time: '09:30',
      start: '2026-12-02T02:30:00.000Z',
      end: '2026-12-02T03:30:00.000Z',
      can_self_manage: true,
    });
    expect(created.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const stored = withConnection(visitorPath(), (db) =>
      db.prepare('SELECT * FROM bookings WHERE code = ?').get(created.code),
    ) as Record<string, unknown>;
    expect(Object.values(stored)).not.toContain(created.manage_token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.phone_key).toMatch(/^628131/);
  });

  it('accepts today exactly 2 hours ahead, and refuses a minute less with 400', async () => {
    clock = Date.parse('2026-11-30T04:00:00Z'); // 11:00 WIB
    expect(
      (await book({ branch: 'sumur-bandung', date: '2026-11-30', time: '13:00' })).res.status,
    ).toBe(201);
    clock = Date.parse('2026-11-30T04:30:01Z'); // 11:30:01 WIB: 13:30 is 1:59:59 ahead
    const before = bookingCount();
    const { res, body } = await book({
      branch: 'sumur-bandung',
      date: '2026-11-30',
      time: '13:30',
    });
    expect(res.status).toBe(400);
    expect((body as ApiError).message).toBe(bookingMessages.notATime);
    expect(bookingCount()).toBe(before);
  });

  it('accepts the 14th day and refuses the 15th', async () => {
    expect(
      (await book({ branch: 'mhorfitness', date: '2026-12-12', time: '13:00' })).res.status,
    ).toBe(201);
    const { res, body } = await book({ branch: 'mhorfitness', date: '2026-12-14', time: '13:00' });
    expect(res.status).toBe(400);
    expect((body as ApiError).errors).toEqual({ date: [bookingMessages.dateOutOfRange] });
  });

  it('refuses a time that is not a slot, a past date and a closed day, storing nothing', async () => {
    const before = bookingCount();
    const notSlot = await book({ time: '10:15' });
    expect(notSlot.res.status).toBe(400);
    expect((notSlot.body as ApiError).errors).toEqual({ time: [bookingMessages.notATime] });
    expect((await book({ time: '16:30' })).res.status).toBe(400); // ends after closing
    expect((await book({ date: '2026-11-29' })).res.status).toBe(400);
    const sunday = await book({ date: '2026-12-06' });
    expect(sunday.res.status).toBe(409);
    expect((sunday.body as ApiError).message).toBe(
      bookingMessages.closed('Tutup setiap hari Minggu'),
    );
    expect(bookingCount()).toBe(before);
  });

  it('refuses a holiday with its name', async () => {
    clock = Date.parse('2026-12-20T01:00:00Z');
    const { res, body } = await book({ date: '2026-12-25', time: '10:00' });
    expect(res.status).toBe(409);
    expect((body as ApiError).message).toBe(bookingMessages.closed('Kelahiran Yesus Kristus'));
  });

  it('refuses fields the contract refuses with 400 and each message by field', async () => {
    const { res, body } = await book({ phone: '12', consent: false, branch: 'jakarta' });
    expect(res.status).toBe(400);
    expect(Object.keys((body as ApiError).errors ?? {}).sort()).toEqual([
      'branch',
      'consent',
      'phone',
    ]);
  });

  it('stores nothing when the honeypot is filled', async () => {
    const before = bookingCount();
    const { res, body } = await book({ website: 'http://penipu.example', time: '11:00' });
    expect(res.status).toBe(400);
    expect((body as ApiError).message).toBe(bookingMessages.notAccepted);
    expect(bookingCount()).toBe(before);
  });

  it('answers 409 with the issue’s text and the times now when the last place is taken', async () => {
    await booked({
      branch: 'mhorfitness',
      date: '2026-12-03',
      time: '10:00',
      service: 'geriatric',
    });
    const { res, body } = await book({
      branch: 'mhorfitness',
      date: '2026-12-03',
      time: '10:30',
      service: 'geriatric',
    });
    expect(res.status).toBe(409);
    const taken = expectSchema(bookingTakenSchema, body);
    expect(taken.message).toBe('Maaf, jam ini baru saja terisi. Silakan pilih jam lain.');
    expect(taken.date).toBe('2026-12-03');
    expect(taken.times.find((entry) => entry.time === '10:30')).toEqual({
      time: '10:30',
      free: false,
    });
    expect(taken.times.find((entry) => entry.time === '11:00')).toEqual({
      time: '11:00',
      free: true,
    });
  });

  it('limits bookings per client (429 with Retry-After) and active bookings per number', async () => {
    const client = 9000;
    for (let index = 0; index < 5; index += 1) {
      const { res } = await book(
        { branch: 'sumur-bandung', date: '2026-12-04', time: `1${index}:00` },
        client,
      );
      expect(res.status).toBe(201);
    }
    const sixth = await book(
      { branch: 'sumur-bandung', date: '2026-12-04', time: '15:00' },
      client,
    );
    expect(sixth.res.status).toBe(429);
    expect(Number(sixth.res.headers.get('retry-after'))).toBe(3600);
    expect((sixth.body as ApiError).message).toBe(bookingMessages.tooMany);
    clock += 60 * 60_000;
    expect(
      (await book({ branch: 'sumur-bandung', date: '2026-12-04', time: '15:00' }, client)).res
        .status,
    ).toBe(201);

    // The same number however it is written: "0812…", "+62 812…", "62812…".
    await booked({ phone: '0812-9999-0001', date: '2026-12-07', time: '09:00' });
    await booked({ phone: '+62 812 9999 0001', date: '2026-12-07', time: '10:00' });
    const third = await book({ phone: '628129999 0001', date: '2026-12-07', time: '11:00' });
    expect(third.res.status).toBe(409);
    expect((third.body as ApiError).message).toBe(bookingMessages.phoneLimit);
  });
});

describe('the private link', () => {
  it('opens the booking by its token only, without contact details or the token', async () => {
    const created = await booked({ date: '2026-12-08', time: '14:00' });
    const { res, body } = await getJson(url(apiPaths.booking(created.manage_token)));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectAnswer('booking', body);
    const read = (body as ApiSuccess<Booking>).data;
    expect(read.code).toBe(created.code);
    expect(JSON.stringify(read)).not.toMatch(/manage_token|0813-|sari@contoh\.id/);

    const other = `${created.manage_token.slice(0, -1)}${created.manage_token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [other, created.code, 'x'.repeat(43), 'pendek']) {
      const answer = await getJson(url(apiPaths.booking(wrong)));
      expect(answer.res.status).toBe(404);
      expect((answer.body as ApiError).message).toBe(bookingMessages.notFound);
    }
  });

  it('cancels until 24 hours before, that moment excluded; the time is free at once', async () => {
    const created = await booked({ branch: 'mhorfitness', date: '2026-12-09', time: '09:00' });
    const start = Date.parse(created.start);
    expect(freeAt((await times('mhorfitness', 'pediatric', '2026-12-09')).body.data, '09:00')).toBe(
      false,
    );

    clock = start - 24 * 60 * 60_000;
    const late = await postJson(url(apiPaths.cancelBooking(created.manage_token)), {});
    expect(late.res.status).toBe(409);
    expect((late.body as ApiError).message).toBe(bookingMessages.selfServiceClosed);
    expect((await getJson(url(apiPaths.booking(created.manage_token)))).body).toMatchObject({
      data: { can_self_manage: false, status: 'confirmed' },
    });

    clock = start - 24 * 60 * 60_000 - 1;
    const { res, body } = await getJson(url(apiPaths.cancelBooking(created.manage_token)), {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expectAnswer('cancelBooking', body);
    expect((body as ApiSuccess<Booking>).data).toMatchObject({
      status: 'cancelled',
      can_self_manage: false,
    });
    expect(freeAt((await times('mhorfitness', 'pediatric', '2026-12-09')).body.data, '09:00')).toBe(
      true,
    );

    const again = await getJson(url(apiPaths.cancelBooking(created.manage_token)), {
      method: 'POST',
    });
    expect(again.res.status).toBe(409);
    expect((again.body as ApiError).message).toBe(bookingMessages.alreadyCancelled);
  });

  it('moves to another free time keeping code and token, freeing the old one', async () => {
    const created = await booked({ branch: 'mhorfitness', date: '2026-12-10', time: '09:00' });
    await booked({ branch: 'mhorfitness', date: '2026-12-10', time: '11:00' });
    const move = (to: Record<string, string>) =>
      postJson(url(apiPaths.moveBooking(created.manage_token)), to);

    const taken = await move({ date: '2026-12-10', time: '11:00' });
    expect(taken.res.status).toBe(409);
    expect((taken.body as BookingTaken).times.length).toBeGreaterThan(0);
    expect((await move({ date: '2026-12-10', time: '11:10' })).res.status).toBe(400);
    expect((await move({ date: '2026-12-10' })).res.status).toBe(400);
    // Its own place does not block a move into an overlapping time.
    const { res, body } = await move({ date: '2026-12-10', time: '09:30' });
    expect(res.status).toBe(200);
    expectAnswer('moveBooking', body);
    expect((body as ApiSuccess<Booking>).data).toMatchObject({ code: created.code, time: '09:30' });
    const day = async () => (await times('mhorfitness', 'pediatric', '2026-12-10')).body.data;
    expect(freeAt(await day(), '09:00')).toBe(false); // 09:00-10:00 meets 09:30-10:30
    expect((await move({ date: '2026-12-10', time: '13:00' })).res.status).toBe(200);
    expect(freeAt(await day(), '09:00')).toBe(true);
    expect(freeAt(await day(), '13:00')).toBe(false);
    expect((await getJson(url(apiPaths.booking(created.manage_token)))).body).toMatchObject({
      data: { code: created.code, time: '13:00' },
    });

    clock = Date.parse('2026-12-09T06:00:00Z'); // 13:00 WIB: exactly 24 hours before
    const closed = await move({ date: '2026-12-11', time: '09:00' });
    expect(closed.res.status).toBe(409);
    expect((closed.body as ApiError).message).toBe(bookingMessages.selfServiceClosed);
  });

  it('downloads the calendar file: Asia/Jakarta with its VTIMEZONE, the branch as location, one UID', async () => {
    const created = await booked({ branch: 'sumur-bandung', date: '2026-12-11', time: '09:30' });
    const calendar = async () => {
      const res = await fetch(url(apiFilePaths.bookingCalendar(created.manage_token)));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
      const root = new ICAL.Component(ICAL.parse(await res.text()));
      const event = root.getFirstSubcomponent('vevent');
      if (!event) throw new Error('No VEVENT');
      return { root, event };
    };
    const first = await calendar();
    const timezone = first.root.getFirstSubcomponent('vtimezone');
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Asia/Jakarta');
    if (timezone) ICAL.TimezoneService.register(timezone);
    const start = first.event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(first.event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Jakarta');
    expect(start.toJSDate().toISOString()).toBe('2026-12-11T02:30:00.000Z');
    expect((first.event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-12-11T03:30:00.000Z',
    );
    expect(first.event.getFirstPropertyValue('location')).toMatch(
      /Sumur Bandung, Jl\. Sunda No\. 56/,
    );
    expect(first.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(first.event.getFirstPropertyValue('sequence')).toBe(0);
    expect(first.event.getFirstPropertyValue('description')).toContain(created.code);
    const uid = first.event.getFirstPropertyValue('uid');

    await postJson(url(apiPaths.moveBooking(created.manage_token)), {
      date: '2026-12-11',
      time: '10:00',
    });
    const moved = await calendar();
    expect(moved.event.getFirstPropertyValue('uid')).toBe(uid);
    expect(moved.event.getFirstPropertyValue('sequence')).toBe(1);

    await postJson(url(apiPaths.cancelBooking(created.manage_token)), {});
    const cancelled = await calendar();
    expect(cancelled.root.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(cancelled.event.getFirstPropertyValue('uid')).toBe(uid);

    expect((await fetch(url(apiFilePaths.bookingCalendar('x'.repeat(43))))).status).toBe(404);
  });
});

describe('what the booking page reads', () => {
  it('the booking content, the emergency number and the terms’ cancellation policy', async () => {
    const { body } = await getJson(url(apiPaths.bookingInfo()));
    expectAnswer('bookingInfo', body);
    const info = (body as ApiSuccess<BookingInfo>).data;
    expect(info.warning_signs).toHaveLength(6);
    expect(info.emergency_phone).toBe(defaultSettings.contact.emergency_phone);
    expect(info.ambulance_phone).toBe('119');
    expect(info.cancellation_policy).toEqual([...cancellationPolicy]);
    const terms = await getJson(url(apiPaths.page('syarat-ketentuan')));
    const content = (terms.body as ApiSuccess<{ content: string }>).data.content;
    for (const rule of info.cancellation_policy) expect(content).toContain(`<li>${rule}</li>`);
  });

  it('a branch’s next closure within the 14 days, the clinic’s own before a holiday', async () => {
    const nextClosure = async (slug: string) => {
      const { body } = await getJson(url(apiPaths.location(slug)));
      return (body as ApiSuccess<LocationRecord>).data.next_closure;
    };
    clock = Date.parse('2026-12-10T05:00:00Z'); // 24 December is the 15th day
    expect(await nextClosure('kiaracondong')).toBeUndefined();
    clock = Date.parse('2026-12-11T05:00:00Z'); // now the 14th
    expect(await nextClosure('kiaracondong')).toEqual({
      date: '2026-12-24',
      reason: 'Cuti Bersama Kelahiran Yesus Kristus',
    });
    withConnection(visitorPath(), (db) =>
      db
        .prepare(
          "INSERT INTO branch_closures (branch, date, reason, created_at) VALUES ('mhorfitness', '2026-12-14', 'Renovasi ruang terapi', '2026-12-01T00:00:00Z')",
        )
        .run(),
    );
    expect(await nextClosure('mhorfitness')).toEqual({
      date: '2026-12-14',
      reason: 'Renovasi ruang terapi',
    });
    const { body } = await getJson(url(apiPaths.locations()));
    expectAnswer('locations', body);
    const closed = await times('mhorfitness', 'pediatric', '2026-12-14');
    expect(closed.body.data.times).toEqual([]);
    expect(closed.body.data.dates.find((entry) => entry.date === '2026-12-14')?.closed).toEqual({
      reason: 'Renovasi ruang terapi',
    });
    const refused = await book({ branch: 'mhorfitness', date: '2026-12-14' });
    expect((refused.body as ApiError).message).toBe(
      bookingMessages.closed('Renovasi ruang terapi'),
    );
  });
});
