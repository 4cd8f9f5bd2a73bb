import { Hono } from 'hono';
import type { PageStore } from '../data/pages';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';
import { pathSlug } from '../query';

export function pageRoutes(store: PageStore): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/pages', (c) => ok(c, store.list()))
    .get('/pages/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const page = store.find(slug.data);
      return page ? ok(c, page) : fail(c, 404, messages.pageNotFound);
    })
    .all('/pages', read)
    .all('/pages/:slug', read);
}
