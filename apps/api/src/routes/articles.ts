import { articleListQuery, limitQuery, type ArticleListQuery } from '@klinik/clinic';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ArticleStore } from '../data/articles';
import type { ViewLimiter } from '../http/view-limiter';
import { fail, messages, methodNotAllowed, ok, paginated, pagination } from '../http/responses';
import { slugParams, valid } from '../http/validators';

export const listQuery = valid('query', articleListQuery);

/** A page of articles, optionally fixed to one category slug (`category` is then ignored). */
export function listArticles(
  c: Context,
  store: ArticleStore,
  query: ArticleListQuery,
  categorySlug?: string,
) {
  const { page, per_page: perPage, sort_by: sortBy, sort_order: sortOrder, ...filters } = query;
  const { items, total } = store.list({
    page,
    perPage,
    sortBy,
    sortOrder,
    category: categorySlug ?? filters.category,
    tag: filters.tag,
    search: filters.search,
    author: filters.author,
  });
  return paginated(c, items, pagination(page, perPage, total));
}

export interface ArticleRouteOptions {
  /** The key the view rule counts by (src/http/visitor-key.ts). */
  clientKey: (c: Context) => string;
  /** True for a request another site's page made (src/http/cross-site.ts). */
  isCrossSite: (c: Context) => boolean;
  views: ViewLimiter;
}

export function articleRoutes(
  store: ArticleStore,
  { clientKey, isCrossSite, views }: ArticleRouteOptions,
): Hono {
  const limit = valid('query', limitQuery);
  // Another site's page (an image, a form, a script) must not be able to count views; refused
  // before the slug is read, so the answer tells such a page nothing about which articles exist.
  const sameSite: MiddlewareHandler = async (c, next) =>
    isCrossSite(c) ? fail(c, 403, messages.crossSiteRequest) : next();
  const read = ['GET', 'HEAD'] as const;

  return new Hono()
    .get('/articles', listQuery, (c) => listArticles(c, store, c.req.valid('query')))
    .get('/articles/featured', limit, (c) => ok(c, store.featured(c.req.valid('query').limit)))
    .get('/articles/latest', limit, (c) => ok(c, store.latest(c.req.valid('query').limit)))
    .get('/articles/popular', limit, (c) => ok(c, store.popular(c.req.valid('query').limit)))
    .get('/articles/:slug', slugParams, (c) => {
      const article = store.find(c.req.valid('param').slug);
      return article ? ok(c, article) : fail(c, 404, messages.articleNotFound);
    })
    .post('/articles/:slug/view', sameSite, slugParams, (c) => {
      const { slug } = c.req.valid('param');
      const current = store.viewCount(slug);
      if (!current) return fail(c, 404, messages.articleNotFound);
      // A repeat within the window answers like a counted view, with the count as it stands.
      if (!views.counts(clientKey(c), slug)) return ok(c, current);
      return ok(c, store.addView(slug) ?? current);
    })
    .all('/articles', methodNotAllowed(read))
    .all('/articles/:slug', methodNotAllowed(read))
    .all('/articles/:slug/view', methodNotAllowed(['POST']));
}
