import { setTimeout as pause } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import {
  bookingPage,
  clinic,
  controlCharacter,
  isStaffPage,
  MAX_SEARCH_LENGTH,
} from '@klinik/clinic';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientAddress, clientNetwork } from '../http/visitor-key';
import { minCompressBytes, negotiateEncoding, type Compressed } from '../http/compression';
import type { Db } from '../storage/sqlite';
import { formatWait, messages } from '../http/responses';
import type { RenderPool } from './render/pool';
import {
  staffApiPrefix,
  type ApiCall,
  type ApiCallAnswer,
  type PagePost,
  type RenderedPage,
  type RenderedRedirect,
  type SiteDescription,
} from './render/protocol';
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
 *   whose settings have it off;
 * - the answer to a form posted to a page without JavaScript (the booking, the contact message,
 *   the consultation): the page's route action runs on it, as it runs in the browser with
 *   JavaScript, and the page is rendered as its answer, or the answer leads on (303);
 * - every page of the front desk (`isStaffPage`, under /staf): never a prerendered file, never
 *   kept, `no-store` and `noindex`. Its calls to /api/v1/staff go to the server's own API with
 *   the visitor's Cookie header, and the Set-Cookie of those answers (a sign-in's session, a
 *   sign-out's deletion) comes back on the page's own answer (see `StaffCookies`).
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
  /**
   * The server's own API, for the calls of a posted form's action that change something (a
   * render worker's API only reads), with the request's bindings, so the API counts the limits of
   * the visitor who posted.
   */
  api: (request: Request, env: unknown) => Response | Promise<Response>;
  /** Whether a request comes from another site (src/http/cross-site.ts). */
  isCrossSite: (c: Context) => boolean;
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

/** What to render for a request, and how its page may be kept and sent. */
interface PageRequest {
  /** The address the page is rendered for; the key of the kept pages. */
  key: string;
  /**
   * Whether the page may be kept while the content is unchanged. The booking pages show free
   * times and bookings, which change with every visitor's booking: rendered each time.
   */
  keep: boolean;
  /** Search results and booking choices are for visitors, not for a search engine's index. */
  noindex: boolean;
  /** A booking's private page: stored nowhere on the way (`no-store`). */
  private: boolean;
}

/** The parameters of the booking page that change what it shows; others make no new page. */
const bookingParams = ['branch', 'service', 'date', 'time'] as const;

/**
 * The booking pages' addresses as rendered: only their own parameters, in one order. */
function bookingRequest(url: URL): PageRequest | undefined {
  const page = bookingPage(url.pathname);
  if (!page) return undefined;
  if (page.kind !== 'booking') {
    return { key: url.pathname, keep: false, noindex: true, private: true };
  }
  const params = new URLSearchParams();
  for (const name of bookingParams) {
    // A value as long as no real choice is (a slug, "2026-11-30", "09:30") is no choice.
    const value = url.searchParams.get(name)?.trim().slice(0, 40);
    if (value) params.set(name, value);
  }
  const search = params.toString();
  // Nothing chosen yet: the prerendered page, like every page without parameters.
  return search
    ? { key: `${url.pathname}?${search}`, keep: false, noindex: true, private: false }
    : undefined;
}

interface CachedPage {
  version: string;
  status: number;
  hashes: InlineHashes;
  noindex: boolean;
  private: boolean;
  html: Compressed;
  br?: Compressed;
  gzip?: Compressed;
  bytes: number;
}

export type PagesEnv = { Variables: { inlineHashes: InlineHashes } };

export interface SitePages {
  /** Serves the pages rendered per request, or passes the request on. */
  middleware: MiddlewareHandler<PagesEnv>;
  /** Answers a form posted to a page: its action's page, or where the action leads. */
  posted: Handler<PagesEnv>;
}

/** More than any of the site's forms holds (a booking's complaint of 1,000 characters, encoded). */
const maxFormBytes = 16 * 1024;

