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

/**
 * Pages of the site whose content depends on the address (the search, `/cari?q=`): the site's
 * server bundle renders them for each request, with the same render() the prerenderer uses for
 * every other page (the same document, inline CSS, scripts and boot data), and asks this app's
 * own API in process, without a socket. So the results are in the HTML, also without script.
 *
 * What the site's server bundle (apps/site/dist/server/entry-server.js) exports for it; the API
 * does not import the site's code, it loads the built file when it starts.
 */
interface SiteServerEntry {
  /** The paths rendered per request, e.g. ['/cari']. */
  dynamicPaths: readonly string[];
  createSiteRenderer(options: {
    clientDir: string;
    fetch: typeof fetch;
  }): (url: string) => Promise<{ html: string; status: number }>;
}

export interface SitePagesOptions {
  /** The built site (apps/site/dist/client). */
  siteDir: string;
  /** The site's server bundle; no dynamic pages when it is missing. */
  serverEntry: string;
  /** Answers the pages' API requests: the app itself. */
  app: Hono;
  db: Db;
  /** Rendered pages kept (least recently used out first); each is about 40 KB compressed. */
  maxEntries?: number;
}

interface RenderedPage {
  version: string;
  status: number;
  html: string;
  /** The CSP sources of its inline style and of its inline loader script. */
  hashes: InlineHashes;
  encoded: Partial<Record<Encoding, Compressed>>;
}

interface LoadedSite {
  paths: ReadonlySet<string>;
  render: (url: string) => Promise<{ html: string; status: number }>;
}

type PagesEnv = { Variables: { inlineHashes: InlineHashes } };

/**
 * Serves the site's dynamic paths, or passes the request on. The page for an address is kept
 * while the content is unchanged (the content file's data_version: commits by other connections,
 * an editor or a restore). Only the parameter the page reads (`q`) makes the key, so junk
 * parameters cannot multiply the entries, and the same address rendered twice at once is
 * rendered once.
 */
export function sitePages({
  siteDir,
  serverEntry,
  app,
  db,
  maxEntries = 200,
}: SitePagesOptions): MiddlewareHandler<PagesEnv> {
  const contentVersion = db.prepare<[], number>('PRAGMA main.data_version').pluck();
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();
  const inProcess: typeof fetch = (input, init) =>
    Promise.resolve(app.fetch(new Request(input, init)));

  let loading: Promise<LoadedSite | undefined> | undefined;

  /**
   * The server bundle, loaded on the first request for a page (undefined when the site was built
   * without it). Once: its chunks import it by its plain file URL, so a second copy loaded beside
   * it would not share its modules. After a new build, restart the server, as for any Node code.
   */
  function renderer(): Promise<LoadedSite | undefined> {
    loading ??= stat(serverEntry).then(
      async () => {
        const entry = (await import(pathToFileURL(serverEntry).href)) as SiteServerEntry;
        return {
          paths: new Set(entry.dynamicPaths),
          render: entry.createSiteRenderer({ clientDir: siteDir, fetch: inProcess }),
        };
      },
      () => undefined,
    );
    return loading;
  }

  async function renderPage(
    render: (url: string) => Promise<{ html: string; status: number }>,
    url: string,
    version: string,
  ): Promise<RenderedPage> {
    const { html, status } = await render(url);
    return { version, status, html, hashes: inlineHashes(html), encoded: {} };
  }

  const withPageHeaders = pageHeaders((c) => c.get('inlineHashes'));

  return async (c, next) => {
    const { pathname, searchParams } = new URL(c.req.url);
    const site = await renderer();
    if (!site?.paths.has(pathname)) return next();

    const query = searchParams.get('q');
    const key = query === null ? pathname : `${pathname}?${new URLSearchParams({ q: query })}`;
    const version = String(contentVersion.get());
    let page = pages.get(key);
    if (page?.version !== version) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderPage(site.render, key, version).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      page = await pending;
      if (page.status === 200) remember(key, page);
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
    // The results follow the content: always revalidate, like the prerendered pages.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    // Search results are for visitors, not for a search engine's index (the page says so too).
    'X-Robots-Tag': 'noindex',
  };
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
  if (c.req.method === 'HEAD') return c.body(null, page.status as 200, headers);
  return c.body(body, page.status as 200, headers);
}
