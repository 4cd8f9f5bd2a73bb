import { Hono } from 'hono';
import type { LocationStore } from '../data/locations';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { slugParams } from '../http/validators';

export function locationRoutes(store: LocationStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/locations', (c) => ok(c, store.list()))
    .get('/locations/main', (c) => {
      const main = store.main();
      return main ? ok(c, main) : fail(c, 404, messages.locationNotFound);
    })
    .get('/locations/:slug', slugParams, (c) => {
      const location = store.find(c.req.valid('param').slug);
      return location ? ok(c, location) : fail(c, 404, messages.locationNotFound);
    })
    .all('/locations', read)
    .all('/locations/:slug', read);
}
