import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ArticleStore } from '../data/articles';
import type { AppEnv } from '../env';
import type { ViewLimiter } from '../view-limiter';
import { fail, invalid, messages, methodNotAllowed, ok, paginated, pagination } from '../http';
import {
  enumParam,
  limitQuery,
  pageParams,
  pathSlug,
  slugParam,
  sortOrderParam,
  textParam,
} from '../query';

/** The article list's parameters; `category` is ignored under /categories/{slug}/articles. */
const listQuery = z.object({
  ...pageParams(9, 50),
  sort_by: enumParam('sort_by', ['published_at', 'title', 'views']).default('published_at'),
  sort_order: sortOrderParam,
  category: slugParam('category'),
  tag: textParam(),
  search: textParam(),
  author: textParam(),
});

/** GET handler for a page of articles, optionally fixed to one category slug. */
export function listArticles(c: Context<AppEnv>, store: ArticleStore, categorySlug?: string) {
  const query = listQuery.safeParse(c.get('query'));
  if (!query.success) return invalid(c, query.error, 'query');
  const {
    page,
    per_page: perPage,
    sort_by: sortBy,
    sort_order: sortOrder,
    ...filters
  } = query.data;
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
  /** The key the view rule counts by (src/client.ts). */
  clientKey: (c: Context) => string;
  /** True for a request another site's page made (src/cross-site.ts). */
  isCrossSite: (c: Context) => boolean;
  views: ViewLimiter;
}

export function articleRoutes(
  store: ArticleStore,
  { clientKey, isCrossSite, views }: ArticleRouteOptions,
): Hono<AppEnv> {
  const top = (pick: (limit: number) => unknown[]) => (c: Context<AppEnv>) => {
    const query = limitQuery.safeParse(c.get('query'));
    return query.success ? ok(c, pick(query.data.limit)) : invalid(c, query.error, 'query');
  };
  const read = ['GET', 'HEAD'] as const;

  return new Hono<AppEnv>()
    .get('/articles', (c) => listArticles(c, store))
    .get('/articles/featured', top(store.featured))
    .get('/articles/latest', top(store.latest))
    .get('/articles/popular', top(store.popular))
    .get('/articles/:slug', (c) => {
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const article = store.find(slug.data);
      return article ? ok(c, article) : fail(c, 404, messages.articleNotFound);
    })
    .post('/articles/:slug/view', (c) => {
      // Another site's page (an image, a form, a script) must not be able to count views.
      if (isCrossSite(c)) return fail(c, 403, messages.crossSiteRequest);
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const current = store.viewCount(slug.data);
      if (!current) return fail(c, 404, messages.articleNotFound);
      // A repeat within the window answers like a counted view, with the count as it stands.
      if (!views.counts(clientKey(c), slug.data)) return ok(c, current);
      return ok(c, store.addView(slug.data) ?? current);
    })
    .all('/articles', methodNotAllowed(read))
    .all('/articles/:slug', methodNotAllowed(read))
    .all('/articles/:slug/view', methodNotAllowed(['POST']));
}
