import { apiPaths, type BookingTimes, type BookingTimesQuery } from '@klinik/clinic';
import { expect, type APIRequestContext } from '@playwright/test';

/*
 * Online bookings for the front desk's specs to work on, made as a visitor makes them, each from
 * a visitor and a number of its own (X-Forwarded-For, TRUST_PROXY) so the per-client limits of
 * one spec never reach another. Specs run side by side on one server: a time free when read may
 * be taken a moment later, so a booking tries the next free time then.
 */

let visitors = 0;
const visitor = () => {
  visitors += 1;
  return `198.18.${Math.floor(Math.random() * 200)}.${visitors}`;
};

/** A WhatsApp number no other spec uses. */
export const phone = () => `0815${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

type Choice = Omit<BookingTimesQuery, 'date'>;

/** Today, if it still has `needed` free times two hours ahead, else the next such open day. */
export async function dayWithTimes(request: APIRequestContext, choice: Choice, needed: number) {
  const first = await request.get(`/api${apiPaths.bookingTimes(choice)}`);
  const { data } = (await first.json()) as { data: BookingTimes };
  for (const day of data.dates.filter((date) => !date.closed)) {
    const answer = await request.get(`/api${apiPaths.bookingTimes({ ...choice, date: day.date })}`);
    const times = ((await answer.json()) as { data: BookingTimes }).data.times
      .filter((slot) => slot.free)
      .map((slot) => slot.time);
    if (times.length >= needed) return { date: day.date, times, today: data.dates[0]?.date };
  }
  throw new Error('No day with enough free times in the next 14 days');
}

/**
 * Books `name` online on `date` at the first of `times` still free (a time another spec took
 * meanwhile answers 409, and the next is tried); the time booked.
 */
export async function bookOnline(
  request: APIRequestContext,
  choice: Choice,
  date: string,
  times: readonly string[],
  name: string,
): Promise<string> {
  for (const time of times) {
    const answer = await request.post(`/api${apiPaths.createBooking()}`, {
      headers: { 'X-Forwarded-For': visitor() },
      data: { ...choice, date, time, name, phone: phone(), consent: true },
    });
    if (answer.status() === 409) continue;
    expect(answer.status(), await answer.text()).toBe(201);
    return time;
  }
  throw new Error(`No free time left on ${date} for ${name}`);
}
