import { Hono } from 'hono';
import type { ServiceStore } from '../data/services';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { slugParams } from '../http/validators';

export function servicesRoutes(store: ServiceStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/services', (c) => ok(c, store.list()))
    .get('/services/featured', (c) => ok(c, store.featured()))
    .get('/services/:slug', slugParams, (c) => {
      const service = store.find(c.req.valid('param').slug);
      return service ? ok(c, service) : fail(c, 404, messages.serviceNotFound);
    })
    .all('/services', read)
    .all('/services/:slug', read);
}
