import {
  bookingCorrectionSchema,
  bookingMessages,
  bookingMoveSchema,
  bookingRequestSchema,
  bookingTimesQuery,
  cancellationPolicy,
  type ApiCreated,
  type BookingCreated,
  type BookingInfo,
} from '@klinik/clinic';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { BookingOutcome } from '../data/booking-rules';
import type { Stores } from '../data/stores';
import { refusalAnswer } from '../http/booking-refusals';
import { methodNotAllowed, ok } from '../http/responses';
import { jsonObjectBody, valid } from '../http/validators';

export interface BookingRouteOptions {
  /** The key the per-client limit counts by (src/http/visitor-key.ts). */
  clientKey: (c: Context) => string;
  /** The clock of every booking rule. */
  now: () => number;
}

/**
 * Answers that depend on the clock or belong to one visitor: never kept by the API's cache or a
 * browser, and a private link's answers never indexed.
 */
const privateAnswer: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  await next();
};

export function bookingRoutes(
  { bookings, settings }: Pick<Stores, 'bookings' | 'settings'>,
  { clientKey, now }: BookingRouteOptions,
): Hono {
  const clock = () => new Date(now());
  const answer = <T>(c: Context, outcome: BookingOutcome<T>) =>
    outcome.ok ? ok(c, outcome.value) : refusalAnswer(c, outcome);
  const read = methodNotAllowed(['GET', 'HEAD']);
  const post = methodNotAllowed(['POST']);

  return new Hono()
    .get('/booking-info', (c) =>
      ok(c, {
        ...settings.booking(),
        emergency_phone: settings.all().contact.emergency_phone,
        cancellation_policy: [...cancellationPolicy],
      } satisfies BookingInfo),
    )
    .use('/booking-times', privateAnswer)
    .use('/bookings', privateAnswer)
    .use('/bookings/*', privateAnswer)
    .get('/booking-times', valid('query', bookingTimesQuery, 400), (c) =>
      answer(c, bookings.times(c.req.valid('query'), clock())),
    )
    .post('/bookings', jsonObjectBody, valid('json', bookingRequestSchema, 400), (c) => {
      const created = bookings.create(c.req.valid('json'), {
        now: clock(),
        clientKey: clientKey(c),
      });
      if (!created.ok) return refusalAnswer(c, created);
      return c.json(
        {
          success: true,
          message: bookingMessages.created,
          data: created.value,
        } satisfies ApiCreated<BookingCreated>,
        201,
      );
    })
    .get('/bookings/:token', (c) => answer(c, bookings.find(c.req.param('token'), clock())))
    .post('/bookings/:token/cancel', (c) =>
      answer(c, bookings.cancel(c.req.param('token'), clock())),
    )
    .post('/bookings/:token/move', jsonObjectBody, valid('json', bookingMoveSchema, 400), (c) =>
      answer(c, bookings.move(c.req.param('token'), c.req.valid('json'), clock())),
    )
    .get('/bookings/:token/calendar.ics', (c) => {
      const calendar = bookings.calendar(c.req.param('token'), clock());
      if (!calendar.ok) return refusalAnswer(c, calendar);
      return c.body(calendar.value.content, 200, {
        'Content-Type': `text/calendar; charset=utf-8; method=${calendar.value.method}`,
        'Content-Disposition': `attachment; filename="${calendar.value.filename}"`,
      });
    })
    .get('/bookings/:token/data', (c) =>
      answer(c, bookings.storedData(c.req.param('token'), clock())),
    )
    .post(
      '/bookings/:token/data',
      jsonObjectBody,
      valid('json', bookingCorrectionSchema, 400),
      (c) => answer(c, bookings.correct(c.req.param('token'), c.req.valid('json'), clock())),
    )
    .post('/bookings/:token/erase', (c) =>
      answer(c, bookings.eraseOwn(c.req.param('token'), clock())),
    )
    .all('/booking-info', read)
    .all('/booking-times', read)
    .all('/bookings', post)
    .all('/bookings/:token', read)
    .all('/bookings/:token/cancel', post)
    .all('/bookings/:token/move', post)
    .all('/bookings/:token/calendar.ics', read)
    .on(
      ['PUT', 'PATCH', 'DELETE'],
      '/bookings/:token/data',
      methodNotAllowed(['GET', 'HEAD', 'POST']),
    )
    .all('/bookings/:token/erase', post);
}
