import { galleryCategories, type GalleryCategory, type GalleryList } from '@klinik/clinic';
import { Hono } from 'hono';
import { z } from 'zod';
import type { GalleryStore } from '../data/galleries';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok, pagination } from '../http';
import { enumParam, pageParams, pathSlug, sortOrderParam, textParam } from '../query';

const categoryValues = galleryCategories.map((category) => category.value) as [
  GalleryCategory,
  ...GalleryCategory[],
];

const listQuery = z.object({
  ...pageParams(12, 50),
  sort_by: enumParam('sort_by', ['taken_at', 'views', 'likes']).default('taken_at'),
  sort_order: sortOrderParam,
  category: enumParam('category', categoryValues).optional(),
  featured: enumParam('featured', ['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  search: textParam(),
});

export function galleryRoutes(store: GalleryStore): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/galleries', (c) => {
      const query = listQuery.safeParse(c.get('query'));
      if (!query.success) return invalid(c, query.error, 'query');
      const { page, per_page: perPage, sort_by: sortBy, sort_order: sortOrder } = query.data;
      const { items, total } = store.list({
        page,
        perPage,
        sortBy,
        sortOrder,
        category: query.data.category,
        featured: query.data.featured,
        search: query.data.search,
      });
      return c.json({
        success: true,
        data: items,
        pagination: pagination(page, perPage, total),
        // The chips count what this list can show: featured=false leaves the featured out.
        counts: store.counts(query.data.featured),
      } satisfies GalleryList);
    })
    .get('/galleries/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const item = store.find(slug.data);
      return item ? ok(c, item) : fail(c, 404, messages.galleryNotFound);
    })
    .all('/galleries', read)
    .all('/galleries/:slug', read);
}
