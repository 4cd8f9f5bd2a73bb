import type { LocationRecord } from '@klinik/clinic';
import { Hono } from 'hono';
import type { Stores } from '../data/stores';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { slugParams } from '../http/validators';

export interface LocationRouteOptions {
  /** The clock that says which closures are within the next 14 days. */
  now: () => number;
}

export function locationRoutes(
  { locations, closures }: Pick<Stores, 'locations' | 'closures'>,
  { now }: LocationRouteOptions,
): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  /** The branch with its next closure within 14 days, for the card's "Tutup 25 Desember: …". */
  const withClosure = (location: LocationRecord): LocationRecord => {
    const next = closures.next(location.slug, new Date(now()));
    return next
      ? { ...location, next_closure: { date: next.date, reason: next.reason } }
      : location;
  };
  return new Hono()
    .get('/locations', (c) => ok(c, locations.list().map(withClosure)))
    .get('/locations/main', (c) => {
      const main = locations.main();
      return main ? ok(c, withClosure(main)) : fail(c, 404, messages.locationNotFound);
    })
    .get('/locations/:slug', slugParams, (c) => {
      const location = locations.find(c.req.valid('param').slug);
      return location ? ok(c, withClosure(location)) : fail(c, 404, messages.locationNotFound);
    })
    .all('/locations', read)
    .all('/locations/:slug', read);
}
