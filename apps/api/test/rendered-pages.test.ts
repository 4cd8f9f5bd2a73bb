import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { renderLimit } from '../src/site/rendered-pages';
import { asClient, rawGet, rawRequest, tempDir, until, withConnection } from './helpers';
import { runScript } from './processes';

/*
 * The production server renders /cari (and, in maintenance, every page) with the site's server
 * bundle, in worker threads. The real bundle exists only after `pnpm build` (the e2e tests use
 * it); here a small bundle with the same exports stands in for it. It asks the worker's API in
 * process, as the site's render does, and writes what it got into a page with an inline style
 * and an inline module script (the loader), like a prerendered page, with an id of its own per
 * render. Three searches behave as no real page does: `gagal` fails, `keluar` ends its worker
 * thread, `tahan` keeps its thread busy (synchronously, as a heavy render would) until the file
 * "lepas" appears beside the site.
 */
const fixtureBundle = `
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
export const dynamicPaths = ['/cari'];
export const NOT_FOUND_PATH = '/__tidak-ada__';
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function createSiteRenderer({ clientDir }) {
  return async ({ url, fetch }) => {
    const render = Math.random().toString(36).slice(2);
    const address = new URL(url, 'http://site.internal');
    const q = address.searchParams.get('q');
    if (q === 'gagal') throw new Error('render failed');
    if (q === 'keluar') process.exit(1);
    if (q === 'tahan') {
      writeFileSync(join(clientDir, '..', 'ditahan'), '');
      const until = Date.now() + 20000;
      while (!existsSync(join(clientDir, '..', 'lepas')) && Date.now() < until);
    }
    const settings = await (await fetch('http://site.internal/api/v1/settings')).json();
    const general = settings.data.general;
    let main = '<h1>' + escape(address.pathname) + '</h1>';
    if (dynamicPaths.includes(address.pathname)) {
      const text = q ?? '';
      const res = await fetch('http://site.internal/api/v1/search?q=' + encodeURIComponent(text));
      const body = await res.json();
      main += '<p id="answer">' + res.status + ' ' + (body.data ? body.data.total : '-') + '</p>';
      main += '<p id="query">' + escape(text) + '</p>';
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
        banner + '<main>' + main + '<p id="render">' + render + '</p>' +
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
  // Where the server looks by default: dist/server/entry-server.js beside dist/client, an ES
  // module as in the site's package.
  writeFileSync(join(temp.dir, 'server', 'entry-server.js'), fixtureBundle);
  writeFileSync(join(temp.dir, 'package.json'), '{ "type": "module" }');
  // Behind one proxy, so that each request can come from a visitor of its own (see get), and
  // one render thread, so that the queue's bound is known.
  server = await startServer({
    port: 0,
    databasePath: join(temp.dir, 'klinik.db'),
    siteDir,
    trustProxy: 1,
    renderThreads: 1,
    // Time stands still for the per-client render limit: no token comes back during a test,
    // however slowly the machine renders.
    now: () => 0,
  });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

let clients = 0;
/** A request from a visitor of its own, so that the per-client render limit stays out of the way. */
const get = (path: string, init: RequestInit = {}, client = (clients += 1)) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...asClient(client), ...init.headers } });
const field = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];
/** The id the bundle gave the render that made this page. */
const renderOf = (html: string) => field(html, 'render');

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
    const first = renderOf(await (await get('/cari?q=homecare')).text());
    const again = renderOf(await (await get('/cari?q=homecare&utm_source=wa&x=1')).text());
    expect(again).toBe(first);
    // What the page drops from the text (control characters, spaces around it) makes no other page.
    const same = renderOf(await (await get('/cari?q=%20homecare%09')).text());
    expect(same).toBe(first);
    // Another search is another page.
    const other = renderOf(await (await get('/cari?q=anak')).text());
    expect(other).not.toBe(first);
  });

  it('renders the address again once the content has changed', async () => {
    const before = renderOf(await (await get('/cari?q=lansia')).text());
    withConnection(join(temp.dir, 'klinik.db'), (db) =>
      db.prepare("UPDATE services SET name = name || ' ' WHERE slug = 'geriatric'").run(),
    );
    const after = renderOf(await (await get('/cari?q=lansia')).text());
    expect(after).not.toBe(before);
  });

  it('renders the same new address asked for many times at once only once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => get('/cari?q=cedera%20olahraga').then((res) => res.text())),
    );
    expect(new Set(pages.map(renderOf)).size).toBe(1);
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
    const first = renderOf(await (await get('/cari?q=pertama')).text());
    for (let index = 0; index < 199; index += 1) await get(`/cari?q=kata${index}`);
    expect(renderOf(await (await get('/cari?q=pertama')).text())).toBe(first);
    for (let index = 199; index < 400; index += 1) await get(`/cari?q=kata${index}`);
    const again = renderOf(await (await get('/cari?q=pertama')).text());
    expect(again).not.toBe(first);
  });

  it('answers 500 when rendering fails, and tries again on the next request', async () => {
    const first = await get('/cari?q=gagal');
    expect(first.status).toBe(500);
    expect(await first.text()).toBe('Terjadi kesalahan pada server');
    const second = await get('/cari?q=gagal');
    expect(second.status).toBe(500);
  });
});

describe('rendering off the event loop', () => {
  const held = () => existsSync(join(temp.dir, 'ditahan'));
  const release = () => writeFileSync(join(temp.dir, 'lepas'), '');
  afterAll(release);

  it('answers the API and the prerendered files while a render holds its thread', async () => {
    const slow = get('/cari?q=tahan');
    await until(held);
    // In the event loop, the render would hold these until it ends; in its thread, it holds none.
    expect((await get('/kontak')).status).toBe(200);
    expect((await get('/api/v1/settings')).status).toBe(200);
    // The queue behind the busy thread takes a bounded number of renders (32 per thread); the
    // rest are told at once to come back in a moment, not queued without end.
    const answered: number[] = [];
    const waiting = Array.from({ length: 40 }, (_, index) =>
      get(`/cari?q=antre${index}`).then((res) => {
        answered.push(res.status);
        return res.status;
      }),
    );
    await until(() => answered.length === 40 - 32);
    expect(answered).toEqual(Array(40 - 32).fill(503));
    const busy = await get('/cari?q=antre-lagi');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.text()).toContain('Situs sedang sibuk');
    release();
    const statuses = await Promise.all(waiting);
    expect(statuses.filter((status) => status === 200)).toHaveLength(32);
    expect((await slow).status).toBe(200);
  });

  it('answers 500 for a render whose thread dies, and renders the next page in a new one', async () => {
    const dying = await get('/cari?q=keluar');
    expect(dying.status).toBe(500);
    expect((await get('/api/v1/settings')).status).toBe(200);
    const next = await get('/cari?q=sesudahnya');
    expect(next.status).toBe(200);
    expect(field(await next.text(), 'query')).toBe('sesudahnya');
  });
});

describe('the per-client render limit', () => {
  it(`renders ${renderLimit.max} new pages for one client at once, then answers 429 in Indonesian with Retry-After`, async () => {
    const client = (clients += 1);
    for (let index = 0; index < renderLimit.max; index += 1) {
      const res = await get(`/cari?q=batas${index}`, {}, client);
      expect(res.status, `page ${index + 1}`).toBe(200);
    }
    const limited = await get('/cari?q=batas-lagi', {}, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(renderLimit.perMs / 1000);
    const html = await limited.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Anda membuka terlalu banyak halaman baru dalam waktu singkat');
    expect(limited.headers.get('content-security-policy')).toContain("default-src 'self'");

    // A page already rendered costs nothing, and other visitors are not held back.
    expect((await get('/cari?q=batas0', {}, client)).status).toBe(200);
    expect((await get('/cari?q=batas-lagi')).status).toBe(200);
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
    expect(renderOf(other)).toBe(renderOf(missingHtml));

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

  // Three runs of pnpm, each a process of its own: seconds apiece on a busy machine.
  it(
    'is switched on with a message and off by `pnpm maintenance`, shown from the next request',
    { timeout: 120_000 },
    async () => {
      const env = { DATABASE_PATH: join(temp.dir, 'klinik.db') };
      const message =
        'Kami sedang memperbarui situs hingga pukul 14.00. Hubungi kami lewat WhatsApp.';
      const on = await runScript(['maintenance', 'on', '--message', message], env);
      expect(on.code, on.stderr).toBe(0);
      expect(on.stdout.trim()).toBe(
        `Maintenance is on: every page shows "${message}" (from the next request on).`,
      );
      const page = await (await get('/kontak')).text();
      expect(page).toContain(`<div role="status"><p>${message}</p></div>`);
      const status = await runScript(['maintenance'], env);
      expect(status.stdout).toContain('Maintenance is on');

      const off = await runScript(['maintenance', 'off'], env);
      expect(off.code, off.stderr).toBe(0);
      expect(off.stdout.trim()).toBe('Maintenance is off: the site is served as built.');
      expect(await (await get('/kontak')).text()).toBe('<!doctype html><title>Kontak</title>');
    },
  );

  it.each([
    [['on', '--message', '   '], /The message is empty/],
    [['on', '--message', 'x'.repeat(301)], /at most 300 fit/],
    [['on', '--pesan', 'Halo'], /^Usage: pnpm maintenance/],
    [['nyala'], /^Usage: pnpm maintenance/],
  ])(
    '`pnpm maintenance %j` refuses with exit 2 and changes nothing',
    { timeout: 60_000 },
    async (args, line) => {
      const env = { DATABASE_PATH: join(temp.dir, 'klinik.db') };
      const { code, stderr } = await runScript(['maintenance', ...args], env);
      expect(code).toBe(2);
      expect(stderr.trim()).toMatch(line);
      expect(await (await get('/kontak')).text()).toBe('<!doctype html><title>Kontak</title>');
    },
  );
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
