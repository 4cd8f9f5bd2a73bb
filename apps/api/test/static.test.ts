import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { rawGet, tempDir } from './helpers';

const secret = 'SECRET-OUTSIDE-THE-SITE';
const pages = {
  home: '<!doctype html><title>Beranda</title>',
  notFound: '<!doctype html><title>Halaman Tidak Ditemukan</title>',
  service: '<!doctype html><title>Homecare</title>',
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
