import { apiPaths } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { changeArticleListParams, readArticleListParams } from './article-list-params';

const params = (query: string) => new URLSearchParams(query);

describe('readArticleListParams', () => {
  it('defaults to newest first on page 1', () => {
    expect(readArticleListParams(params(''))).toEqual({
      page: 1,
      sort_by: 'published_at',
      sort_order: 'desc',
      category: undefined,
      tag: undefined,
      search: undefined,
      author: undefined,
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
    expect(read).toMatchObject({ sort_by: 'published_at', sort_order: 'desc', page: 1 });
    expect(readArticleListParams(params('page=2.5')).page).toBe(1);
    expect(readArticleListParams(params('page=abc')).page).toBe(1);
    expect(readArticleListParams(params('page=4&sort_by=views&sort_order=asc'))).toMatchObject({
      page: 4,
      sort_by: 'views',
      sort_order: 'asc',
    });
  });

  it('keeps what the API would refuse out of the query', () => {
    const read = readArticleListParams(
      params(`kategori=${encodeURIComponent("x' OR 1=1")}&page=99999&search=${'a'.repeat(300)}`),
    );
    expect(read.category).toBeUndefined();
    expect(read.page).toBe(1);
    expect(read.search).toBeUndefined();
    expect(readArticleListParams(params('tag=lu%00tut')).tag).toBeUndefined();
    expect(readArticleListParams(params('tag=lutut&tag=bahu')).tag).toBe('lutut');
  });

  it('ignores blank filters and trims text', () => {
    expect(readArticleListParams(params('search=%20%20&tag=')).search).toBeUndefined();
    expect(readArticleListParams(params('search=%20lutut%20')).search).toBe('lutut');
  });

  it('leaves the page size to the server', () => {
    expect(readArticleListParams(params('per_page=3'))).not.toHaveProperty('per_page');
  });

  it('asks the API for page, sort and the set filters', () => {
    const read = readArticleListParams(params('kategori=olahraga&search=lutut&page=2'));
    expect(apiPaths.articles(read)).toBe(
      '/v1/articles?page=2&sort_by=published_at&sort_order=desc&category=olahraga&search=lutut',
    );
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
      sort_by: 'title',
      sort_order: 'asc',
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