/** The headers a proxy adds that the API reads for the visitor's address (TRUST_PROXY). */
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * The visitor's cookies for one render's calls to the desk's API: those the browser sent, as
 * changed by the Set-Cookie of each answer (a sign-in's new session is the session of the
 * page's next call, a sign-out's deletion ends it), and those Set-Cookie headers to send back on
 * the page's answer, so the browser keeps what the API set. Only the desk's calls see them: the
 * public API gets no cookie.
 */
export class StaffCookies {
  private readonly jar: Map<string, string>;
  readonly setCookies: string[] = [];

  constructor(header: string | undefined) {
    this.jar = new Map(Object.entries(header ? parseCookies(header) : {}));
  }

  /** The Cookie header for the next call; undefined when there is no cookie. */
  header(): string | undefined {
    if (this.jar.size === 0) return undefined;
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes in an answer's Set-Cookie headers. */
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      this.setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

const isStaffCall = (url: string) => {
  try {
    return new URL(url).pathname.startsWith(staffApiPrefix);
  } catch {
    return false;
  }
};

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
  api,
  isCrossSite,
}: SitePagesOptions): SitePages {
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
   * What to render for the request, or undefined to serve the prerendered files: the search by
   * its `q`; a booking page with choices or a token; in maintenance, a prerendered page by its
   * path and any address without a file as the 404 page (files such as /logo.svg stay files).
   */
  async function pageRequest(
    site: SiteDescription,
    url: URL,
    version: string,
  ): Promise<PageRequest | undefined> {
    if (site.dynamicPaths.includes(url.pathname)) {
      const query = url.searchParams.get('q');
      const key =
        query === null
          ? url.pathname
          : `${url.pathname}?${new URLSearchParams({ q: normaliseQuery(query) })}`;
      return { key, keep: true, noindex: true, private: false };
    }
    if (isStaffPage(url.pathname)) {
      return { key: `${url.pathname}${url.search}`, keep: false, noindex: true, private: true };
    }
    const booking = bookingRequest(url);
    if (booking) return booking;
    if (!inMaintenance(version)) return undefined;
    const kind = await sitePathKind(siteDir, url.pathname);
    const shown = { keep: true, noindex: false, private: false };
    if (kind === 'page') return { key: url.pathname, ...shown };
    return kind === 'missing' ? { key: site.notFoundPath, ...shown } : undefined;
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

  /**
   * Whether the client may have a new page rendered now: undefined if so, else the answer why
   * not (429 past the client's renders, 503 when the workers' queue is full), after a pause.
   */
  async function admit(c: Context<PagesEnv>): Promise<Response | undefined> {
    // A render refused because the queue is full costs the client none of its renders.
    const wait =
      !renderPool || renderPool.full()
        ? undefined
        : limiter.take(clientNetwork(clientAddress(c, { trustProxy })));
    if (wait === 0) return undefined;
    await pause(refusalPauseMs);
    c.set('inlineHashes', noHashes);
    await withPageHeaders(c, async () => {
      c.res = wait === undefined ? busy(c) : tooManyPages(c, wait);
    });
    return c.res;
  }

  /** The rendered page as it is kept and sent. */
  function cachedPage(request: PageRequest, version: string, rendered: RenderedPage): CachedPage {
    const html = asBuffer(rendered.html);
    const br = asBuffer(rendered.br);
    const gzip = asBuffer(rendered.gzip);
    return {
      version,
      status: rendered.status,
      hashes: rendered.hashes,
      noindex: request.noindex,
      private: request.private,
      html,
      br,
      gzip,
      bytes: html.byteLength + (br?.byteLength ?? 0) + (gzip?.byteLength ?? 0),
    };
  }

  /** Renders the page in a worker. */
  async function renderIn(
    pool: RenderPool,
    request: PageRequest,
    version: string,
  ): Promise<CachedPage> {
    const rendered = await pool.render(request.key);
    if ('location' in rendered)
      throw new Error(`Rendering ${request.key} led to ${rendered.location}`);
    return cachedPage(request, version, rendered);
  }

  /**
   * Renders a page of the front desk or a posted form's answer with the server's own API on a
   * port: the calls the worker cannot answer itself come back here, as the visitor.
   */
  async function renderWithCalls(
    c: Context<PagesEnv>,
    pool: RenderPool,
    url: string,
    post?: PagePost,
  ): Promise<{ rendered: RenderedPage | RenderedRedirect; cookies: StaffCookies }> {
    const cookies = new StaffCookies(c.req.header('cookie'));
    const channel = new MessageChannel();
    channel.port1.on('message', (call: ApiCall) => {
      void answerCall(c, call, cookies).then(
        (answer) => channel.port1.postMessage(answer),
        (error: unknown) => {
          console.error(`[api] A page's call to ${loggablePath(call.url)} failed:`, error);
          channel.port1.postMessage({ id: call.id, status: 500, headers: [], body: '' });
        },
      );
    });
    try {
      const rendered = await pool.render(url, { ...(post ? { post } : {}), calls: channel.port2 });
      return { rendered, cookies };
    } finally {
      channel.port1.close();
    }
  }

  function sendPage(c: Context<PagesEnv>, page: CachedPage) {
    c.set('inlineHashes', page.hashes);
    return withPageHeaders(c, async () => {
      c.res = send(c, page);
    });
  }

  const middleware: MiddlewareHandler<PagesEnv> = async (c, next) => {
    // The desk is never a prerendered file: without the renderer it is not there.
    if (!renderPool) return isStaffPage(c.req.path) ? noDesk(c) : next();
    const site = await renderPool.site;
    const version = String(contentVersion.get());
    const request = await pageRequest(site, new URL(c.req.url), version);
    if (request === undefined) return next();
    const { key } = request;

    let page = pages.get(key);
    if (isStaffPage(c.req.path)) {
      const refused = await admit(c);
      if (refused) return refused;
      const { rendered, cookies } = await renderWithCalls(c, renderPool, key);
      return sendRendered(c, rendered, cookies, request);
    }
    if (page?.version === version) {
      // Most recently used last: the first key is the one to drop.
      pages.delete(key);
      pages.set(key, page);
    } else if (!request.keep) {
      const refused = await admit(c);
      if (refused) return refused;
      page = await renderIn(renderPool, request, version);
    } else {
      let pending = rendering.get(key);
      if (!pending) {
        const refused = await admit(c);
        if (refused) return refused;
        pending = renderIn(renderPool, request, version).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = await pending;
      remember(key, page);
    }
    return sendPage(c, page);
  };

  /**
   * Answers one call of a page with the server's own API, as the visitor: their address (the
   * connection and the trusted proxies' headers), their Origin and Sec-Fetch-Site (the cross-site
   * guard sees the page's own request), their User-Agent (a desk session names the browser it
   * signed in from), and for the desk's calls their cookies.
   */
  async function answerCall(
    c: Context<PagesEnv>,
    call: ApiCall,
    cookies: StaffCookies,
  ): Promise<ApiCallAnswer> {
    const headers = new Headers(call.headers);
    headers.delete('cookie');
    for (const name of [...forwardedHeaders, 'origin', 'sec-fetch-site', 'user-agent']) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const staff = isStaffCall(call.url);
    const cookie = staff ? cookies.header() : undefined;
    if (cookie) headers.set('cookie', cookie);
    // At the page's own address (its host, not the worker's): the cross-site guard compares
    // the visitor's Origin with it, as for a call the browser makes itself.
    const target = new URL(call.url);
    const response = await api(
      new Request(new URL(`${target.pathname}${target.search}`, c.req.url), {
        method: call.method,
        headers,
        body: call.body || null,
      }),
      c.env,
    );
    const setCookies = response.headers.getSetCookie();
    if (staff) cookies.take(setCookies);
    // Set-Cookie goes to the browser on the page's answer, not into the worker.
    const answerHeaders = [...response.headers].filter(([name]) => name !== 'set-cookie');
    return {
      id: call.id,
      status: response.status,
      headers: answerHeaders,
      body: await response.text(),
    };
  }

  /** A rendered answer of a desk page or a post: its page or its redirect, with the cookies set. */
  async function sendRendered(
    c: Context<PagesEnv>,
    rendered: RenderedPage | RenderedRedirect,
    cookies: StaffCookies,
    request: PageRequest,
  ): Promise<Response> {
    if ('location' in rendered) {
      const redirect = new Response(null, {
        status: rendered.status,
        headers: { Location: rendered.location, 'Cache-Control': 'no-store' },
      });
      for (const line of cookies.setCookies) redirect.headers.append('Set-Cookie', line);
      if (request.noindex) redirect.headers.set('X-Robots-Tag', 'noindex');
      return redirect;
    }
    await sendPage(c, cachedPage(request, String(contentVersion.get()), rendered));
    for (const line of cookies.setCookies) c.res.headers.append('Set-Cookie', line);
    return c.res;
  }

  /** Reads a posted form, or the answer why not (413, 415). */
  async function readPost(c: Context<PagesEnv>): Promise<PagePost | Response> {
    const contentType = c.req.header('content-type') ?? '';
    if (contentType.split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
      return c.text(messages.unsupportedFormType, 415);
    }
    if (Number(c.req.header('content-length') ?? 0) > maxFormBytes) {
      return c.text(messages.payloadTooLarge, 413);
    }
    const body = await c.req.text();
    if (Buffer.byteLength(body) > maxFormBytes) return c.text(messages.payloadTooLarge, 413);
    return { body, contentType };
  }

  const posted: Handler<PagesEnv> = async (c) => {
    // Another site's page must not book, send or cancel in a visitor's name.
    if (isCrossSite(c)) return c.text(messages.crossSiteRequest, 403);
    if (!renderPool) return methodNotAllowed(c);
    const post = await readPost(c);
    if (post instanceof Response) return post;
    const refused = await admit(c);
    if (refused) return refused;
    const url = new URL(c.req.url);
    const { rendered, cookies } = await renderWithCalls(
      c,
      renderPool,
      `${url.pathname}${url.search}`,
      post,
    );
    // A route without an action takes no form.
    if (!('location' in rendered) && rendered.status === 405) return methodNotAllowed(c);
    // The answer to a post: for this visitor only, never listed.
    const request: PageRequest = { key: url.pathname, keep: false, noindex: true, private: true };
    return sendRendered(c, rendered, cookies, request);
  };

  return { middleware, posted };
}

/** The page, compressed as the client accepts (the worker made both encodings). */
function send(c: Context, page: CachedPage): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // The page follows the content: always revalidate, like the prerendered pages.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  // The pages say so in their <meta name="robots"> too.
  if (page.noindex) headers['X-Robots-Tag'] = 'noindex';
  // A booking's private page is kept by no cache on the way, the browser's included.
  if (page.private) headers['Cache-Control'] = 'no-store';
  const encoding =
    page.html.byteLength >= minCompressBytes
      ? negotiateEncoding(c.req.header('Accept-Encoding'))
      : undefined;
  const compressed = encoding && page[encoding];
  const body = compressed ?? page.html;
  if (encoding && compressed) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  const status = page.status as ContentfulStatusCode;
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

/**
 * A path in the address whose tokens (a booking's private link, a set-up link: 43 characters of
 * base64url) are left out, for the server's output.
 */
export function loggablePath(url: string): string {
  let path = url;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    // Not a URL: cut as it is.
  }
  return path.replace(/[A-Za-z0-9_-]{43}/g, '…');
}

/** The desk's pages on a server without the site's renderer: not there, and not kept. */
function noDesk(c: Context) {
  return c.text('Halaman tidak ditemukan', 404, {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
}

/** A page takes no form, or forms cannot be answered here (a site built without its renderer). */
export function methodNotAllowed(c: Context) {
  return c.text('Metode tidak diizinkan', 405, { Allow: 'GET, HEAD' });
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
