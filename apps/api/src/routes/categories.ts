import { categoryQuery, type CategoryDetailRecord as CategoryDetail } from '@klinik/clinic';
import { Hono } from 'hono';
import type { Stores } from '../data/stores';
import { fail, messages, methodNotAllowed, ok } from '../http/responses';
import { slugParams, valid } from '../http/validators';
import { listArticles, listQuery } from './articles';

export function categoryRoutes({
  categories,
  articles,
  services,
}: Pick<Stores, 'categories' | 'articles' | 'services'>) {
  const read = methodNotAllowed(['GET', 'HEAD']);
  const typeQuery = valid('query', categoryQuery);
  return new Hono<{ Variables: { category: CategoryDetail } }>()
    .get('/categories', typeQuery, (c) => ok(c, categories.list(c.req.valid('query').type)))
    .get('/categories/:slug', slugParams, typeQuery, (c) => {
      const category = categories.find(c.req.valid('param').slug, c.req.valid('query').type);
      return category ? ok(c, category) : fail(c, 404, messages.categoryNotFound);
    })
    .get(
      '/categories/:slug/articles',
      slugParams,
      async (c, next) => {
        // An unknown category is a 404 before its list parameters are looked at.
        const category = categories.find(c.req.valid('param').slug, 'article');
        if (!category) return fail(c, 404, messages.categoryNotFound);
        c.set('category', category);
        await next();
      },
      listQuery,
      (c) => listArticles(c, articles, c.req.valid('query'), c.get('category').slug),
    )
    .get('/categories/:slug/services', slugParams, (c) => {
      const category = categories.find(c.req.valid('param').slug, 'service');
      if (!category) return fail(c, 404, messages.categoryNotFound);
      return ok(c, services.inCategory(category.id));
    })
    .all('/categories', read)
    .all('/categories/:slug', read)
    .all('/categories/:slug/articles', read)
    .all('/categories/:slug/services', read);
}
