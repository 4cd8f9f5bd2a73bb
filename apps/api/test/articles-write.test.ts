import { join } from 'node:path';
import type {
  ApiPaginated,
  ApiSuccess,
  ArticleRecord as Article,
  ArticleSummaryRecord as ArticleSummary,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareArticleWriter } from '../seed/articles/index';
import type { ArticleSeed } from '../seed/articles/types';
import { startServer, type RunningServer } from '../src/index';
import { asClient, getJson, tempDir, visitorDatabasePath, withConnection } from './helpers';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;
let dbPath: string;
let visitorPath: string;
const siteUrl = 'https://geraksehat.id';

beforeAll(async () => {
  temp = tempDir('articles-write');
  dbPath = join(temp.dir, 'klinik.db');
  visitorPath = visitorDatabasePath(dbPath);
  server = await startServer({ port: 0, databasePath: dbPath, trustProxy: 1, siteUrl });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const api = (path: string) => `${server.url}/api/v1${path}`;
let clients = 0;
const newClient = () => asClient((clients += 1));
const view = (slug: string, headers: Record<string, string> = newClient()) =>
  fetch(api(`/articles/${slug}/view`), { method: 'POST', headers });

async function viewCount(slug: string): Promise<number> {
  const { body } = await getJson(api(`/articles/${slug}`));
  return (body as ApiSuccess<Article>).data.view_count;
}

/** The count kept in the visitor data file; undefined before the article's first view. */
function storedViewCount(slug: string): number | undefined {
  return withConnection(
    visitorPath,
    (db) =>
      db
        .prepare<[string], { view_count: number }>(
          'SELECT view_count FROM article_views WHERE slug = ?',
        )
        .get(slug)?.view_count,
  );
}

/** Writes an article through the seed's own path, on a second connection. */
function seedArticle(article: Partial<ArticleSeed> & Pick<ArticleSeed, 'slug' | 'title'>) {
  withConnection(dbPath, (db) => {
    prepareArticleWriter(db)({
      excerpt: 'Ringkasan artikel uji untuk memeriksa perilaku API terhadap data tambahan.',
      category: 'gaya-hidup-aktif',
      author: 'Penulis Uji, S.Ft.',
      publishedAt: '2024-01-01T08:00:00+07:00',
      reviewer: 'laras',
      reviewedAt: '2024-01-02',
      references: [],
      viewCount: 0,
      featured: false,
      keywords: ['artikel-uji'],
      content: '<p>Isi artikel uji.</p>',
      ...article,
    });
  });
}

describe('POST /articles/:slug/view', () => {
  it("adds one view to the seed's number, keeps it in the visitor data file and answers it", async () => {
    const before = await viewCount('kaki-datar-pada-anak');
    expect(storedViewCount('kaki-datar-pada-anak')).toBeUndefined();
    const res = await view('kaki-datar-pada-anak');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: true,
      data: { slug: 'kaki-datar-pada-anak', view_count: before + 1 },
    });
    expect(storedViewCount('kaki-datar-pada-anak')).toBe(before + 1);
    // Cached GET answers are dropped after a write.
    expect(await viewCount('kaki-datar-pada-anak')).toBe(before + 1);
  });

  it('counts one view per client and article an hour; a repeat answers the count unchanged', async () => {
    const slug = 'bahu-kaku-frozen-shoulder';
    const client = newClient();
    const first = (await (await view(slug, client)).json()) as ApiSuccess<{ view_count: number }>;
    const repeat = await view(slug, client);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(first);
    expect(storedViewCount(slug)).toBe(first.data.view_count);

    // The same client on another article, and another client on this one, count.
    expect(
      (
        (await (await view('kompres-hangat-atau-dingin', client)).json()) as ApiSuccess<{
          view_count: number;
        }>
      ).data.view_count,
    ).toBe(storedViewCount('kompres-hangat-atau-dingin'));
    await view(slug);
    expect(storedViewCount(slug)).toBe(first.data.view_count + 1);
  });

  it('counts 100 concurrent views of 100 clients exactly', async () => {
    const slug = 'tortikolis-pada-bayi';
    const before = await viewCount(slug);
    const responses = await Promise.all(Array.from({ length: 100 }, () => view(slug)));
    expect(responses.every((res) => res.status === 200)).toBe(true);
    const counts = await Promise.all(
      responses.map(async (res) => (await res.json()) as ApiSuccess<{ view_count: number }>),
    );
    // Every answer saw a distinct count: no increment was lost or doubled.
    expect(new Set(counts.map((c) => c.data.view_count)).size).toBe(100);
    expect(storedViewCount(slug)).toBe(before + 100);
    expect(await viewCount(slug)).toBe(before + 100);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an Origin of another site', { Origin: 'https://penipu.example' }],
    ['an Origin of another port of this host', { Origin: 'http://127.0.0.1:1' }],
    ['the opaque Origin null', { Origin: 'null' }],
    [
      'an empty form of another site, as a browser sends it',
      {
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://penipu.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    ],
  ])('answers 403 to a cross-site request (%s) and counts nothing', async (_label, headers) => {
    const slug = 'ergonomi-meja-kerja';
    const before = await viewCount(slug);
    const res = await view(slug, { ...newClient(), ...headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Permintaan dari situs lain tidak diizinkan',
    });
    expect(await viewCount(slug)).toBe(before);
  });

  it.each([
    ['the site itself', () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: server.url })],
    ['the public site (SITE_URL) behind a proxy', () => ({ Origin: siteUrl })],
    [
      'the host the trusted proxy names',
      () => ({ Origin: 'https://www.geraksehat.id', 'X-Forwarded-Host': 'www.geraksehat.id' }),
    ],
    ['a script without browser headers', () => ({})],
  ])('counts a view from %s', async (_label, headers) => {
    const slug = 'mencegah-jatuh-pada-lansia';
    const before = await viewCount(slug);
    const res = await view(slug, { ...newClient(), ...headers() });
    expect(res.status).toBe(200);
    expect(await viewCount(slug)).toBe(before + 1);
  });

  it('reorders the popular list at once, also when the count changes outside the API', async () => {
    const { body: before } = await getJson(api('/articles/popular?limit=1'));
    const top = (before as ApiSuccess<ArticleSummary[]>).data[0];
    const slug = 'memulai-olahraga-setelah-lama-tidak-aktif';
    expect(top?.slug).not.toBe(slug);
    // A restore or an editor writes the visitor data file on another connection.
    withConnection(visitorPath, (db) =>
      db
        .prepare(
          `INSERT INTO article_views (slug, view_count) VALUES (?, ?)
           ON CONFLICT (slug) DO UPDATE SET view_count = excluded.view_count`,
        )
        .run(slug, (top?.view_count ?? 0) + 1),
    );
    const { body: after } = await getJson(api('/articles/popular?limit=1'));
    expect((after as ApiSuccess<ArticleSummary[]>).data[0]?.slug).toBe(slug);
    const { body: sorted } = await getJson(api('/articles?sort_by=views&per_page=1'));
    expect((sorted as ApiPaginated<ArticleSummary>).data[0]?.slug).toBe(slug);
  });

  it('answers 404 JSON for an unknown slug and changes nothing', async () => {
    const res = await view('tidak-ada');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Artikel tidak ditemukan' });
    expect(storedViewCount('tidak-ada')).toBeUndefined();
  });

  it('answers 405 for GET', async () => {
    const { res } = await getJson(api('/articles/kaki-datar-pada-anak/view'));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('title order', () => {
  it("follows Indonesian collation, ignoring case: 'apel' < 'Bahu' < 'cedera'", async () => {
    for (const title of ['cedera urutan', 'Bahu urutan', 'apel urutan', 'Ébola urutan']) {
      seedArticle({
        slug: `urutan-${title.split(' ')[0]?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`,
        title,
        keywords: ['urutan-uji'],
      });
    }
    const titles = async (order: string) => {
      const { body } = await getJson(
        api(`/articles?tag=urutan-uji&sort_by=title&sort_order=${order}`),
      );
      return (body as ApiPaginated<ArticleSummary>).data.map((article) => article.title);
    };
    expect(await titles('asc')).toEqual([
      'apel urutan',
      'Bahu urutan',
      'cedera urutan',
      'Ébola urutan',
    ]);
    expect(await titles('desc')).toEqual([
      'Ébola urutan',
      'cedera urutan',
      'Bahu urutan',
      'apel urutan',
    ]);
  });
});

describe('article HTML', () => {
  const hostile = `
    <h1>Judul</h1>
    <script>alert('xss')</script>
    <p onclick="alert(1)" style="color:red">Paragraf <strong onmouseover="x()">tebal</strong></p>
    <a href="javascript:alert(1)">satu</a>
    <a href="JaVaScRiPt&colon;alert(1)">dua</a>
    <a href=" jav&#x09;ascript:alert(1)">tiga</a>
    <a href="https://example.org/" target="_blank">empat</a>
    <img src="x" onerror="alert(1)">
    <img src="data:image/svg+xml,<svg onload=alert(1)>">
    <img src="//evil.example/a.png"><img src="/\\evil.example/a.png">
    <img src="/images/gallery/ruang-tunggu-kiaracondong.svg" alt="ruang" width="600" height="x">
    <iframe src="https://evil.example"></iframe>
    <svg><script>alert(1)</script></svg>
    <form action="/x"><input name="a"></form>
    <style>p { display: none }</style>`;

  function expectHarmless(content: string) {
    expect(content).not.toMatch(/<script|<style|<iframe|<svg|<form|<input|<h1/i);
    expect(content).not.toMatch(/\son\w+\s*=/i);
    expect(content).not.toMatch(/javascript|data:|style=|target=/i);
    expect(content).not.toMatch(/evil\.example/);
    expect(content).not.toMatch(/alert/);
  }

  it('is sanitized before it is stored by the seed', async () => {
    seedArticle({ slug: 'artikel-berbahaya', title: 'Artikel Berbahaya', content: hostile });
    const stored = withConnection(
      dbPath,
      (db) =>
        db
          .prepare<[], { content: string }>(
            "SELECT content FROM articles WHERE slug = 'artikel-berbahaya'",
          )
          .get()?.content ?? '',
    );
    expectHarmless(stored);
    expect(stored).toContain('<p>Paragraf <strong>tebal</strong></p>');
    expect(stored).toContain('<a href="https://example.org/" rel="noopener noreferrer">empat</a>');
    expect(stored).toContain(
      '<img src="/images/gallery/ruang-tunggu-kiaracondong.svg" alt="ruang" width="600" />',
    );

    const { res, body } = await getJson(api('/articles/artikel-berbahaya'));
    expect(res.status).toBe(200);
    expectHarmless((body as ApiSuccess<Article>).data.content);
  });

  it('is sanitized again when served, whoever wrote the row', async () => {
    // Written around the seed, as a hand edit in the database would be.
    withConnection(dbPath, (db) =>
      db
        .prepare("UPDATE articles SET content = ? WHERE slug = 'kompres-hangat-atau-dingin'")
        .run(hostile),
    );
    const { body } = await getJson(api('/articles/kompres-hangat-atau-dingin'));
    const { content } = (body as ApiSuccess<Article>).data;
    expectHarmless(content);
    expect(content).toContain('<p>Paragraf <strong>tebal</strong></p>');
  });
});
