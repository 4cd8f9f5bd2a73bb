import { bookingMessages, honeypotName, privacyMessages, type BookingTaken } from '@klinik/clinic';
import type { Context } from 'hono';
import type { BookingRefusal } from '../data/booking-rules';
import { fail } from './responses';

type Refused = BookingRefusal['refused'];

/** The form field a refusal is about, to show its message beside it. */
export type RefusalField = 'date' | 'time' | 'phone' | typeof honeypotName;

/**
 * Each refusal's HTTP status and field: 400 what the request itself gets wrong, 404 no such
 * booking, 409 what the bookings or the calendar stand against, 410 a booking whose contact
 * details were erased, 429 too many from one client.
 */
export const bookingRefusals = {
  notAccepted: { status: 400, field: honeypotName },
  dateOutOfRange: { status: 400, field: 'date' },
  closed: { status: 409, field: 'date' },
  notATime: { status: 400, field: 'time' },
  taken: { status: 409, field: 'time' },
  tooMany: { status: 429 },
  phoneLimit: { status: 409, field: 'phone' },
  notFound: { status: 404 },
  alreadyCancelled: { status: 409 },
  selfServiceClosed: { status: 409 },
  erased: { status: 410 },
  eraseNotYet: { status: 409 },
} as const satisfies Record<Refused, { status: 400 | 404 | 409 | 410 | 429; field?: RefusalField }>;

/** The refusal's Indonesian message, the contract's (`bookingMessages`). */
export function refusalMessage(refusal: BookingRefusal): string {
  if (refusal.refused === 'closed') return bookingMessages.closed(refusal.reason);
  if (refusal.refused === 'erased') return privacyMessages.bookingErased;
  if (refusal.refused === 'eraseNotYet') return privacyMessages.eraseNotYet;
  return bookingMessages[refusal.refused];
}

/**
 * A refusal as the contract's error answer, the message by field where one is at fault: 429
 * with Retry-After, and a taken time with the date's times now (`bookingTakenSchema`).
 */
export function refusalAnswer(c: Context, refusal: BookingRefusal) {
  const { status, ...at } = bookingRefusals[refusal.refused];
  const message = refusalMessage(refusal);
  const errors = 'field' in at ? { [at.field]: [message] } : undefined;
  if (refusal.refused === 'tooMany') {
    c.header('Retry-After', String(refusal.retryAfterSeconds));
    return fail(c, status, message, errors);
  }
  if (refusal.refused === 'taken') {
    const body: BookingTaken = {
      success: false,
      message,
      ...(errors ? { errors } : {}),
      ...refusal.times,
    };
    return c.json(body, status);
  }
  return fail(c, status, message, errors);
}
