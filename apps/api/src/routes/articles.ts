import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ArticleStore } from '../data/articles';
import type { AppEnv } from '../env';
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

export function articleRoutes(store: ArticleStore): Hono<AppEnv> {
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
      const slug = pathSlug.safeParse(c.req.param('slug'));
      if (!slug.success) return invalid(c, slug.error, 'slug');
      const counted = store.addView(slug.data);
      return counted ? ok(c, counted) : fail(c, 404, messages.articleNotFound);
    })
    .all('/articles', methodNotAllowed(read))
    .all('/articles/:slug', methodNotAllowed(read))
    .all('/articles/:slug/view', methodNotAllowed(['POST']));
}
