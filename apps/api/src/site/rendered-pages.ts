import { setTimeout as pause } from 'node:timers/promises';
import { clinic, controlCharacter, MAX_SEARCH_LENGTH } from '@klinik/clinic';
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress, clientNetwork } from '../http/visitor-key';
import { minCompressBytes, negotiateEncoding, type Compressed } from '../http/compression';
import type { Db } from '../storage/sqlite';
import { formatWait } from '../http/responses';
import type { RenderPool } from './render/pool';
import type { SiteDescription } from './render/protocol';
import { createRenderLimiter } from './render/render-limiter';
import { pageHeaders, type InlineHashes } from '../http/security-headers';
import { sitePathKind } from './site-files';

/**
 * Pages of the site rendered for each request by the site's server bundle, with the same
 * render() the prerenderer uses (the same document, inline CSS, inline loader, scripts and boot
 * data), in the render workers of ./render/pool.ts:
 * - the pages whose content depends on the address (the search, `/cari?q=`), so the results are
 *   in the HTML, also without script;
 * - while the settings' `general.maintenance_mode` is on, every page, so each shows the
 *   maintenance message from its first paint: the prerendered files were built from the seed,
 *   whose settings have it off.
 */

export interface SitePagesOptions {
  /** The built site (apps/site/dist/client). */
  siteDir: string;
  /** The render workers; without them every page is served from the prerendered files. */
  renderPool: RenderPool | undefined;
  db: Db;
  /** Proxies whose X-Forwarded-For is believed, for the per-client limit (TRUST_PROXY). */
  trustProxy: number;
  /** Whether the settings have the site in maintenance (asked once per content version). */
  maintenanceMode: () => boolean;
  /** Rendered pages kept (least recently used out first). */
  maxEntries?: number;
  /** And their bytes at most, compressed copies included. */
  maxBytes?: number;
  /** The clock the per-client render limit counts time by; Date.now by default. */
  now?: () => number;
}

/**
 * New pages one client may have rendered: a burst of `max`, then `max` per `perMs`. Pages served
 * from the cache are not counted.
 */
export const renderLimit = { max: 20, perMs: 60_000 } as const;

/** How long a client is asked to wait when every render worker's queue is full. */
const busyRetryAfterSeconds = 5;

/**
 * A refusal (429, 503) is sent after this pause. A script that asks again as soon as it is
 * answered, as a flood does, then asks once a second per connection rather than as fast as the
 * event loop can refuse it, which would take the event loop from every other visitor; a person
 * barely notices a second more before the page that says to wait.
 */
const refusalPauseMs = 1000;

interface CachedPage {
  version: string;
  status: number;
  hashes: InlineHashes;
  /** Search results are for visitors, not for a search engine's index. */
  noindex: boolean;
  html: Compressed;
  br?: Compressed;
  gzip?: Compressed;
  bytes: number;
}

type PagesEnv = { Variables: { inlineHashes: InlineHashes } };

const controlCharacters = new RegExp(controlCharacter.source, 'g');

/**
 * The search text as the search page reads it from `?q=` (control characters as spaces, at
 * most the API's length, trimmed): texts that differ only in what the page drops are one page
 * and one render.
 */
export function normaliseQuery(q: string): string {
  return q.replace(controlCharacters, ' ').slice(0, MAX_SEARCH_LENGTH).trim();
}

/** The bytes a worker sent, as a Buffer over the same memory. */
function asBuffer(bytes: Uint8Array<ArrayBuffer>): Compressed;
function asBuffer(bytes: Uint8Array<ArrayBuffer> | undefined): Compressed | undefined;
function asBuffer(bytes: Uint8Array<ArrayBuffer> | undefined): Compressed | undefined {
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Serves the pages rendered per request, or passes the request on (to the prerendered files).
 * A rendered page is kept while the content is unchanged (the content file's data_version:
 * commits by other connections, an editor, `pnpm maintenance` or a restore). For the search only
 * the parameter it reads (`q`, normalised) makes the key, so junk parameters cannot multiply the
 * entries, and the same address rendered twice at once is rendered once. A page not kept costs
 * its client one of `renderLimit` (429 past it) and waits in the workers' bounded queue (503
 * when full); the event loop only looks up, hands over and sends.
 */
