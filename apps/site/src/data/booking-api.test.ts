import { bookingMessages } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { AnswerShapeError, ApiError, createApiClient } from './api-client';
import { answeringServer } from './answering-server';
import { bookingApi } from './booking-api';

/**
 * The booking calls over real HTTP: each goes to its path in the contract with its method and
 * body, and its answer passes the client's one door (read with the contract's schema).
 */
const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

const booking = {
  code: 'K7MQ-4QXZ',
  status: 'confirmed',
  branch: 'kiaracondong',
  service: 'pediatric',
  date: '2026-12-01',
  time: '10:00',
  start: '2026-12-01T03:00:00.000Z',
  end: '2026-12-01T04:00:00.000Z',
  name: 'Sari Wulandari',
  can_self_manage: true,
  created_at: '2026-11-26T08:00:00.000Z',
};

/** What each method and address answers; anything else is a 500 without JSON. */
const answers: Record<string, [number, unknown]> = {
  'POST /api/v1/bookings': [
    201,
    { success: true, message: bookingMessages.created, data: { ...booking, manage_token: token } },
  ],
  [`GET /api/v1/bookings/${token}`]: [200, { success: true, data: booking }],
  [`POST /api/v1/bookings/${token}/move`]: [
    200,
    { success: true, data: { ...booking, time: '14:00' } },
  ],
  [`POST /api/v1/bookings/${token}/cancel`]: [
    200,
    { success: true, data: { ...booking, status: 'cancelled' } },
  ],
};

const server = answeringServer(answers);

describe('bookingApi', () => {
  const api = () => createApiClient({ baseUrl: server.baseUrl });

  it('books with a POST of the form as JSON and returns the booking with its private token', async () => {
    const form = { branch: 'kiaracondong', service: 'pediatric', date: '2026-12-01' };
    const created = await bookingApi.create(api(), form);
    expect(created.data.manage_token).toBe(token);
    expect(server.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/bookings',
      body: JSON.stringify(form),
    });
  });

  it('reads, moves and cancels by the private token', async () => {
    await expect(bookingApi.read(api(), token)).resolves.toMatchObject({ data: booking });
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET', url: `/api/v1/bookings/${token}` });

    const moved = await bookingApi.move(api(), token, { date: '2026-12-01', time: '14:00' });
    expect(moved.data.time).toBe('14:00');
    expect(server.seen.at(-1)).toEqual({
      method: 'POST',
      url: `/api/v1/bookings/${token}/move`,
      body: JSON.stringify({ date: '2026-12-01', time: '14:00' }),
    });

    const cancelled = await bookingApi.cancel(api(), token);
    expect(cancelled.data.status).toBe('cancelled');
    expect(server.seen.at(-1)).toEqual({
      method: 'POST',
      url: `/api/v1/bookings/${token}/cancel`,
      body: '',
    });
  });

  it('rejects a refusal with its message and an answer of another shape as unreadable', async () => {
    answers[`GET /api/v1/bookings/${token}`] = [
      409,
      { success: false, message: bookingMessages.taken },
    ];
    const refused = await bookingApi.read(api(), token).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: bookingMessages.taken });

    answers[`GET /api/v1/bookings/${token}`] = [200, { success: true, data: { code: 'x' } }];
    const unreadable = await bookingApi.read(api(), token).catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(AnswerShapeError);
    expect(unreadable).toMatchObject({ endpoint: 'booking' });
  });
});
