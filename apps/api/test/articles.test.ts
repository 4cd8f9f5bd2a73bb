import { join } from 'node:path';
import type {
  ApiError,
  ApiPaginated,
  ApiSuccess,
  ArticleRecord as Article,
  ArticleSummaryRecord as ArticleSummary,
  CategoryDetailRecord as CategoryDetail,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSeeds } from '../seed/articles/index';
import { startServer, type RunningServer } from '../src/index';
import { expectArticleSummary, expectPagination } from './shapes';
import { getJson, tempDir } from './helpers';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;

beforeAll(async () => {
  temp = tempDir('articles');
  server = await startServer({ port: 0, databasePath: join(temp.dir, 'klinik.db') });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const api = (path: string) => `${server.url}/api/v1${path}`;
const total = articleSeeds.length;
const collator = new Intl.Collator('id', { sensitivity: 'base' });

async function list(query = '') {
  const { res, body } = await getJson(api(`/articles${query}`));
  expect(res.status, query).toBe(200);
  return body as ApiPaginated<ArticleSummary>;
}

/** Every article, in the default order. */
async function everything() {
  return (await list('?per_page=50')).data;
}

describe('GET /articles', () => {
  it('answers the first page of 9, newest first, with every field', async () => {
    const body = await list();
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination', 'success']);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(9);
    body.data.forEach(expectArticleSummary);
    expectPagination(body.pagination, {
      current_page: 1,
      last_page: Math.ceil(total / 9),
      per_page: 9,
      total,
    });
    const dates = body.data.map((article) => Date.parse(article.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages without overlap or gaps', async () => {
    const first = await list('?page=1');
    const second = await list('?page=2');
    expect(second.pagination.current_page).toBe(2);
    expect(second.data).toHaveLength(total - 9);
    const slugs = [...first.data, ...second.data].map((article) => article.slug);
    expect(new Set(slugs).size).toBe(total);
    expect(new Set(slugs)).toEqual(new Set(articleSeeds.map((article) => article.slug)));
  });

  it('answers an empty page past the last one', async () => {
    const body = await list('?page=99');
    expect(body.data).toEqual([]);
    expectPagination(body.pagination, {
      current_page: 99,
      last_page: Math.ceil(total / 9),
      per_page: 9,
      total,
    });
  });

  it.each([1, 4, 50])('honours per_page=%i', async (perPage) => {
    const body = await list(`?per_page=${perPage}`);
    expect(body.data).toHaveLength(Math.min(perPage, total));
    expect(body.pagination.per_page).toBe(perPage);
    expect(body.pagination.last_page).toBe(Math.ceil(total / perPage));
  });

  it.each([
    ['published_at', 'asc'],
    ['published_at', 'desc'],
    ['views', 'asc'],
    ['views', 'desc'],
    ['title', 'asc'],
    ['title', 'desc'],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder) => {
    const { data } = await list(`?per_page=50&sort_by=${sortBy}&sort_order=${sortOrder}`);
    expect(data).toHaveLength(total);
    const sign = sortOrder === 'asc' ? 1 : -1;
    const compare = {
      published_at: (a: ArticleSummary, b: ArticleSummary) =>
        Date.parse(a.published_at) - Date.parse(b.published_at),
      views: (a: ArticleSummary, b: ArticleSummary) => a.view_count - b.view_count,
      title: (a: ArticleSummary, b: ArticleSummary) => collator.compare(a.title, b.title),
    }[sortBy];
    const expected = [...data].sort((a, b) => sign * compare(a, b));
    expect(data.map((a) => a.slug)).toEqual(expected.map((a) => a.slug));
  });

  it('defaults sort_order to desc for any sort_by', async () => {
    const { data } = await list('?per_page=50&sort_by=views');
    const views = data.map((article) => article.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('filters by category slug, matching the category count', async () => {
    const { body } = await getJson(api('/categories?type=article'));
    const categories = (body as ApiSuccess<CategoryDetail[]>).data;
    let sum = 0;
    for (const category of categories) {
      const page = await list(`?per_page=50&category=${category.slug}`);
      expect(page.pagination.total).toBe(category.articles_count);
      expect(page.data.every((article) => article.category.slug === category.slug)).toBe(true);
      sum += page.pagination.total;
    }
    expect(sum).toBe(total);
    expect((await list('?category=tidak-ada')).pagination.total).toBe(0);
  });

  it('filters by one keyword, in any case, and only whole keywords', async () => {
    const lower = await list('?per_page=50&tag=lansia');
    expect(lower.pagination.total).toBeGreaterThan(0);
    for (const article of lower.data) {
      const keywords = article.meta_keywords.split(',').map((k) => k.trim().toLowerCase());
      expect(keywords).toContain('lansia');
    }
    const upper = await list('?per_page=50&tag=LANSIA');
    expect(upper.data.map((a) => a.slug)).toEqual(lower.data.map((a) => a.slug));
    const withSpace = await list(`?per_page=50&tag=${encodeURIComponent('cedera olahraga')}`);
    expect(withSpace.pagination.total).toBeGreaterThan(0);
    expect((await list('?tag=lansi')).pagination.total).toBe(0);
  });

  it('searches title, excerpt and body text, in any case', async () => {
    const inTitle = await list('?per_page=50&search=FROZEN');
    expect(inTitle.data.map((a) => a.slug)).toContain('bahu-kaku-frozen-shoulder');
    const inExcerpt = await list(`?per_page=50&search=${encodeURIComponent('tiga hari pertama')}`);
    expect(inExcerpt.data.map((a) => a.slug)).toEqual(['penanganan-awal-keseleo-pergelangan-kaki']);
    // Only in the body of the runners' article.
    const inBody = await list('?per_page=50&search=gasibu');
    expect(inBody.data.map((a) => a.slug)).toEqual(['nyeri-lutut-pada-pelari']);
    // Markup is not text: a tag name matches nothing.
    expect((await list('?search=blockquote')).pagination.total).toBe(0);
  });

  it('filters by author, in any case', async () => {
    const dimas = await list('?per_page=50&author=DIMAS');
    expect(dimas.pagination.total).toBeGreaterThan(0);
    expect(dimas.data.every((article) => article.author.startsWith('Dimas Pratama,'))).toBe(true);
    const expected = articleSeeds.filter((article) => article.author.startsWith('Dimas')).length;
    expect(dimas.pagination.total).toBe(expected);
  });

  it('combines filters with AND', async () => {
    const category = await list('?per_page=50&category=kesehatan-lansia');
    const both = await list('?per_page=50&category=kesehatan-lansia&author=dimas&search=lutut');
    expect(both.pagination.total).toBeGreaterThan(1);
    expect(both.pagination.total).toBeLessThan(category.pagination.total);
    const all = await list('?per_page=50&category=kesehatan-lansia&author=dimas&search=pengapuran');
    expect(all.data.map((a) => a.slug)).toEqual(['hidup-aktif-dengan-osteoartritis-lutut']);
  });

  it('treats empty text filters as absent', async () => {
    const body = await list('?search=&tag=&author=&category=');
    expect(body.pagination.total).toBe(total);
  });
});

describe('GET /articles/featured, /latest, /popular', () => {
  it('lists the 2-3 featured articles, newest first', async () => {
    const { res, body } = await getJson(api('/articles/featured'));
    expect(res.status).toBe(200);
    const { data } = body as ApiSuccess<ArticleSummary[]>;
    data.forEach(expectArticleSummary);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.length).toBeLessThanOrEqual(3);
    expect(data.every((article) => article.is_featured)).toBe(true);
  });

  it('lists the newest by default 3', async () => {
    const { body } = await getJson(api('/articles/latest'));
    const { data } = body as ApiSuccess<ArticleSummary[]>;
    expect(data).toHaveLength(3);
    const all = await everything();
    expect(data.map((a) => a.slug)).toEqual(all.slice(0, 3).map((a) => a.slug));
  });

  it('lists the most viewed, up to limit', async () => {
    const { body } = await getJson(api('/articles/popular?limit=12'));
    const { data } = body as ApiSuccess<ArticleSummary[]>;
    expect(data).toHaveLength(12);
    const views = data.map((a) => a.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it.each(['0', '13', '-1', 'abc', '2.5'])('rejects limit=%s with 422', async (limit) => {
    for (const path of ['featured', 'latest', 'popular']) {
      const { res, body } = await getJson(api(`/articles/${path}?limit=${limit}`));
      expect(res.status).toBe(422);
      expect((body as ApiError).errors?.limit?.[0]).toMatch(/^Parameter limit /);
    }
  });
});

describe('GET /articles/:slug', () => {
  it('answers the article with its sanitized HTML body', async () => {
    const { res, body } = await getJson(api('/articles/tortikolis-pada-bayi'));
    expect(res.status).toBe(200);
    const { success, data } = body as ApiSuccess<Article>;
    expect(success).toBe(true);
    const { content, reviewed_by, reviewed_at, references, ...summary } = data;
    expectArticleSummary(summary);
    expect([reviewed_by, reviewed_at, references.length]).not.toContain(null);
    expect(data.slug).toBe('tortikolis-pada-bayi');
    expect(content).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(content).toMatch(/<p>/);
    expect(content).toMatch(/<(ul|ol)>\s*<li>/);
    expect(content).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it('shares the list fields with the list entry', async () => {
    const [first] = await everything();
    const { body } = await getJson(api(`/articles/${first?.slug ?? ''}`));
    expect((body as ApiSuccess<Article>).data).toMatchObject(first ?? {});
  });

  it('answers 404 JSON for an unknown slug', async () => {
    const { res, body } = await getJson(api('/articles/tidak-ada'));
    expect(res.status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Artikel tidak ditemukan' });
  });

  it.each(['Tortikolis', 'a_b', 'a'.repeat(201)])('rejects the slug %s with 422', async (slug) => {
    const { res, body } = await getJson(api(`/articles/${slug}`));
    expect(res.status).toBe(422);
    expect((body as ApiError).errors?.slug?.length).toBeGreaterThan(0);
  });
});
