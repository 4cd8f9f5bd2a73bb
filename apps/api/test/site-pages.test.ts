import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { rawGet, rawRequest, tempDir, withConnection } from './helpers';

/*
 * The production server renders /cari (and, in maintenance, every page) with the site's server
 * bundle. The real bundle exists only after `pnpm build` (the e2e tests use it); here a small
 * bundle with the same exports stands in for it. It asks the real API in process, as the site's
 * render does, and writes what it got into a page with an inline style and an inline module
 * script (the loader), like a prerendered page.
 */
const fixtureBundle = `
let renders = 0;
export const dynamicPaths = ['/cari'];
export const NOT_FOUND_PATH = '/__tidak-ada__';
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function createSiteRenderer({ clientDir, fetch }) {
  return async (url) => {
    renders += 1;
    const address = new URL(url, 'http://site.internal');
    if (address.searchParams.get('q') === 'gagal') throw new Error('render failed');
    const settings = await (await fetch('http://site.internal/api/v1/settings')).json();
    const general = settings.data.general;
    let main = '<h1>' + escape(address.pathname) + '</h1>';
    if (dynamicPaths.includes(address.pathname)) {
      const q = address.searchParams.get('q') ?? '';
      const res = await fetch('http://site.internal/api/v1/search?q=' + encodeURIComponent(q));
      const body = await res.json();
      main += '<p id="answer">' + res.status + ' ' + (body.data ? body.data.total : '-') + '</p>';
      main += '<p id="query">' + escape(q) + '</p>';
    }
    const banner = general.maintenance_mode
      ? '<div role="status"><p>' + escape(general.maintenance_message) + '</p></div>'
      : '<div role="status"></div>';
    return {
      status: address.pathname === NOT_FOUND_PATH ? 404 : 200,
      html:
        '<!doctype html><html lang="id"><head><style>body{margin:0}</style>' +
        '<script data-entry="/assets/entry.js">import("/assets/entry.js")</script>' +
        '<script type="application/ld+json">{"@type":"MedicalBusiness"}</script></head><body>' +
        banner + '<main>' + main + '<p id="renders">' + renders + '</p>' +
        '<p>' + 'Fisioterapi dan rehabilitasi di Bandung. '.repeat(40) + '</p>' +
        '<p>' + escape(clientDir) + '</p></main></body></html>',
    };
  };
}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let temp: ReturnType<typeof tempDir>;
let siteDir: string;
let server: RunningServer;

beforeAll(async () => {
  temp = tempDir('site-pages');
  siteDir = join(temp.dir, 'client');
  mkdirSync(join(siteDir, 'kontak'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Beranda</title>');
  writeFileSync(join(siteDir, 'kontak', 'index.html'), '<!doctype html><title>Kontak</title>');
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Tidak ditemukan</title>');
  writeFileSync(join(siteDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(temp.dir, 'server'));
  // Where the server looks by default: dist/server/entry-server.js beside dist/client.
  writeFileSync(join(temp.dir, 'server', 'entry-server.js'), fixtureBundle);
  server = await startServer({ port: 0, databasePath: join(temp.dir, 'klinik.db'), siteDir });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const field = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];
const renders = (html: string) => Number(field(html, 'renders'));

/** Commits a change to the content file on a second connection, as an editor would. */
function setMaintenance(on: boolean) {
  withConnection(join(temp.dir, 'klinik.db'), (db) =>
    db
      .prepare(
        "UPDATE settings SET value = ? WHERE group_name = 'general' AND key = 'maintenance_mode'",
      )
      .run(JSON.stringify(on)),
  );
}

describe('the search page, rendered per request', () => {
  it('holds the results of the real search in the HTML', async () => {
    const res = await get('/cari?q=lutut');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await res.text();
    const [status, total] = field(html, 'answer')?.split(' ') ?? [];
    expect(status).toBe('200');
    expect(Number(total)).toBeGreaterThan(0);
    expect(field(html, 'query')).toBe('lutut');
    // The bundle was told where the built site is.
    expect(html).toContain(siteDir);
  });

  it('is kept out of search engines and revalidated on every visit', async () => {
    const res = await get('/cari?q=punggung');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it("allows exactly the page's inline style and loader in its CSP", async () => {
    const res = await get('/cari?q=bahu');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(
      `script-src 'self' ${sha256('import("/assets/entry.js")')}`,
    );
    expect(directive('style-src')).toBe(`style-src 'self' ${sha256('body{margin:0}')}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('renders an address once while the content is unchanged, whatever else the address holds', async () => {
    const first = renders(await (await get('/cari?q=homecare')).text());
    const again = renders(await (await get('/cari?q=homecare&utm_source=wa&x=1')).text());
    expect(again).toBe(first);
    // Another search is another page.
    const other = renders(await (await get('/cari?q=anak')).text());
    expect(other).toBeGreaterThan(first);
  });

  it('renders the address again once the content has changed', async () => {
    const before = renders(await (await get('/cari?q=lansia')).text());
    withConnection(join(temp.dir, 'klinik.db'), (db) =>
      db.prepare("UPDATE services SET name = name || ' ' WHERE slug = 'geriatric'").run(),
    );
    const after = renders(await (await get('/cari?q=lansia')).text());
    expect(after).toBeGreaterThan(before);
  });

  it('renders the same new address asked for many times at once only once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => get('/cari?q=cedera%20olahraga').then((res) => res.text())),
    );
    expect(new Set(pages.map(renders)).size).toBe(1);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await rawRequest(server.url, '/cari?q=lutut', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body.byteLength).toBe(0);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await rawRequest(server.url, '/cari?q=lutut', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString('utf8')).toContain('<p id="query">lutut</p>');
  });

  it('renders the empty search without asking for anything', async () => {
    const html = await (await get('/cari')).text();
    expect(field(html, 'query')).toBe('');
  });

  it.each([
    ['markup', `/cari?q=${encodeURIComponent('<script>alert(1)</script>')}`],
    ['control characters', '/cari?q=lutut%00%07%1b'],
    ['broken percent-encoding', '/cari?q=%E0%A4%A'],
    ['a text far over the limit', `/cari?q=${'nyeri'.repeat(2000)}`],
    ['the parameter twice', '/cari?q=lutut&q=%3Cb%3E'],
    ['FTS5 syntax', `/cari?q=${encodeURIComponent('lutut" OR NEAR(a b) * ^')}`],
  ])('answers a hostile search (%s) with the page, never an error', async (_name, path) => {
    const res = await rawGet(server.url, path);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<p id="answer">');
    expect(res.body).not.toContain('<script>alert');
  });

  it('keeps at most the last 200 addresses, dropping the least recently used', async () => {
    const first = renders(await (await get('/cari?q=pertama')).text());
    for (let index = 0; index < 200; index += 1) await get(`/cari?q=kata${index}`);
    const again = renders(await (await get('/cari?q=pertama')).text());
    expect(again).toBeGreaterThan(first);
  });

  it('answers 500 when rendering fails, and tries again on the next request', async () => {
    const first = await get('/cari?q=gagal');
    expect(first.status).toBe(500);
    expect(await first.text()).toBe('Terjadi kesalahan pada server');
    const second = await get('/cari?q=gagal');
    expect(second.status).toBe(500);
  });
});

