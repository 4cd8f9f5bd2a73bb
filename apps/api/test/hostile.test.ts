import { join } from 'node:path';
import type {
  ApiError,
  ApiPaginated,
  ArticleSummaryRecord as ArticleSummary,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSeeds } from '../seed/articles/index';
import { htmlToText } from '../src/content/html';
import { startServer, type RunningServer } from '../src/index';
import { countRows, getJson, rawGet, tempDir } from './helpers';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;
let dbPath: string;

beforeAll(async () => {
  temp = tempDir('hostile');
  dbPath = join(temp.dir, 'klinik.db');
  server = await startServer({ port: 0, databasePath: dbPath });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const api = (path: string) => `${server.url}/api/v1${path}`;
const q = encodeURIComponent;
const long = 'a'.repeat(10 * 1024);

/** What a literal, case-insensitive search must find, computed from the seed files. */
function literalMatches(needle: string): number {
  const wanted = needle.trim().toLowerCase();
  return articleSeeds.filter((article) =>
    `${article.title} ${article.excerpt} ${htmlToText(article.content)}`
      .toLowerCase()
      .includes(wanted),
  ).length;
}

const searches = [
  "'",
  '"',
  '%',
  '_',
  '\\',
  '%%',
  '_%_',
  "' OR 1=1 --",
  "' OR '1'='1",
  '"; DROP TABLE articles; --',
  "1'; DELETE FROM articles WHERE '1'='1",
  'nyeri%',
  'lu_ut',
  '50%',
  '<script>alert(1)</script>',
  'ケガ',
];

const rejected: [label: string, path: string, field: string][] = [
  ['page negative', '/articles?page=-1', 'page'],
  ['page zero', '/articles?page=0', 'page'],
  ['page huge', '/articles?page=99999999999999999999', 'page'],
  ['page exponent', '/articles?page=1e3', 'page'],
  ['page fraction', '/articles?page=1.5', 'page'],
  ['page text', '/articles?page=abc', 'page'],
  ['page empty', '/articles?page=', 'page'],
  ['page quote', `/articles?page=${q("1' OR 1=1 --")}`, 'page'],
  ['per_page over 50', '/articles?per_page=51', 'per_page'],
  ['per_page zero', '/articles?per_page=0', 'per_page'],
  ['per_page negative', '/articles?per_page=-9', 'per_page'],
  ['per_page huge', '/articles?per_page=1000000', 'per_page'],
  ['sort_by unknown', '/articles?sort_by=id', 'sort_by'],
  ['sort_by injection', `/articles?sort_by=${q('title; DROP TABLE articles')}`, 'sort_by'],
  ['sort_by SQL', `/articles?sort_by=${q('(SELECT 1)')}`, 'sort_by'],
  ['sort_order unknown', '/articles?sort_order=sideways', 'sort_order'],
  ['sort_order SQL', `/articles?sort_order=${q('desc, (SELECT 1)')}`, 'sort_order'],
  ['category quote', `/articles?category=${q("' OR 1=1 --")}`, 'category'],
  ['category wildcard', '/articles?category=%25', 'category'],
  ['search 10 KB', `/articles?search=${long}`, 'search'],
  ['tag 10 KB', `/articles?tag=${long}`, 'tag'],
  ['author 10 KB', `/articles?author=${long}`, 'author'],
  ['category 10 KB', `/articles?category=${long}`, 'category'],
  ['search 201 characters', `/articles?search=${'b'.repeat(201)}`, 'search'],
  ['search with NUL', '/articles?search=a%00', 'search'],
  ['search with a line break', '/articles?search=a%0Ab', 'search'],
  ['repeated page', '/articles?page=1&page=2', 'page'],
  ['repeated search', '/articles?search=a&search=b', 'search'],
  ['array tag', '/articles?tag[]=lansia&tag[]=lari', 'tag[]'],
  ['indexed page', '/articles?page[0]=1', 'page[0]'],
  ['object sort_by', '/articles?sort_by[title]=asc', 'sort_by[title]'],
  ['limit zero', '/articles/popular?limit=0', 'limit'],
  ['limit huge', '/articles/latest?limit=4294967297', 'limit'],
  ['limit negative', '/articles/featured?limit=-3', 'limit'],
  ['limit array', '/articles/featured?limit[]=3', 'limit[]'],
  ['category type', '/categories?type=tag', 'type'],
  ['category articles page', '/categories/cedera-olahraga/articles?page=-1', 'page'],
  ['gallery category', '/galleries?category=semua', 'category'],
  ['gallery per_page', '/galleries?per_page=51', 'per_page'],
  ['gallery featured', '/galleries?featured=yes', 'featured'],
  ['article slug quote', `/articles/${q("x' OR 1=1 --")}`, 'slug'],
  ['article slug 10 KB', `/articles/${long}`, 'slug'],
  ['service slug wildcard', '/services/%25', 'slug'],
  ['page slug quote', `/pages/${q("'")}`, 'slug'],
  ['location slug quote', `/locations/${q('" OR ""="')}`, 'slug'],
  ['gallery slug quote', `/galleries/${q("1'")}`, 'slug'],
  ['category slug quote', `/categories/${q("1' OR 1=1")}`, 'slug'],
  ['settings key 10 KB', `/settings/contact/${long}`, 'key'],
  ['any endpoint, 10 KB parameter', `/services?x=${long}`, 'x'],
  ['any endpoint, array', '/faqs?a[]=1', 'a[]'],
];

describe('hostile input', () => {
  let articlesBefore: number;

  beforeAll(() => {
    articlesBefore = countRows(dbPath, 'articles');
  });

  afterAll(() => {
    // Nothing above may have changed the data.
    expect(countRows(dbPath, 'articles')).toBe(articlesBefore);
    expect(countRows(dbPath, 'article_tags')).toBeGreaterThan(0);
  });

  it.each(searches)('search=%j matches literally', async (needle) => {
    const { res, body } = await getJson(api(`/articles?per_page=50&search=${q(needle)}`));
    expect(res.status).toBe(200);
    const { pagination, data } = body as ApiPaginated<ArticleSummary>;
    expect(pagination.total).toBe(literalMatches(needle));
    expect(data).toHaveLength(pagination.total);
    expect(countRows(dbPath, 'articles')).toBe(articlesBefore);
  });

  it('search with wildcards finds literal text only', async () => {
    // "lu_ut" would match "lutut" as a LIKE pattern; literally it matches nothing.
    expect(literalMatches('lu_ut')).toBe(0);
    expect(literalMatches('lutut')).toBeGreaterThan(0);
  });

  it.each(["' OR 1=1 --", '%', '_', 'lansia%'])(
    'tag=%j matches whole keywords only',
    async (tag) => {
      const { res, body } = await getJson(api(`/articles?tag=${q(tag)}`));
      expect(res.status).toBe(200);
      expect((body as ApiPaginated<ArticleSummary>).pagination.total).toBe(0);
    },
  );

  it.each(['%', '_', "' OR 1=1 --"])('author=%j matches literally', async (author) => {
    const { res, body } = await getJson(api(`/articles?author=${q(author)}`));
    expect(res.status).toBe(200);
    expect((body as ApiPaginated<ArticleSummary>).pagination.total).toBe(0);
  });

  it.each(rejected)('%s: 422 naming the parameter', async (_label, path, field) => {
    const { res, body } = await getJson(api(path));
    expect(res.status).toBe(422);
    const error = body as ApiError;
    expect(error.success).toBe(false);
    expect(error.message).toBe('Parameter tidak valid');
    expect(Object.keys(error.errors ?? {})).toContain(field);
    for (const message of Object.values(error.errors ?? {}).flat()) {
      expect(message).toMatch(/harus|maksimal|minimal|hanya|tidak diizinkan/);
    }
    expect(countRows(dbPath, 'articles')).toBe(articlesBefore);
  });

  it('answers with a specific Indonesian message per parameter', async () => {
    const { body } = await getJson(api('/articles?page=abc&per_page=100&sort_by=x&sort_order=up'));
    expect((body as ApiError).errors).toEqual({
      page: ['Parameter page harus berupa bilangan bulat'],
      per_page: ['Parameter per_page maksimal 50'],
      sort_by: ['Parameter sort_by harus salah satu dari: published_at, title, views'],
      sort_order: ['Parameter sort_order harus salah satu dari: asc, desc'],
    });
  });

  it('ignores parameters it does not know, including __proto__', async () => {
    const { res, body } = await getJson(api('/articles?__proto__=x&constructor=y&utm_source=z'));
    expect(res.status).toBe(200);
    expect((body as ApiPaginated<ArticleSummary>).pagination.total).toBe(articlesBefore);
  });

  it('answers a malformed percent-encoding literally, not with an error', async () => {
    const res = await rawGet(server.url, '/api/v1/articles?search=%E0%A4%A');
    expect(res.status).toBe(200);
  });

  it.each(["x'; DROP TABLE articles; --", 'a'.repeat(201)])(
    'rejects POST to a hostile view slug',
    async (slug) => {
      const { res } = await getJson(api(`/articles/${q(slug)}/view`), { method: 'POST' });
      expect(res.status).toBe(422);
    },
  );

  it('never shows a stack trace', async () => {
    const { body } = await getJson(api(`/articles?page=${q("'")}&sort_by=${q('"')}`));
    expect(JSON.stringify(body)).not.toMatch(/\bat\b.*\.(ts|js)|SqliteError|SQLITE/);
  });
});
