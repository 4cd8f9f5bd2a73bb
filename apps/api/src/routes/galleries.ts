import { galleryListQuery, type GalleryList } from '@klinik/clinic';
import { Hono } from 'hono';
import type { GalleryStore } from '../data/galleries';
import { fail, messages, methodNotAllowed, ok, pagination } from '../http/responses';
import { slugParams, valid } from '../http/validators';

export function galleryRoutes(store: GalleryStore): Hono {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono()
    .get('/galleries', valid('query', galleryListQuery), (c) => {
      const query = c.req.valid('query');
      const { page, per_page: perPage, sort_by: sortBy, sort_order: sortOrder } = query;
      const { items, total } = store.list({
        page,
        perPage,
        sortBy,
        sortOrder,
        category: query.category,
        featured: query.featured,
        search: query.search,
      });
      return c.json({
        success: true,
        data: items,
        pagination: pagination(page, perPage, total),
        // The chips count what this list can show: featured=false leaves the featured out.
        counts: store.counts(query.featured),
      } satisfies GalleryList);
    })
    .get('/galleries/:slug', slugParams, (c) => {
      const item = store.find(c.req.valid('param').slug);
      return item ? ok(c, item) : fail(c, 404, messages.galleryNotFound);
    })
    .all('/galleries', read)
    .all('/galleries/:slug', read);
}
