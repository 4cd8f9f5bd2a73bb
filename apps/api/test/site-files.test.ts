import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { rawGet, rawRequest, tempDir, type RawBytesResponse } from './helpers';

const secret = 'SECRET-OUTSIDE-THE-SITE';
// Under 1 KB, served as they are; the others are large enough to be compressed.
const pages = {
  home: '<!doctype html><title>Beranda</title>',
  notFound: `<!doctype html><title>Halaman Tidak Ditemukan</title>${'<p>Kembali ke beranda.</p>'.repeat(60)}`,
  service: '<!doctype html><title>Homecare</title>',
  contact: `<!doctype html><title>Kontak</title><div style="position:relative">${'<p>Hubungi kami melalui WhatsApp.</p>'.repeat(60)}</div>`,
  styled: `<!doctype html><head><style>${'body{margin:0;color:#1f2933}'.repeat(40)}</style><title>Galeri</title></head><p>Foto klinik</p>`,
  // A prerendered page's scripts: the inline loader (code), data and a script with a src.
  scripted: [
    '<!doctype html><head><title>Artikel</title>',
    '<script type="application/ld+json">{"@type":"MedicalBusiness"}</script>',
    '<script data-entry="/assets/entry-abc.js">requestAnimationFrame(()=>{});</script>',
    '</head><body><p>Artikel kesehatan</p>',
    '<script id="__BOOT__" type="application/json">{"queries":[]}</script>',
    '<script type="module" src="/assets/app-abc.js"></script></body>',
  ].join(''),
};
const files = {
  bundle: 'export const layanan = ["Fisioterapi Olahraga", "Homecare"];\n'.repeat(80),
  sitemap: `<?xml version="1.0" encoding="UTF-8"?><urlset>${'<url><loc>https://geraksehat.id/artikel</loc></url>'.repeat(40)}</urlset>`,
  robots: 'User-agent: *\nAllow: /\nSitemap: https://geraksehat.id/sitemap.xml\n',
  manifest: JSON.stringify({ name: 'Gerak Sehat', description: 'Fisioterapi '.repeat(120) }),
  png: randomBytes(4096),
  woff2: randomBytes(2048),
};

let temp: ReturnType<typeof tempDir>;
let siteDir: string;
let server: RunningServer;