export function sitePages({
  siteDir,
  renderPool,
  db,
  trustProxy,
  maintenanceMode,
  maxEntries = 200,
  maxBytes = 8 * 1024 * 1024,
  now = Date.now,
}: SitePagesOptions): MiddlewareHandler<PagesEnv> {
  const contentVersion = db.prepare<[], number>('PRAGMA main.data_version').pluck();
  const pages = new Map<string, CachedPage>();
  let cachedBytes = 0;
  const rendering = new Map<string, Promise<CachedPage>>();
  const limiter = createRenderLimiter({ ...renderLimit, now });
  let maintenance = { version: '', on: false };

  function inMaintenance(version: string): boolean {
    if (maintenance.version !== version) maintenance = { version, on: maintenanceMode() };
    return maintenance.on;
  }

  /**
   * What to render for the request, as the key of its page, or undefined to serve the
   * prerendered files: the search by its `q`; in maintenance, a prerendered page by its path and
   * any address without a file as the 404 page (files such as /logo.svg stay files).
   */
  async function pageKey(
    site: SiteDescription,
    url: URL,
    version: string,
  ): Promise<string | undefined> {
    if (site.dynamicPaths.includes(url.pathname)) {
      const query = url.searchParams.get('q');
      return query === null
        ? url.pathname
        : `${url.pathname}?${new URLSearchParams({ q: normaliseQuery(query) })}`;
    }
    if (!inMaintenance(version)) return undefined;
    const kind = await sitePathKind(siteDir, url.pathname);
    if (kind === 'page') return url.pathname;
    return kind === 'missing' ? site.notFoundPath : undefined;
  }

  function remember(key: string, page: CachedPage) {
    forget(key);
    while (pages.size > 0 && (pages.size >= maxEntries || cachedBytes + page.bytes > maxBytes)) {
      const oldest = pages.keys().next();
      if (oldest.done) break;
      forget(oldest.value);
    }
    pages.set(key, page);
    cachedBytes += page.bytes;
  }

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    cachedBytes -= page.bytes;
  }

  const withPageHeaders = pageHeaders((c) => c.get('inlineHashes'));
  const noHashes: InlineHashes = { style: [], script: [] };

  return async (c, next) => {
    if (!renderPool) return next();
    const site = await renderPool.site;
    const version = String(contentVersion.get());
    const key = await pageKey(site, new URL(c.req.url), version);
    if (key === undefined) return next();

    let page = pages.get(key);
    if (page?.version === version) {
      // Most recently used last: the first key is the one to drop.
      pages.delete(key);
      pages.set(key, page);
    } else {
      let pending = rendering.get(key);
      if (!pending) {
        // A render refused because the queue is full costs the client none of its renders.
        const wait = renderPool.full()
          ? undefined
          : limiter.take(clientNetwork(clientAddress(c, { trustProxy })));
        if (wait !== 0) {
          await pause(refusalPauseMs);
          c.set('inlineHashes', noHashes);
          return withPageHeaders(c, async () => {
            c.res = wait === undefined ? busy(c) : tooManyPages(c, wait);
          });
        }
        const noindex = site.dynamicPaths.includes(new URL(key, 'http://site.internal').pathname);
        pending = renderPool
          .render(key)
          .then((rendered): CachedPage => {
            const html = asBuffer(rendered.html);
            const br = asBuffer(rendered.br);
            const gzip = asBuffer(rendered.gzip);
            const bytes = html.byteLength + (br?.byteLength ?? 0) + (gzip?.byteLength ?? 0);
            return {
              version,
              status: rendered.status,
              hashes: rendered.hashes,
              noindex,
              html,
              br,
              gzip,
              bytes,
            };
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = await pending;
      remember(key, page);
    }

    c.set('inlineHashes', page.hashes);
    const rendered = page;
    return withPageHeaders(c, async () => {
      c.res = send(c, rendered);
    });
  };
}

/** The page, compressed as the client accepts (the worker made both encodings). */
function send(c: Context, page: CachedPage): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // The page follows the content: always revalidate, like the prerendered pages.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  // The search pages say so in their <meta name="robots"> too.
  if (page.noindex) headers['X-Robots-Tag'] = 'noindex';
  const encoding =
    page.html.byteLength >= minCompressBytes
      ? negotiateEncoding(c.req.header('Accept-Encoding'))
      : undefined;
  const compressed = encoding && page[encoding];
  const body = compressed ?? page.html;
  if (encoding && compressed) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  const status = page.status as 200 | 404;
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(body, status, headers);
}

/** A small page of its own (no inline style or script, so the strict CSP holds as it is). */
function refusal(c: Context, status: 429 | 503, retryAfter: number, title: string, text: string) {
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${clinic.name}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Kembali ke beranda</a></p></main></body></html>`;
  return c.html(c.req.method === 'HEAD' ? '' : html, status, {
    'Retry-After': String(retryAfter),
    'Cache-Control': 'no-store',
  });
}

function tooManyPages(c: Context, retryAfter: number) {
  return refusal(
    c,
    429,
    retryAfter,
    'Terlalu banyak permintaan',
    `Anda membuka terlalu banyak halaman baru dalam waktu singkat. Silakan coba lagi dalam ${formatWait(retryAfter)}.`,
  );
}

function busy(c: Context) {
  return refusal(
    c,
    503,
    busyRetryAfterSeconds,
    'Situs sedang sibuk',
    'Terlalu banyak halaman sedang disiapkan saat ini. Silakan coba lagi dalam beberapa detik.',
  );
}
