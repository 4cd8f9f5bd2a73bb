import { Hono } from 'hono';
import { z } from 'zod';
import type { Stores } from '../stores';
import type { AppEnv } from '../env';
import { fail, invalid, messages, methodNotAllowed, ok } from '../http';
import { enumParam, pathSlug } from '../query';
import { listArticles } from './articles';

const typeQuery = z.object({ type: enumParam('type', ['article', 'service']).optional() });

export function categoryRoutes({
  categories,
  articles,
  services,
}: Pick<Stores, 'categories' | 'articles' | 'services'>): Hono<AppEnv> {
  const read = methodNotAllowed(['GET', 'HEAD']);
  return new Hono<AppEnv>()
    .get('/categories', (c) => {
      const query = typeQuery.safeParse(c.get('query'));
      if (!query.success) return invalid(c, query.error, 'query');
      return ok(c, categories.list(query.data.type));
    })
    .get('/categories/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const query = typeQuery.safeParse(c.get('query'));
      if (!query.success) return invalid(c, query.error, 'query');
      const category = categories.find(slug.data, query.data.type);
      return category ? ok(c, category) : fail(c, 404, messages.categoryNotFound);
    })
    .get('/categories/:slug/articles', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const category = categories.find(slug.data, 'article');
      if (!category) return fail(c, 404, messages.categoryNotFound);
      return listArticles(c, articles, category.slug);
    })
    .get('/categories/:slug/services', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const category = categories.find(slug.data, 'service');
      if (!category) return fail(c, 404, messages.categoryNotFound);
      return ok(c, services.inCategory(category.id));
    })
    .all('/categories', read)
    .all('/categories/:slug', read)
    .all('/categories/:slug/articles', read)
    .all('/categories/:slug/services', read);
}
