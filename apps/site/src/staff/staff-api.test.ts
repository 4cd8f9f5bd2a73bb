import { staffMessages } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { AnswerShapeError, ApiError } from '../data/api-client';
import { answeringServer } from '../data/answering-server';
import { bookingsToContact, createStaffApi, isSignedOut, takenTimes } from './staff-api';

/**
 * The desk's calls over real HTTP: each goes to its path in the contract with its method and JSON
 * body, and its answer passes the site's one door, read with `staffAnswerSchemas`; the refusals
 * that carry more (a closed day's bookings, a taken time's times) are read there too.
 */

const account = {
  id: 2,
  email: 'rina@example.id',
  name: 'Rina',
  role: 'desk',
  branches: ['kiaracondong'],
  second_factor: false,
};
const booking = {
  code: 'K7MQ-4QXZ',
  status: 'confirmed',
  cancel_reason: null,
  source: 'online',
  branch: 'kiaracondong',
  service: 'pediatric',
  date: '2026-12-01',
  time: '10:00',
  end_time: '11:00',
  start: '2026-12-01T03:00:00.000Z',
  end: '2026-12-01T04:00:00.000Z',
  name: 'Sari Wulandari',
  phone: '081234567890',
  email: null,
  complaint: null,
  reminder: { state: 'none', sent_at: null },
  next_statuses: ['arrived', 'no_show', 'cancelled'],
  can_move: true,
  notes: [],
  history: [{ at: '2026-11-26T08:00:00.000Z', by: null, text: 'Dibuat online' }],
  created_at: '2026-11-26T08:00:00.000Z',
};
const time = { time: '10:00', free: false };
const ownAccount = {
  account,
  sessions: [
    {
      id: 7,
      current: true,
      started_at: '2026-11-26T08:00:00.000Z',
      last_seen_at: '2026-11-26T09:00:00.000Z',
      expires_at: '2026-11-26T20:00:00.000Z',
      device: 'Chrome di Android',
    },
  ],
};

/** What each method and address answers; anything else is a 500 without JSON. */
const answers: Record<string, [number, unknown]> = {
  'GET /api/v1/staff/me': [200, { success: true, data: account }],
  'POST /api/v1/staff/bookings/K7MQ-4QXZ/status': [
    200,
    { success: true, data: { ...booking, status: 'arrived', next_statuses: ['done'] } },
  ],
  'POST /api/v1/staff/bookings/K7MQ-4QXZ/move': [
    409,
    { success: false, message: 'Waktu ini baru saja terisi.', date: '2026-12-01', times: [time] },
  ],
  'POST /api/v1/staff/closures': [
    409,
    {
      success: false,
      message: staffMessages.closureHasBookings(1),
      errors: { date: [staffMessages.closureHasBookings(1)] },
      bookings_to_contact: [booking],
    },
  ],
  'DELETE /api/v1/staff/closures/4': [
    200,
    {
      success: true,
      data: {
        id: 4,
        branch: 'kiaracondong',
        date: '2026-12-24',
        reason: 'Listrik padam',
        created_at: '2026-11-26T08:00:00.000Z',
        created_by: 'Admin',
      },
    },
  ],
  'POST /api/v1/staff/account/password': [200, { success: true, data: ownAccount }],
  'POST /api/v1/staff/account/sessions/5/end': [
    422,
    {
      success: false,
      message: staffMessages.currentPasswordWrong,
      errors: { current_password: [staffMessages.currentPasswordWrong] },
    },
  ],
  'GET /api/v1/staff/day?branch=kiaracondong': [401, { success: false, message: 'x' }],
  'GET /api/v1/staff/search?q=sari': [200, { success: true, data: [{ code: 'nope' }] }],
};

const server = answeringServer(answers);

describe('the desk client', () => {
  const staff = () => createStaffApi({ baseUrl: server.baseUrl });

  it('asks who is signed in and reads the account with the contract', async () => {
    await expect(staff().me()).resolves.toEqual({ success: true, data: account });
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/staff/me', body: '' });
  });

  it('posts a status change as JSON to the booking of its code', async () => {
    const changed = await staff().changeStatus('K7MQ-4QXZ', { status: 'arrived' });
    expect(changed.data).toMatchObject({ status: 'arrived', next_statuses: ['done'] });
    expect(server.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/staff/bookings/K7MQ-4QXZ/status',
      body: JSON.stringify({ status: 'arrived' }),
    });
  });

  it('removes a closure with DELETE', async () => {
    await expect(staff().removeClosure(4)).resolves.toMatchObject({ data: { id: 4 } });
    expect(server.seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/v1/staff/closures/4' });
  });

  it('reads a closed day’s bookings to contact and a taken time’s times from their 409', async () => {
    const conflict = await staff()
      .addClosure({ branch: 'kiaracondong', date: '2026-12-01', reason: 'Listrik padam' })
      .catch((error: unknown) => error);
    expect(conflict).toMatchObject({ status: 409, message: staffMessages.closureHasBookings(1) });
    expect(bookingsToContact(conflict)).toEqual([booking]);
    expect(takenTimes(conflict)).toBeUndefined();

    const taken = await staff()
      .moveBooking('K7MQ-4QXZ', { date: '2026-12-01', time: '10:00' })
      .catch((error: unknown) => error);
    expect(takenTimes(taken)).toMatchObject({ date: '2026-12-01', times: [time] });
    expect(bookingsToContact(taken)).toBeUndefined();
  });

  it('changes one’s own password and ends a session with the password again, as JSON posts', async () => {
    const change = {
      current_password: 'kopi susu gula aren',
      password: 'teh manis hangat di sore hari',
      password_repeat: 'teh manis hangat di sore hari',
    };
    await expect(staff().changePassword(change)).resolves.toEqual({
      success: true,
      data: ownAccount,
    });
    expect(server.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/staff/account/password',
      body: JSON.stringify(change),
    });
    const wrong = await staff()
      .endSession(5, { current_password: 'salah' })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ status: 422, message: staffMessages.currentPasswordWrong });
    expect(isSignedOut(wrong)).toBe(false);
  });

  it('tells a lapsed session from other refusals, and refuses an answer of another shape', async () => {
    const signedOut = await staff()
      .day({ branch: 'kiaracondong' })
      .catch((error: unknown) => error);
    expect(signedOut).toBeInstanceOf(ApiError);
    expect(isSignedOut(signedOut)).toBe(true);

    const unreadable = await staff()
      .search('sari')
      .catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(AnswerShapeError);
    expect(unreadable).toMatchObject({ endpoint: 'search' });
    expect(isSignedOut(unreadable)).toBe(false);
  });
});
