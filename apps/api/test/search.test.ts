import { join } from 'node:path';
import {
  apiPaths,
  searchGroupSize,
  searchKindLabels,
  type MarkedText,
  type SearchResults,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMatchQuery } from '../src/data/search';
import { startServer, type RunningServer } from '../src/index';
import { countRows, getJson, rawGet, serverForTests, tempDir, withConnection } from './helpers';
import { expectAnswer, expectApiError } from './shapes';

const server = serverForTests('search');

async function search(q: string): Promise<SearchResults> {
  const { res, body } = await getJson(`${server.url}/api${apiPaths.search(q)}`);
  expect(res.status, q).toBe(200);
  return expectAnswer('search', body).data;
}

const plain = (text: MarkedText) => text.map((piece) => piece.text).join('');
const marked = (text: MarkedText) => text.filter((piece) => piece.mark).map((p) => p.text);
const paths = (results: SearchResults) =>
  results.groups.flatMap((group) => group.results.map((result) => result.path));

describe('GET /search', () => {
  it('finds services, articles, FAQ answers and branches, grouped by kind', async () => {
    const results = await search('fisioterapi');
    expect(results.query).toBe('fisioterapi');
    expect(results.groups.map((group) => group.kind).sort()).toEqual(
      ['article', 'faq', 'location', 'service'].sort(),
    );
    for (const group of results.groups) {
      expect(group.label).toBe(searchKindLabels[group.kind]);
      expect(group.results.length).toBe(Math.min(group.total, searchGroupSize));
      for (const result of group.results) expect(result.kind).toBe(group.kind);
    }
    expect(results.total).toBe(results.groups.reduce((sum, group) => sum + group.total, 0));
  });

  it('links each result to its page on the site', async () => {
    const results = await search('kiaracondong');
    const location = results.groups.find((group) => group.kind === 'location');
    expect(location?.results[0]?.path).toBe('/lokasi-klinik#kiaracondong');
    const articles = await search('tortikolis');
    expect(paths(articles)).toContain('/artikel/tortikolis-pada-bayi');
    const services = await search('homecare');
    expect(paths(services)).toContain('/layanan/homecare');
    const faqs = (await search('rujukan dokter')).groups.find((group) => group.kind === 'faq');
    expect(faqs?.results[0]?.path).toMatch(/^\/faq#faq-\d+$/);
  });

  it('ranks pages named after the words above pages that only mention them', async () => {
    const articles = (await search('lutut')).groups.find((group) => group.kind === 'article');
    const named = articles?.results.map((result) => /lutut/i.test(result.title)) ?? [];
    expect(named.length).toBeGreaterThan(2);
    expect(named[0]).toBe(true);
    // Every title match comes before the first result without one.
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
    expect(named).toContain(false);
  });

  it('orders the groups by their best result', async () => {
    const results = await search('kiaracondong');
    expect(results.groups[0]?.kind).toBe('location');
  });

  it('matches words with or without diacritics', async () => {
    const plainWord = await search('fisioterapi');
    expect(await search('fisioterápi')).toEqual({ ...plainWord, query: 'fisioterápi' });
    expect(await search('FISIOTERAPI')).toEqual({ ...plainWord, query: 'FISIOTERAPI' });
  });

  it('matches the last word as a prefix, as the visitor types', async () => {
    const whole = paths(await search('osteoartritis'));
    expect(whole.length).toBeGreaterThan(0);
    for (const typed of ['osteo', 'osteoart']) expect(paths(await search(typed))).toEqual(whole);
    expect(paths(await search('fisio'))).toEqual(paths(await search('fisioterapi')));
    // Only the last word: "fisio lutut" needs the whole word fisio, which no page has.
    expect((await search('fisio lutut')).total).toBe(0);
  });

  it('needs every word', async () => {
    const both = await search('nyeri lutut');
    const lutut = await search('lutut');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(lutut.total);
  });

  it('marks the matched words in the title and the snippet, and nothing else', async () => {
    const results = await search('lutut');
    for (const result of results.groups.flatMap((group) => group.results)) {
      expect(plain(result.title_marked)).toBe(result.title);
      const marks = [...marked(result.title_marked), ...marked(result.snippet)];
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^lutut/);
      // Plain text only: no markup, no marker characters left over.
      // eslint-disable-next-line no-control-regex -- the markers are control characters
      expect(plain(result.snippet)).not.toMatch(/[<>\u0000-\u001f]/);
    }
  });

  it('cuts a long text around the match with an ellipsis', async () => {
    const articles = (await search('tortikolis')).groups.find((group) => group.kind === 'article');
    const snippet = plain(articles?.results[0]?.snippet ?? []);
    expect(snippet.split(' ').length).toBeLessThan(30);
    expect(snippet).toMatch(/…$/);
  });

  it.each(['', '   ', '"', '*', '-', '()', '…'])('answers %j with no results', async (q) => {
    expect(await search(q)).toEqual({ query: q.trim(), total: 0, groups: [] });
  });

  it('answers without q with no results', async () => {
    const { res, body } = await getJson(`${server.url}/api/v1/search`);
    expect(res.status).toBe(200);
    expect(expectAnswer('search', body).data).toEqual({ query: '', total: 0, groups: [] });
  });
});

