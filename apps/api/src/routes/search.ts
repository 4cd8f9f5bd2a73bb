import { searchQuery } from '@klinik/clinic';
import { Hono } from 'hono';
import type { SearchStore } from '../data/search';
import { methodNotAllowed, ok } from '../http/responses';
import { valid } from '../http/validators';

/** GET /search?q=: the site search over services, articles, FAQs and branches. */
export function searchRoutes(store: SearchStore): Hono {
  return new Hono()
    .get('/search', valid('query', searchQuery), (c) =>
      ok(c, store.search(c.req.valid('query').q ?? '')),
    )
    .all('/search', methodNotAllowed(['GET', 'HEAD']));
}
