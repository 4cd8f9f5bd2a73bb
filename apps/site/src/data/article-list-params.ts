/**
 * The articles list keeps its whole state in the address (spec sections 2 and 4): these rules
 * read it with the contract's own schema and apply a visitor's change to it.
 */
import { articleListQuery, controlCharacter, lenient } from '@klinik/clinic';
import type { ArticleListChange, ArticleListView } from '@klinik/ui';

/** The API's own parameters, each falling back to its default when the address has a bad one. */
const readListQuery = lenient(articleListQuery);

/**
 * What the address asks for. A shared link with a stray or malformed parameter still opens the
 * list: a value the API would refuse falls back to its default (a control character, which the
 * API refuses in any parameter, as absent). `kategori` is the spec's name for `category`.
 */
export function readArticleListParams(search: URLSearchParams): ArticleListView {
  const values: Record<string, string> = {};
  for (const [name, value] of search) {
    if (!(name in values) && !controlCharacter.test(value)) values[name] = value;
  }
  values.category ??= values.kategori ?? '';
  // The page size is the server's to choose (spec section 9), never the address's.
  const { per_page: _serverChooses, ...params } = readListQuery.parse(values);
  return params;
}

/** The filters 'Hapus Semua' removes, with both names of the category. */
const filterNames = ['category', 'kategori', 'tag', 'search', 'author', 'sort_by', 'sort_order'];

/**
 * The address after a change. Any change but a page change resets to page 1 by removing `page`;
 * a category clears tag and author, a tag clears category and author; 'clear' removes every
 * filter. The category is always written as `kategori`, the name the article pages link with.
 */
export function changeArticleListParams(
  current: URLSearchParams,
  change: ArticleListChange,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => {
    if (value?.trim()) next.set(name, value.trim());
    else next.delete(name);
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
    case 'search':
      set(change.type, change.value);
      break;
    case 'sort':
      next.set('sort_by', change.sort_by);
      next.set('sort_order', change.sort_order);
      break;
    case 'clear':
      for (const name of filterNames) next.delete(name);
      break;
  }
  return next;
}