beforeAll(async () => {
  temp = tempDir('static');
  siteDir = join(temp.dir, 'site');
  // Files next to the site folder that a traversal would reach.
  writeFileSync(join(temp.dir, 'secret.txt'), secret);
  writeFileSync(join(temp.dir, 'package.json'), JSON.stringify({ secret }));
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  mkdirSync(join(siteDir, 'layanan', 'homecare'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), pages.home);
  writeFileSync(join(siteDir, '404.html'), pages.notFound);
  writeFileSync(join(siteDir, 'layanan', 'homecare', 'index.html'), pages.service);
  writeFileSync(join(siteDir, 'assets', 'app-abc.js'), 'console.log("app");');
  writeFileSync(join(siteDir, 'assets', 'app-abc.css'), 'body{margin:0}');
  writeFileSync(join(siteDir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(siteDir, 'kontak'));
  writeFileSync(join(siteDir, 'kontak', 'index.html'), pages.contact);
  mkdirSync(join(siteDir, 'galeri'));
  writeFileSync(join(siteDir, 'galeri', 'index.html'), pages.styled);
  mkdirSync(join(siteDir, 'artikel'));
  writeFileSync(join(siteDir, 'artikel', 'index.html'), pages.scripted);
  writeFileSync(join(siteDir, 'assets', 'entry-abc.js'), files.bundle);
  writeFileSync(join(siteDir, 'assets', 'font-abc.woff2'), files.woff2);
  writeFileSync(join(siteDir, 'og-image.png'), files.png);
  writeFileSync(join(siteDir, 'sitemap.xml'), files.sitemap);
  writeFileSync(join(siteDir, 'robots.txt'), files.robots);
  writeFileSync(join(siteDir, 'manifest.webmanifest'), files.manifest);
  writeFileSync(join(siteDir, '.env'), secret);
  symlinkSync(join(temp.dir, 'secret.txt'), join(siteDir, 'link.txt'));
  server = await startServer({ port: 0, databasePath: join(temp.dir, 'klinik.db'), siteDir });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe('serving the built site', () => {
  it.each(['/', '/index.html'])('serves index.html for %s without caching', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(pages.home);
  });

  it.each(['/layanan/homecare', '/layanan/homecare/'])(
    'serves the prerendered route %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(pages.service);
    },
  );

  it.each([
    ['/assets/app-abc.js', 'text/javascript; charset=utf-8'],
    ['/assets/app-abc.css', 'text/css; charset=utf-8'],
  ])('serves the hashed asset %s as immutable', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('redirects the legacy service addresses permanently to the current page', async () => {
    for (const [legacy, current] of [
      ['homecare-treatment', 'homecare'],
      ['pediatric-physiotherapy', 'pediatric'],
      ['manual-therapy', 'edukasi-injury'],
      ['edukasi-injury-prevention', 'edukasi-injury'],
    ]) {
      const response = await fetch(`${server.url}/layanan/${legacy}/?ref=wa`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/layanan/${current}?ref=wa`);
    }
    const current = await fetch(`${server.url}/layanan/homecare`, { redirect: 'manual' });
    expect(current.status).toBe(200);
  });

  it('serves the service worker script without caching', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches other files for an hour', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/assets/app-abc.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await get('/assets/app-abc.js', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers HEAD with headers only', async () => {
    const res = await get('/assets/app-abc.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String('console.log("app");'.length));
    expect(await res.text()).toBe('');
  });

  it.each(['/tidak-ada', '/layanan/tidak-ada', '/assets/missing.js', '/layanan/'])(
    'serves 404.html with status 404 for %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(pages.notFound);
    },
  );

  it('refuses other methods', async () => {
    const res = await get('/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('still answers the API with JSON', async () => {
    expect((await get('/api/v1/services')).status).toBe(200);
    const missing = await get('/api/v1/tidak-ada');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Endpoint tidak ditemukan' });
  });

  it.each([
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/package.json',
    '/%2E%2E/secret.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/secret.txt%00.html',
    '/.env',
    '/link.txt',
    '/%E0%A4%A',
  ])('never serves anything outside the site for %s', async (path) => {
    const res = await rawGet(server.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('root:');
  });
});

const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, path, { method, headers });

/** The body as the client reads it, after undoing Content-Encoding. */
function decoded(res: RawBytesResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body.toString('utf8');
}

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.google.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

describe('security headers', () => {
  it.each([
    ['/', 200],
    ['/kontak', 200],
    ['/layanan/homecare/', 200],
    ['/tidak-ada', 404],
  ])('sends the page headers with the HTML of %s', async (path, status) => {
    const res = await raw(path, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(status);
    expect(res.headers['content-security-policy']).toBe(csp);
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expectEveryResponseHeaders(res);
  });

  it('allows no inline script and frames only the map host', () => {
    const directives = new Map(
      csp.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(['https://www.google.com']);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows exactly the inline <style> of a prerendered page, by its hash, compressed or not', async () => {
    const css = /<style>([\s\S]*)<\/style>/.exec(pages.styled)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    const styleSrc = `style-src 'self' 'sha256-${hash}'`;
    for (const encoding of ['br', 'identity']) {
      const res = await raw('/galeri', { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe(
        csp.replace("style-src 'self'", styleSrc),
      );
    }
  });

  it('allows exactly the inline code of a page (the loader) by its hash, not its data scripts', async () => {
    const hash = createHash('sha256').update('requestAnimationFrame(()=>{});').digest('base64');
    const res = await raw('/artikel', { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      csp.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
    );
  });

  it.each(['/assets/entry-abc.js', '/og-image.png', '/sitemap.xml', '/api/v1/services'])(
    'sends the headers of every response, not the page ones, with %s',
    async (path) => {
      const res = await raw(path);
      expect(res.status).toBe(200);
      expectEveryResponseHeaders(res);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );

  it('sends the headers of every response with API errors too', async () => {
    const res = await raw('/api/v1/tidak-ada');
    expect(res.status).toBe(404);
    expectEveryResponseHeaders(res);
  });

  it('leaves Strict-Transport-Security out over plain HTTP and ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const variants: Record<string, string>[] = [{}, { 'X-Forwarded-Proto': 'https' }];
    for (const headers of variants) {
      const res = await raw('/', headers);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

/** What every answer carries, pages, files, API data and errors alike. */
function expectEveryResponseHeaders(res: RawBytesResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('compression of the site', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5, *;q=0.1', 'gzip'],
  ])('answers Accept-Encoding: %s with %s', async (accept, encoding) => {
    const res = await raw('/assets/entry-abc.js', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.body.byteLength));
    expect(res.body.byteLength).toBeLessThan(files.bundle.length / 4);
    expect(decoded(res)).toBe(files.bundle);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate'])(
    'sends the bytes as they are for Accept-Encoding: %s',
    async (accept) => {
      const res = await raw('/assets/entry-abc.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(files.bundle.length));
      expect(res.body.toString('utf8')).toBe(files.bundle);
    },
  );

  it('gives each encoding its own ETag, the cache headers staying the same', async () => {
    const answers = await Promise.all(
      ['br', 'gzip', 'identity'].map((accept) =>
        raw('/assets/entry-abc.js', { 'Accept-Encoding': accept }),
      ),
    );
    const etags = answers.map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(3);
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
  });

  it.each([
    ['/kontak', pages.contact, 'text/html; charset=utf-8', 'no-cache'],
    ['/sitemap.xml', files.sitemap, 'application/xml; charset=utf-8', 'public, max-age=3600'],
    ['/manifest.webmanifest', files.manifest, 'application/manifest+json', 'public, max-age=3600'],
  ])('compresses %s', async (path, content, type, cache) => {
    const res = await raw(path, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(content);
  });

  it('serves /robots.txt as plain text for an hour, too small to compress', async () => {
    const res = await raw('/robots.txt', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.toString('utf8')).toBe(files.robots);
  });

  it.each([
    ['/og-image.png', files.png, 'image/png', 'public, max-age=3600'],
    ['/assets/font-abc.woff2', files.woff2, 'font/woff2', 'public, max-age=31536000, immutable'],
  ])('does not compress %s again', async (path, content, type, cache) => {
    const res = await raw(path, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.body.equals(content)).toBe(true);
  });

  it('compresses the 404 page, keeping its status and headers', async () => {
    const res = await raw('/tidak-ada', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(csp);
    expect(res.headers.etag).toBeUndefined();
    expect(decoded(res)).toBe(pages.notFound);
  });

  it('answers If-None-Match per encoding: 304 for the same one, the body for another', async () => {
    const path = '/assets/entry-abc.js';
    const br = await raw(path, { 'Accept-Encoding': 'br' });
    const etag = String(br.headers.etag);

    const notModified = await raw(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(notModified.headers['content-encoding']).toBeUndefined();

    const gzip = await raw(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(files.bundle);

    const plain = await raw(path, { 'If-None-Match': etag });
    expect(plain.status).toBe(200);
    expect(plain.body.toString('utf8')).toBe(files.bundle);

    const list = await raw(path, {
      'Accept-Encoding': 'br',
      'If-None-Match': `W/"0-0", ${etag}`,
    });
    expect(list.status).toBe(304);
    const any = await raw(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': '*' });
    expect(any.status).toBe(304);
  });

  it('answers If-None-Match on a page with 304 and the page headers', async () => {
    const first = await raw('/kontak', { 'Accept-Encoding': 'gzip' });
    const res = await raw('/kontak', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(first.headers.etag),
    });
    expect(res.status).toBe(304);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(csp);
  });

  it.each(['br', 'gzip', 'identity'])(
    'answers HEAD with the length of the %s body and no body',
    async (accept) => {
      const get = await raw('/kontak', { 'Accept-Encoding': accept });
      const head = await raw('/kontak', { 'Accept-Encoding': accept }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(head.headers['content-length']).toBe(String(get.body.byteLength));
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers.vary).toBe('Accept-Encoding');
      expect(head.headers['content-security-policy']).toBe(csp);
    },
  );

  it('serves a changed file, not the compressed copy of the old one', async () => {
    const file = join(siteDir, 'assets', 'changing-abc.js');
    const before = 'export const versi = 1;\n'.repeat(100);
    const after = 'export const versi = 22;\n'.repeat(100);
    writeFileSync(file, before);
    const first = await raw('/assets/changing-abc.js', { 'Accept-Encoding': 'br' });
    expect(decoded(first)).toBe(before);
    writeFileSync(file, after);
    const second = await raw('/assets/changing-abc.js', { 'Accept-Encoding': 'br' });
    expect(decoded(second)).toBe(after);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('compression of the API', () => {
  it.each(['br', 'gzip'])('compresses a JSON list with %s', async (encoding) => {
    // Twice: the second answer comes from the response cache and is compressed too.
    for (let round = 0; round < 2; round += 1) {
      const res = await raw('/api/v1/articles', { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(res.body.byteLength));
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(decoded(res))).toMatchObject({ success: true });
    }
  });

  it('sends JSON as it is without Accept-Encoding', async () => {
    const res = await raw('/api/v1/articles');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.body.byteLength));
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ success: true });
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await raw('/api/v1/settings/general/timezone', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({
      success: true,
      data: 'Asia/Jakarta',
    });
  });

  it.each(['br', 'identity'])(
    'answers HEAD with the length of the %s body and no body',
    async (accept) => {
      const get = await raw('/api/v1/jobs', { 'Accept-Encoding': accept });
      const head = await raw('/api/v1/jobs', { 'Accept-Encoding': accept }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers['content-length']).toBe(String(get.body.byteLength));
    },
  );

  it('compresses errors of 1 KB and more with their status', async () => {
    const res = await raw(`/api/v1/articles?${'x'.repeat(60)}[]=1&page[]=2&sort_by=judul`, {
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(422);
    expect(JSON.parse(decoded(res))).toMatchObject({ success: false });
  });
});

describe('without a 404.html', () => {
  it('answers a plain Indonesian 404', async () => {
    rmSync(join(siteDir, '404.html'));
    const res = await get('/tidak-ada');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Halaman tidak ditemukan');
  });
});

describe('without a siteDir', () => {
  it('serves only the API', async () => {
    const other = await startServer({ port: 0, databasePath: join(temp.dir, 'api-only.db') });
    try {
      const page = await fetch(`${other.url}/`);
      expect(page.status).toBe(404);
      expect((await fetch(`${other.url}/api/v1/settings`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
