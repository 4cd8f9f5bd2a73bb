import { Hono } from 'hono';
import type { LocationStore } from '../data/locations';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';
import { pathSlug } from '../query';

export function locationRoutes(store: LocationStore): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/locations', (c) => ok(c, store.list()))
    .get('/locations/main', (c) => {
      const main = store.main();
      return main ? ok(c, main) : fail(c, 404, messages.locationNotFound);
    })
    .get('/locations/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const location = store.find(slug.data);
      return location ? ok(c, location) : fail(c, 404, messages.locationNotFound);
    })
    .all('/locations', read)
    .all('/locations/:slug', read);
}