describe('maintenance', () => {
  afterAll(() => setMaintenance(false));

  it('serves the prerendered files while it is off', async () => {
    expect(await (await get('/kontak')).text()).toBe('<!doctype html><title>Kontak</title>');
    const missing = await get('/tidak-ada');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<!doctype html><title>Tidak ditemukan</title>');
  });

  it('renders every page with the message while it is on, files stay files', async () => {
    setMaintenance(true);
    const page = await get('/kontak');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>/kontak</h1>');
    expect(html).toContain('<div role="status"><p>Situs sedang dalam pemeliharaan.');
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain(sha256('body{margin:0}'));

    const home = await (await get('/')).text();
    expect(home).toContain('<h1>/</h1>');

    // An unknown address: the 404 page, rendered once for all of them.
    const missing = await get('/tidak-ada');
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('pemeliharaan');
    const other = await (await get('/juga-tidak-ada')).text();
    expect(renders(other)).toBe(renders(missingHtml));

    const logo = await get('/logo.svg');
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('keeps the legacy service addresses redirecting', async () => {
    setMaintenance(true);
    const res = await get('/layanan/homecare-treatment', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/layanan/homecare');
  });

  it('serves the prerendered files again once it is off', async () => {
    setMaintenance(false);
    expect(await (await get('/kontak')).text()).toBe('<!doctype html><title>Kontak</title>');
  });
});

describe('a site built without the server bundle', () => {
  let bare: RunningServer;
  let bareTemp: ReturnType<typeof tempDir>;

  beforeAll(async () => {
    bareTemp = tempDir('site-pages-bare');
    const dir = join(bareTemp.dir, 'client');
    mkdirSync(dir);
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Tidak ditemukan</title>');
    bare = await startServer({
      port: 0,
      databasePath: join(bareTemp.dir, 'klinik.db'),
      siteDir: dir,
    });
  });

  afterAll(async () => {
    await bare.close();
    bareTemp.cleanup();
  });

  it('serves its files as they are: /cari is the 404 page', async () => {
    const res = await fetch(`${bare.url}/cari?q=lutut`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<!doctype html><title>Tidak ditemukan</title>');
  });
});
