import {
  apiErrorSchema,
  bookingMessages,
  bookingTakenSchema,
  honeypotName,
  type ApiError,
} from '@klinik/clinic';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { BookingRefusal } from '../src/data/booking-rules';
import { bookingRefusals, refusalAnswer, refusalMessage } from '../src/http/booking-refusals';
import { expectSchema } from './shapes';

/** The answer a route gives for `refusal`, over Hono's own request handling. */
async function answer(refusal: BookingRefusal) {
  const app = new Hono().get('/', (c) => refusalAnswer(c, refusal));
  const res = await app.request('/');
  return { res, body: (await res.json()) as unknown };
}

const times = { date: '2026-12-01', times: [{ time: '10:00', free: false }] };

/** One refusal of each kind, as the rules give them, with the status and field it answers. */
const refusals = {
  notAccepted: [{ ok: false, refused: 'notAccepted' }, 400, honeypotName],
  dateOutOfRange: [{ ok: false, refused: 'dateOutOfRange' }, 400, 'date'],
  closed: [{ ok: false, refused: 'closed', reason: 'Tutup setiap hari Minggu' }, 409, 'date'],
  notATime: [{ ok: false, refused: 'notATime' }, 400, 'time'],
  taken: [{ ok: false, refused: 'taken', times }, 409, 'time'],
  tooMany: [{ ok: false, refused: 'tooMany', retryAfterSeconds: 1800 }, 429, undefined],
  phoneLimit: [{ ok: false, refused: 'phoneLimit' }, 409, 'phone'],
  notFound: [{ ok: false, refused: 'notFound' }, 404, undefined],
  alreadyCancelled: [{ ok: false, refused: 'alreadyCancelled' }, 409, undefined],
  selfServiceClosed: [{ ok: false, refused: 'selfServiceClosed' }, 409, undefined],
  erased: [{ ok: false, refused: 'erased' }, 410, undefined],
  eraseNotYet: [{ ok: false, refused: 'eraseNotYet' }, 409, undefined],
} satisfies Record<BookingRefusal['refused'], [BookingRefusal, number, string | undefined]>;

describe('a refusal over HTTP', () => {
  const cases = Object.entries(refusals).map(([name, [refusal, status, field]]) => ({
    name,
    refusal,
    status,
    field,
  }));

  it.each(cases)('$name: the contract’s error answer, $status, about $field', async (each) => {
    const { refusal, status, field } = each;
    const { res, body } = await answer(refusal);
    expect(res.status).toBe(status);
    expect(bookingRefusals[refusal.refused].status).toBe(status);
    const schema = refusal.refused === 'taken' ? bookingTakenSchema : apiErrorSchema;
    const error = expectSchema(schema, body);
    expect(error.message).toBe(refusalMessage(refusal));
    expect(error.errors).toEqual(field ? { [field]: [error.message] } : undefined);
  });

  it('says each in the contract’s words, a closed day with its reason', () => {
    expect(refusalMessage(refusals.closed[0])).toBe(
      bookingMessages.closed('Tutup setiap hari Minggu'),
    );
    expect(refusalMessage(refusals.notFound[0])).toBe(bookingMessages.notFound);
    expect(refusalMessage(refusals.taken[0])).toBe(bookingMessages.taken);
  });

  it('names the honeypot by the contract’s field name', async () => {
    const { res, body } = await answer(refusals.notAccepted[0]);
    expect(res.status).toBe(400);
    expect((body as ApiError).errors).toEqual({ [honeypotName]: [bookingMessages.notAccepted] });
  });

  it('answers too many with 429 and Retry-After', async () => {
    const { res } = await answer(refusals.tooMany[0]);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1800');
  });

  it('answers a taken time with 409 and the date’s times now, for the picker', async () => {
    const { res, body } = await answer(refusals.taken[0]);
    expect(res.status).toBe(409);
    expect(expectSchema(bookingTakenSchema, body)).toEqual({
      success: false,
      message: bookingMessages.taken,
      errors: { time: [bookingMessages.taken] },
      ...times,
    });
  });
});
