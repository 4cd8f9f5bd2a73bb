import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  compress,
  minCompressBytes,
  negotiateEncoding,
  type Compressed,
  type Encoding,
} from './compression';
import type { Db } from './db';
import { inlineHashes, pageHeaders, type InlineHashes } from './security-headers';
import { sitePathKind } from './static';

/**
 * Pages of the site rendered for each request by the site's server bundle, with the same
 * render() the prerenderer uses (the same document, inline CSS, inline loader, scripts and boot
 * data), asking this app's own API in process, without a socket:
 * - the pages whose content depends on the address (the search, `/cari?q=`), so the results are
 *   in the HTML, also without script;
 * - while the settings' `general.maintenance_mode` is on, every page, so each shows the
 *   maintenance message from its first paint: the prerendered files were built from the seed,
 *   whose settings have it off.
 *
 * What the site's server bundle (apps/site/dist/server/entry-server.js) exports for it; the API
 * does not import the site's code, it loads the built file when it starts.
 */
interface SiteServerEntry {
  /** The paths rendered per request, e.g. ['/cari']. */
  dynamicPaths: readonly string[];
  /** An address no route owns: it renders the 404 page. */
  NOT_FOUND_PATH: string;
  createSiteRenderer(options: {
    clientDir: string;
    fetch: typeof fetch;
  }): (url: string) => Promise<{ html: string; status: number }>;
}

export interface SitePagesOptions {
  /** The built site (apps/site/dist/client). */
  siteDir: string;
  /** The site's server bundle; no page is rendered per request when it is missing. */
  serverEntry: string;
  /** Answers the pages' API requests: the app itself. */
  app: Hono;
  db: Db;
  /** Whether the settings have the site in maintenance (asked once per content version). */
  maintenanceMode: () => boolean;
  /** Rendered pages kept (least recently used out first); each is about 40 KB compressed. */
  maxEntries?: number;
}

interface RenderedPage {
  version: string;
  status: number;
  html: string;
  /** The CSP sources of its inline style and of its inline loader script. */
  hashes: InlineHashes;
  /** Search results are for visitors, not for a search engine's index. */
  noindex: boolean;
  encoded: Partial<Record<Encoding, Compressed>>;
}

interface LoadedSite {
  paths: ReadonlySet<string>;
  notFoundPath: string;
  render: (url: string) => Promise<{ html: string; status: number }>;
}

type PagesEnv = { Variables: { inlineHashes: InlineHashes } };

/**
 * Serves the pages rendered per request, or passes the request on (to the prerendered files).
 * A rendered page is kept while the content is unchanged (the content file's data_version:
 * commits by other connections, an editor or a restore). For the search only the parameter it
 * reads (`q`) makes the key, so junk parameters cannot multiply the entries, and the same
 * address rendered twice at once is rendered once.
 */
export function sitePages({
  siteDir,
  serverEntry,
  app,
  db,
  maintenanceMode,
  maxEntries = 200,
}: SitePagesOptions): MiddlewareHandler<PagesEnv> {
  const contentVersion = db.prepare<[], number>('PRAGMA main.data_version').pluck();
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();
  const inProcess: typeof fetch = (input, init) =>
    Promise.resolve(app.fetch(new Request(input, init)));
  let maintenance = { version: '', on: false };

  let loading: Promise<LoadedSite | undefined> | undefined;

  /**
   * The server bundle (undefined when the site was built without it), loaded once: its chunks
   * import it by its plain file URL, so a second copy loaded beside it would not share its
   * modules. After a new build, restart the server, as for any Node code.
   */
  function renderer(): Promise<LoadedSite | undefined> {
    loading ??= stat(serverEntry).then(
      async () => {
        const entry = (await import(pathToFileURL(serverEntry).href)) as SiteServerEntry;
        return {
          paths: new Set(entry.dynamicPaths),
          notFoundPath: entry.NOT_FOUND_PATH,
          render: entry.createSiteRenderer({ clientDir: siteDir, fetch: inProcess }),
        };
      },
      () => undefined,
    );
    return loading;
  }
  // Loaded as the server starts, not by the first visitor; a failure is reported by the requests.
  renderer().catch(() => undefined);

  function inMaintenance(version: string): boolean {
    if (maintenance.version !== version) maintenance = { version, on: maintenanceMode() };
    return maintenance.on;
  }

  /**
   * What to render for the request, as the key of its page, or undefined to serve the
   * prerendered files: the search by its `q`; in maintenance, a prerendered page by its path and
   * any address without a file as the 404 page (files such as /logo.svg stay files).
   */
  async function pageKey(site: LoadedSite, url: URL, version: string): Promise<string | undefined> {
    if (site.paths.has(url.pathname)) {
      const query = url.searchParams.get('q');
      return query === null ? url.pathname : `${url.pathname}?${new URLSearchParams({ q: query })}`;
    }
    if (!inMaintenance(version)) return undefined;
    const kind = await sitePathKind(siteDir, url.pathname);
    if (kind === 'page') return url.pathname;
    return kind === 'missing' ? site.notFoundPath : undefined;
  }

  async function renderPage(site: LoadedSite, key: string, version: string): Promise<RenderedPage> {
    const { html, status } = await site.render(key);
    const noindex = site.paths.has(new URL(key, 'http://site.internal').pathname);
    return { version, status, html, hashes: inlineHashes(html), noindex, encoded: {} };
  }

  const withPageHeaders = pageHeaders((c) => c.get('inlineHashes'));

  return async (c, next) => {
    const site = await renderer();
    if (!site) return next();
    const version = String(contentVersion.get());
    const key = await pageKey(site, new URL(c.req.url), version);
    if (key === undefined) return next();

    let page = pages.get(key);
    if (page?.version !== version) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderPage(site, key, version).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = await pending;
      remember(key, page);
    } else {
      // Most recently used last: the first key is the one to drop.
      pages.delete(key);
      pages.set(key, page);
    }

    c.set('inlineHashes', page.hashes);
    const rendered = page;
    return withPageHeaders(c, async () => {
      c.res = await send(c, rendered);
    });
  };

  function remember(key: string, page: RenderedPage) {
    pages.delete(key);
    if (pages.size >= maxEntries) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
    pages.set(key, page);
  }
}

/** The page, compressed like the API's answers (fast levels: made per content version). */
async function send(c: Context, page: RenderedPage): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // The page follows the content: always revalidate, like the prerendered pages.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  // The search pages say so in their <meta name="robots"> too.
  if (page.noindex) headers['X-Robots-Tag'] = 'noindex';
  const bytes = Buffer.from(page.html) as Compressed;
  const encoding =
    bytes.byteLength >= minCompressBytes
      ? negotiateEncoding(c.req.header('Accept-Encoding'))
      : undefined;
  const body = encoding
    ? (page.encoded[encoding] ??= await compress(bytes, encoding, 'api'))
    : bytes;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  const status = page.status as 200 | 404;
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(body, status, headers);
}
