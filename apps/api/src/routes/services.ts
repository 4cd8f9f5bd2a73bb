import { Hono } from 'hono';
import type { ServiceStore } from '../data/services';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';
import { pathSlug } from '../query';

export function servicesRoutes(store: ServiceStore): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/services', (c) => ok(c, store.list()))
    .get('/services/featured', (c) => ok(c, store.featured()))
    .get('/services/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const service = store.find(slug.data);
      return service ? ok(c, service) : fail(c, 404, messages.serviceNotFound);
    })
    .all('/services', read)
    .all('/services/:slug', read);
}