describe('hostile search text', () => {
  const hostile = [
    '"',
    '""',
    '"lutut',
    'lutut"',
    '*',
    'lutut*',
    '*lutut',
    'NEAR(',
    'NEAR(lutut nyeri)',
    'NEAR(lutut nyeri, 2)',
    'lutut AND',
    'OR lutut',
    'NOT',
    'lutut NOT nyeri',
    'title:lutut',
    '{title body}: lutut',
    '^lutut',
    'lutut + nyeri',
    '(lutut',
    "'; DROP TABLE search_index; --",
    '<mark>lutut</mark>',
    '%_\\',
    'ケガ',
  ];

  it.each(hostile)('answers %j normally', async (q) => {
    const results = await search(q);
    expect(results.query).toBe(q.trim());
    // Operators are words like any other: what it finds, the plain words find.
    const words =
      q
        .normalize('NFKC')
        .match(/[\p{L}\p{N}\p{M}]+/gu)
        ?.join(' ') ?? '';
    expect(results).toEqual({ ...(await search(words)), query: q.trim() });
  });

  it('left the index as it was', () => {
    expect(countRows(server.databasePath, 'search_index')).toBeGreaterThan(30);
  });

  it('quotes every word for FTS5 and makes the last a prefix', () => {
    expect(toMatchQuery('NEAR(lutut "nyeri')).toBe('"NEAR" "lutut" "nyeri"*');
    expect(toMatchQuery('" * ( )')).toBeUndefined();
  });

  it.each([
    ['q over 100 characters', `q=${'a'.repeat(101)}`, 'Parameter q maksimal 100 karakter'],
    [
      'q with a control character',
      'q=lutut%00',
      'Parameter q berisi karakter yang tidak diizinkan',
    ],
    ['q with a line break', 'q=lutut%0Anyeri', 'Parameter q berisi karakter yang tidak diizinkan'],
    ['q twice', 'q=a&q=b', 'Parameter q hanya boleh diberikan satu kali'],
    ['q as an array', 'q[]=a', 'Parameter q[] harus berupa satu nilai, bukan array'],
  ])('%s: 422 with an Indonesian message', async (_label, query, message) => {
    const res = await rawGet(server.url, `/api/v1/search?${query}`);
    expect(res.status).toBe(422);
    const error = expectApiError(JSON.parse(res.body));
    expect(error.message).toBe('Parameter tidak valid');
    expect(Object.values(error.errors ?? {}).flat()).toEqual([message]);
  });

  it('answers only GET and HEAD', async () => {
    const { res } = await getJson(`${server.url}/api/v1/search?q=lutut`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the index follows the content', () => {
  let temp: ReturnType<typeof tempDir>;
  let dbPath: string;

  beforeAll(() => {
    temp = tempDir('search-rebuild');
    dbPath = join(temp.dir, 'klinik.db');
  });

  afterAll(() => temp.cleanup());

  async function searchOn(running: RunningServer, q: string): Promise<SearchResults> {
    const { body } = await getJson(`${running.url}/api${apiPaths.search(q)}`);
    return expectAnswer('search', body).data;
  }

  it('is rebuilt at the next start when the content changed', async () => {
    const first = await startServer({ port: 0, databasePath: dbPath });
    await first.close();
    withConnection(dbPath, (db) =>
      db
        .prepare('INSERT INTO faqs (question, answer, sort_order) VALUES (?, ?, 99)')
        .run('Apakah ada parkir sepeda?', 'Ada, di depan setiap cabang tersedia parkir sepeda.'),
    );
    const second = await startServer({ port: 0, databasePath: dbPath });
    try {
      const faqs = (await searchOn(second, 'sepeda')).groups.find((g) => g.kind === 'faq');
      expect(faqs?.results.map((result) => result.title)).toEqual(['Apakah ada parkir sepeda?']);
    } finally {
      await second.close();
    }
  });
});
