import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { rawGet, tempDir } from './helpers';

const secret = 'SECRET-OUTSIDE-THE-SITE';
const pages = {
  home: '<!doctype html><title>Beranda</title>',
  notFound: '<!doctype html><title>Halaman Tidak Ditemukan</title>',
  service: '<!doctype html><title>Homecare</title>',
};

const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => i))};`;

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
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the site build writes beside its text files (apps/site/scripts/precompress.ts).
  writeFileSync(join(siteDir, 'assets', 'big-abc.js'), bigScript);
  writeFileSync(join(siteDir, 'assets', 'big-abc.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(siteDir, 'assets', 'big-abc.js.gz'), gzipSync(bigScript));
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

describe('precompressed copies', () => {
  const raw = (path: string, acceptEncoding?: string) =>
    fetch(`${server.url}${path}`, {
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    }).then(async (res) => ({ res, body: Buffer.from(await res.arrayBuffer()) }));

  it('sends file.br to a browser that accepts br, with the original type', async () => {
    const res = await rawGetWith('/assets/big-abc.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(bigScript);
  });

  it('sends file.gz when br is not accepted', async () => {
    const res = await rawGetWith('/assets/big-abc.js', 'gzip, br;q=0');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(bigScript);
  });

  it('sends the file as it is without Accept-Encoding, or when there is no copy', async () => {
    const plain = await rawGetWith('/assets/big-abc.js', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
    const small = await rawGetWith('/assets/app-abc.js', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log("app");');
  });

  it('gives each coding its own ETag', async () => {
    const br = await raw('/assets/big-abc.js', 'br');
    const identity = await raw('/assets/big-abc.js', 'identity');
    expect(br.res.headers.get('etag')).not.toBe(identity.res.headers.get('etag'));
  });
});

/** A GET that leaves the body as sent (fetch would decompress it). */
function rawGetWith(
  path: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: 'GET', headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

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
