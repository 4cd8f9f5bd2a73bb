/**
 * The articles list keeps its whole state in the URL (spec sections 2 and 4): these rules read
 * it, turn it into the API query, and apply a visitor's change to it.
 */

export const ARTICLE_SORT_FIELDS = ['published_at', 'title', 'views'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ArticleListParams {
  category?: string;
  tag?: string;
  search?: string;
  author?: string;
  sortBy: ArticleSortField;
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_SORT: Pick<ArticleListParams, 'sortBy' | 'sortOrder'> = {
  sortBy: 'published_at',
  sortOrder: 'desc',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** What the API accepts (anything else it answers 422): a shared link must not break the page. */
const MAX_TEXT = 200;
const MAX_PAGE = 10_000;
const SLUG = /^[a-z0-9-]+$/;

function text(value: string | null): string | undefined {
  // Control characters are refused by the API; they never come from a visitor's typing.
  const trimmed = value
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_TEXT);
  return trimmed ? trimmed : undefined;
}

function slug(value: string | null): string | undefined {
  const candidate = text(value)?.toLowerCase();
  return candidate && SLUG.test(candidate) ? candidate : undefined;
}

/** Unknown or malformed values fall back to the defaults instead of breaking the page. */
export function readArticleListParams(search: URLSearchParams): ArticleListParams {
  const page = Number(search.get('page'));
  return {
    category: slug(search.get('category')) ?? slug(search.get('kategori')),
    tag: text(search.get('tag')),
    search: text(search.get('search')),
    author: text(search.get('author')),
    sortBy: oneOf(ARTICLE_SORT_FIELDS, search.get('sort_by')) ?? DEFAULT_SORT.sortBy,
    sortOrder: oneOf(SORT_ORDERS, search.get('sort_order')) ?? DEFAULT_SORT.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string of GET /v1/articles for these params. */
export function articleApiQuery(params: ArticleListParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    sort_by: params.sortBy,
    sort_order: params.sortOrder,
  });
  for (const key of ['category', 'tag', 'search', 'author'] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  return query.toString();
}

export type ArticleListChange =
  | { type: 'category'; value: string | undefined }
  | { type: 'tag'; value: string | undefined }
  | { type: 'author'; value: string | undefined }
  | { type: 'search'; value: string | undefined }
  | { type: 'sort'; sortBy: ArticleSortField; sortOrder: SortOrder }
  | { type: 'page'; value: number }
  | { type: 'clear' };

/**
 * The URL after a change. Any change but a page change resets to page 1 by removing `page`;
 * a category clears tag and author, a tag clears category and author; 'clear' removes every
 * filter. The category is always written as `kategori`, the name the article pages link with.
 */
export function changeArticleListParams(
  current: URLSearchParams,
  change: ArticleListChange,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => {
    if (value?.trim()) next.set(key, value.trim());
    else next.delete(key);
  };

  if (change.type === 'page') {
    if (change.value > 1) next.set('page', String(change.value));
    else next.delete('page');
    return next;
  }

  next.delete('page');
  switch (change.type) {
    case 'category':
      next.delete('category');
      set('kategori', change.value);
      next.delete('tag');
      next.delete('author');
      break;
    case 'tag':
      set('tag', change.value);
      next.delete('category');
      next.delete('kategori');
      next.delete('author');
      break;
    case 'author':
      set('author', change.value);
      break;
    case 'search':
      set('search', change.value);
      break;
    case 'sort':
      next.set('sort_by', change.sortBy);
      next.set('sort_order', change.sortOrder);
      break;
    case 'clear':
      for (const key of [
        'category',
        'kategori',
        'tag',
        'search',
        'author',
        'sort_by',
        'sort_order',
      ]) {
        next.delete(key);
      }
      break;
  }
  return next;
}
