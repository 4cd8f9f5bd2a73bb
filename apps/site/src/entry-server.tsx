import { articlePageSize, legal } from '@klinik/clinic';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { serializeBoot, type BootData } from './app/boot';
import type { DocumentAssets, InlineHead } from './app/document';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadMatchedRoutes } from './app/route-modules';
import { staticPaths } from './app/routes';
import { OFFLINE_PAGE_PATH } from './app/sw-protocol';
import { createApiClient } from './data/api-client';
import { mergeSettings, settingsQuery } from './data/use-settings';
import { scriptJson } from './app/seo';
import { medicalBusinessJsonLd } from './app/structured-data';
import { SEARCH_PATH } from './app/search-path';
import { readBuiltSite } from './server/built-site';

export { NOT_FOUND_PATH } from './app/routes';
export { SITE_URL } from './app/seo';
export { buildRobots, buildSitemap } from './app/sitemap';

/**
 * Pages the production server renders for each request instead of serving a prerendered file:
 * the search results depend on the address (`/cari?q=...`).
 */
export const dynamicPaths: readonly string[] = [SEARCH_PATH];

/** A page to prerender, and what the sitemap says of it. */
export interface PrerenderPath {
  path: string;
  /** The day its content last changed, "2025-03-14". */
  lastmod: string;
  /** False for pages search engines should not list (the patient-area redirect target). */
  indexable: boolean;
}

const notIndexed = new Set(['/login', OFFLINE_PAGE_PATH]);
const legalPaths = new Set(['/kebijakan-privasi', '/syarat-ketentuan']);

/** Every path to prerender: the static routes plus one page per service and article (from the API). */
export async function listPrerenderPaths(
  apiBaseUrl: string,
  buildDate: string,
): Promise<PrerenderPath[]> {
  const api = createApiClient({ baseUrl: apiBaseUrl });
  const services = await api.get('services');
  const articles: PrerenderPath[] = [];
  for (let page = 1, last = 1; page <= last; page += 1) {
    const answer = await api.get('articles', { per_page: articlePageSize.max, page });
    articles.push(
      ...answer.data.map((article) => ({
        path: `/artikel/${article.slug}`,
        lastmod: article.published_at.slice(0, 10),
        indexable: true,
      })),
    );
    last = answer.pagination.last_page;
  }
  return [
    ...staticPaths.map((path) => ({
      path,
      lastmod: legalPaths.has(path) ? legal.lastUpdated : buildDate,
      indexable: !notIndexed.has(path),
    })),
    ...services.data.map((service) => ({
      path: `/layanan/${service.slug}`,
      lastmod: buildDate,
      indexable: true,
    })),
    ...articles,
  ];
}

export interface RenderOptions {
  /** The path to render, e.g. '/layanan/homecare'. */
  url: string;
  /** Absolute base of the clinic API, e.g. 'http://127.0.0.1:41234/api'. */
  apiBaseUrl: string;
  /** Entry, CSS and the module chunks of the matched routes (by route id, from Vite's manifest). */
  assets: (routeIds: string[]) => DocumentAssets;
  /** The stylesheet and the loader's code to inline into <head> (see InlineHead). */
  inline?: Pick<InlineHead, 'css' | 'loader'>;
  /** How the API is asked (the production server answers in process); the global fetch by default. */
  fetch?: typeof fetch;
}

export interface RenderResult {
  html: string;
  status: number;
}

async function readStream(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  // Decode as one stream: a multi-byte character may be split across two chunks.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Renders one route to a complete HTML document with its data: the queries the matched routes
 * declare are fetched from the API first, so the HTML holds the content, and the same data
 * travels in the boot script for hydration.
 */
export async function render({
  url,
  apiBaseUrl,
  assets,
  inline,
  fetch,
}: RenderOptions): Promise<RenderResult> {
  const location = new URL(url, 'http://prerender.local');
  const { matches, handles } = await loadMatchedRoutes(location.pathname);

  const api = createApiClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) });
  const queryClient = createQueryClient();
  const address = {
    params: matches.at(-1)?.params ?? {},
    pathname: location.pathname,
    search: location.searchParams,
  };
  // What the matched routes' pageData declare (the layout's settings, the page's own data).
  // fetchQuery rejects on failure: a page must never be prerendered without its content.
  await Promise.all(
    handles.flatMap((handle) => handle?.prefetch?.({ queryClient, api, address }) ?? []),
  );

  const routeIds = matches.flatMap((match) => (match.route.id ? [match.route.id] : []));
  const boot: BootData = { assets: assets(routeIds), state: dehydrate(queryClient) };
  if (handles.some((handle) => handle?.offlineFallback)) boot.offlineFallback = true;

  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <App
      boot={boot}
      bootText={serializeBoot(boot)}
      inline={{
        ...inline,
        siteJsonLd: scriptJson(
          medicalBusinessJsonLd(
            mergeSettings(queryClient.getQueryData(settingsQuery(api).queryKey)),
          ),
        ),
      }}
      queryClient={queryClient}
      api={api}
    >
      <StaticRouter location={location.pathname + location.search}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a Suspense boundary: a big page would otherwise leave later sections in
      // <template>s for an inline script to move into place, which the CSP forbids and a
      // browser without script never runs. Every boundary is complete in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await readStream(prelude as AsyncIterable<string | Uint8Array>);
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  // The loader is the one inline script (the server allows it by its hash): anything else would
  // be one the CSP blocks.
  const inlineScript =
    /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"|data-entry=))[^>]*>/.exec(html);
  if (inlineScript) {
    throw new Error(
      `Prerendering ${url} wrote an inline script, which the CSP blocks: ${inlineScript[0]}`,
    );
  }

  queryClient.clear();
  return { html, status: handles.some((handle) => handle?.notFound) ? 404 : 200 };
}

export interface SiteRendererOptions {
  /** The built site (apps/site/dist/client): its manifest names each page's scripts. */
  clientDir: string;
  /** Answers the page's API requests (the production server: its own app, in process). */
  fetch: typeof fetch;
}

/**
 * Renders a page of the built site on request, exactly as the prerenderer renders the others
 * (same document, inline CSS, scripts and boot data), for the production server's dynamic paths.
 */
export function createSiteRenderer({ clientDir, fetch }: SiteRendererOptions) {
  const { assets, inline } = readBuiltSite(clientDir);
  return (url: string): Promise<RenderResult> =>
    render({ url, apiBaseUrl: 'http://site.internal/api', assets, inline, fetch });
}
