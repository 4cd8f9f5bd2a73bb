import { describe, expect, it } from 'vitest';
import {
  articleApiQuery,
  changeArticleListParams,
  readArticleListParams,
} from './article-list-params';

const params = (query: string) => new URLSearchParams(query);

describe('readArticleListParams', () => {
  it('defaults to newest first on page 1', () => {
    expect(readArticleListParams(params(''))).toEqual({
      category: undefined,
      tag: undefined,
      search: undefined,
      author: undefined,
      sortBy: 'published_at',
      sortOrder: 'desc',
      page: 1,
    });
  });

  it('reads category from either category or kategori', () => {
    expect(readArticleListParams(params('kategori=nyeri-punggung')).category).toBe(
      'nyeri-punggung',
    );
    expect(readArticleListParams(params('category=olahraga')).category).toBe('olahraga');
  });

  it('falls back to defaults for unknown sort values and bad pages', () => {
    const read = readArticleListParams(params('sort_by=id;drop&sort_order=up&page=-3'));
    expect(read).toMatchObject({ sortBy: 'published_at', sortOrder: 'desc', page: 1 });
    expect(readArticleListParams(params('page=2.5')).page).toBe(1);
    expect(readArticleListParams(params('page=abc')).page).toBe(1);
    expect(readArticleListParams(params('page=4&sort_by=views&sort_order=asc'))).toMatchObject({
      page: 4,
      sortBy: 'views',
      sortOrder: 'asc',
    });
  });

  it('keeps what the API would refuse out of the query', () => {
    const read = readArticleListParams(
      params(`kategori=${encodeURIComponent("x' OR 1=1")}&page=99999&search=${'a'.repeat(300)}`),
    );
    expect(read.category).toBeUndefined();
    expect(read.page).toBe(10_000);
    expect(read.search).toHaveLength(200);
    expect(readArticleListParams(params('tag=lu%00tut')).tag).toBe('lutut');
  });

  it('ignores blank filters', () => {
    expect(readArticleListParams(params('search=%20%20&tag=')).search).toBeUndefined();
  });
});

describe('articleApiQuery', () => {
  it('passes page, sort and the set filters through', () => {
    const query = articleApiQuery(
      readArticleListParams(params('kategori=olahraga&search=lutut&page=2')),
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '2',
      sort_by: 'published_at',
      sort_order: 'desc',
      category: 'olahraga',
      search: 'lutut',
    });
  });
});

describe('changeArticleListParams', () => {
  it('a page change keeps the filters; page 1 removes the parameter', () => {
    expect(
      changeArticleListParams(params('tag=lutut'), { type: 'page', value: 3 }).toString(),
    ).toBe('tag=lutut&page=3');
    expect(
      changeArticleListParams(params('tag=lutut&page=3'), { type: 'page', value: 1 }).toString(),
    ).toBe('tag=lutut');
  });

  it('any other change removes the page', () => {
    const next = changeArticleListParams(params('page=4'), { type: 'search', value: 'bahu' });
    expect(next.get('page')).toBeNull();
    expect(next.get('search')).toBe('bahu');
    const sorted = changeArticleListParams(params('page=4'), {
      type: 'sort',
      sortBy: 'title',
      sortOrder: 'asc',
    });
    expect(sorted.toString()).toBe('sort_by=title&sort_order=asc');
  });

  it('choosing a category clears tag and author', () => {
    const next = changeArticleListParams(params('tag=lutut&author=Rina&search=x&category=a'), {
      type: 'category',
      value: 'olahraga',
    });
    expect(Object.fromEntries(next)).toEqual({ search: 'x', kategori: 'olahraga' });
  });

  it('choosing a tag clears category and author', () => {
    const next = changeArticleListParams(params('kategori=olahraga&author=Rina'), {
      type: 'tag',
      value: 'lutut',
    });
    expect(Object.fromEntries(next)).toEqual({ tag: 'lutut' });
  });

  it('clear removes every filter and the sort', () => {
    const next = changeArticleListParams(
      params('kategori=a&tag=b&search=c&author=d&sort_by=views&sort_order=asc&page=2'),
      { type: 'clear' },
    );
    expect(next.toString()).toBe('');
  });
});
