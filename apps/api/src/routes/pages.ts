import { Hono } from 'hono';
import type { PageStore } from '../data/pages';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { slugParams } from '../http/validators';

export function pageRoutes(store: PageStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/pages', (c) => ok(c, store.list()))
    .get('/pages/:slug', slugParams, (c) => {
      const page = store.find(c.req.valid('param').slug);
      return page ? ok(c, page) : fail(c, 404, messages.pageNotFound);
    })
    .all('/pages', read)
    .all('/pages/:slug', read);
}
