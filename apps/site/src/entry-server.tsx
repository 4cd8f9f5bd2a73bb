import { articlePageSize, isStaffPage, legal, pagePaths } from '@klinik/clinic';
import { dehydrate, defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouterContextProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router-dom';
import { App } from './app/app';
import { serializeBoot, type BootData } from './app/boot';
import type { DocumentAssets, InlineHead } from './app/document';
import { createQueryClient } from './app/query-client';
import { routerContext } from './app/router-context';
import { routes, staticPaths, type RouteHandle } from './app/routes';
import { createApiClient, isNotFound } from './data/api-client';
import { mergeSettings, settingsQuery } from './data/use-settings';
import { scriptJson } from './app/seo';
import { medicalBusinessJsonLd } from './app/structured-data';
import { deskEntry, readBuiltSite } from './server/built-site';
import { staffRoutes } from './staff/routes';
import { StaffApp } from './staff/staff-app';
import { createStaffApi } from './staff/staff-api';
import { staffRouterContext } from './staff/staff-context';
import { createStaffQueryClient } from './staff/staff-query-client';

export { NOT_FOUND_PATH } from './app/routes';
export { SITE_URL } from './app/seo';
export { buildRobots, buildSitemap } from './app/sitemap';

/**
 * Pages the production server renders for each request instead of serving a prerendered file:
 * the search results depend on the address (`/cari?q=...`). (A page a form is posted to is
 * rendered as the answer to that post, whatever its path.)
 */
export const dynamicPaths: readonly string[] = [pagePaths.search];

/** A page to prerender, and what the sitemap says of it. */
export interface PrerenderPath {
  path: string;
  /** The day its content last changed, "2025-03-14". */
  lastmod: string;
  /** False for pages search engines should not list (the patient-area redirect target). */
  indexable: boolean;
}

const notIndexed = new Set<string>([pagePaths.login, pagePaths.offline]);
const legalPaths = new Set<string>([pagePaths.privacy, pagePaths.terms]);

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
        path: pagePaths.article(article.slug),
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
      path: pagePaths.service(service.slug),
      lastmod: buildDate,
      indexable: true,
    })),
    ...articles,
  ];
}

/** What a page of one client entry names and carries inline. */
export interface PageAssets {
  /** Entry, CSS and the module chunks of the matched routes (by route id, from Vite's manifest). */
  assets: (routeIds: string[]) => DocumentAssets;
  /** The stylesheet and the loader's code to inline into <head> (see InlineHead). */
  inline?: Pick<InlineHead, 'css' | 'loader'>;
}

export interface RenderOptions extends PageAssets {
  /** The path to render, e.g. '/layanan/homecare'. */
  url: string;
  /** Absolute base of the clinic API, e.g. 'http://127.0.0.1:41234/api'. */
  apiBaseUrl: string;
  /**
   * The front desk's pages (`isStaffPage`): their own entry's scripts and stylesheet. Without it,
   * a desk address is not rendered (the prerenderer never renders one).
   */
  desk?: PageAssets;
  /**
   * How the API is asked (the production server answers in process); the global fetch by default.
   * A desk page's calls carry the visitor's session: the server's fetch adds their cookie.
   */
  fetch?: typeof fetch;
  /**
   * The prerenderer: a page whose data failed to load is an error (the build stops), never a
   * page written with its error state. Pages rendered per request show that state instead.
   */
  requireData?: boolean;
  /**
   * A form posted to the page (without JavaScript): the route's action runs on it, as it runs
   * in the browser with JavaScript, and the page is rendered as its answer (or the answer is a
   * redirect).
   */
  post?: PagePost;
}

/** A page form as the browser posted it. */
export interface PagePost {
  /** The body, as sent. */
  body: string;
  /** Its Content-Type (application/x-www-form-urlencoded, as a plain form sends it). */
  contentType: string;
}

export interface RenderResult {
  html: string;
  status: number;
  /** Where a redirect leads (a legacy service address, 301; a form's action, 303). */
  location?: string;
}

/** One handler per table for every render: it resolves a lazy route's module once, the first time. */
const handler = createStaticHandler(routes);
const staffHandler = createStaticHandler(staffRoutes);

async function readStream(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  // Decode as one stream: a multi-byte character may be split across two chunks.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** What went wrong with a page's data, other than asking for something that does not exist. */
function dataFailures(queryClient: QueryClient): unknown[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => query.state.error)
    .filter((error) => !isNotFound(error));
}

function handles(context: StaticHandlerContext): RouteHandle[] {
  return context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
}

/** One page to render with a table's handler, and how its document is made. */
interface PageRender {
  url: string;
  post?: PagePost;
  requireData: boolean;
  handler: StaticHandler;
  requestContext: RouterContextProvider;
  queryClient: QueryClient;
  assets: (routeIds: string[]) => DocumentAssets;
  /** The whole document around the router, once the loaders have run. */
  document: (boot: BootData, bootText: string, router: ReactNode) => ReactNode;
}

/**
 * Renders one route to a complete HTML document with its data: React Router's static handler
 * runs the matched routes' loaders, which put the page's data in the query cache, so the HTML
 * holds the content, and the same data travels in the boot data for hydration.
 */
async function renderPage({
  url,
  post,
  requireData,
  handler,
  requestContext,
  queryClient,
  assets,
  document,
}: PageRender): Promise<RenderResult> {
  const request = new Request(
    new URL(url, 'http://site.local'),
    post ? { method: 'POST', body: post.body, headers: { 'Content-Type': post.contentType } } : {},
  );
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { html: '', status: context.status, location };
    }
    throw new Error(`Rendering ${url} answered HTTP ${context.status} instead of a page`);
  }
  // A form posted to a page whose route has no action: no page answers it.
  if (post && context.statusCode === 405) return { html: '', status: 405 };
  const failures = requireData ? dataFailures(queryClient) : [];
  // A loader's 404 is a page's answer (the desk's record it may not see), not a failure.
  const errors = [...Object.values(context.errors ?? {}), ...failures].filter(
    (error) => !(isRouteErrorResponse(error) && error.status === 404),
  );
  if (errors.length > 0) {
    if (requireData) throw new AggregateError(errors, `Rendering ${url} failed to load its data`);
    console.error(`Rendering ${url}:`, ...errors);
  }

  const routeHandles = handles(context);
  const routeIds = context.matches.map((match) => match.route.id);
  const boot: BootData = {
    assets: assets(routeIds),
    // Failed queries travel too: the page hydrates into the error state it was rendered with.
    state: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    }),
    router: {
      loaderData: context.loaderData,
      ...(context.actionData ? { actionData: context.actionData } : {}),
      ...(context.errors ? { errors: context.errors } : {}),
    },
  };
  if (routeHandles.some((handle) => handle.offlineFallback)) boot.offlineFallback = true;

  const renderErrors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    document(
      boot,
      serializeBoot(boot),
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        // The boot data carries the router's state: React Router's own hydration script would be
        // an inline script, which the CSP blocks.
        hydrate={false}
      />,
    ),
    {
      onError: (error) => void renderErrors.push(error),
      // Never outline a Suspense boundary: a big page would otherwise leave later sections in
      // <template>s for an inline script to move into place, which the CSP forbids and a
      // browser without script never runs. Every boundary is complete in the HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await readStream(prelude as AsyncIterable<string | Uint8Array>);
  if (renderErrors.length > 0) throw new AggregateError(renderErrors, `Rendering ${url} failed`);
  // The loader is the one inline script (the server allows it by its hash): anything else would
  // be one the CSP blocks.
  const inlineScript =
    /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"|data-entry=))[^>]*>/.exec(html);
  if (inlineScript) {
    throw new Error(
      `Rendering ${url} wrote an inline script, which the CSP blocks: ${inlineScript[0]}`,
    );
  }

  queryClient.clear();
  const notFound = routeHandles.some((handle) => handle.notFound);
  return { html, status: notFound ? 404 : context.statusCode };
}

/**
 * Renders one page: a public page with the site's table, a desk page (`isStaffPage`) with the
 * desk's, its own entry and stylesheet, its calls to the desk's API through `fetch`.
 */
export async function render({
  url,
  apiBaseUrl,
  assets,
  inline,
  desk,
  fetch,
  requireData = false,
  post,
}: RenderOptions): Promise<RenderResult> {
  const api = createApiClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) });
  if (isStaffPage(new URL(url, 'http://site.local').pathname)) {
    if (!desk) throw new Error(`Rendering ${url}, a page of the front desk, without its assets`);
    const queryClient = createStaffQueryClient();
    const staff = createStaffApi({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) });
    return renderPage({
      url,
      ...(post ? { post } : {}),
      requireData,
      handler: staffHandler,
      requestContext: staffRouterContext({ queryClient, staff, api }),
      queryClient,
      assets: desk.assets,
      document: (boot, bootText, router) => (
        <StaffApp
          boot={boot}
          bootText={bootText}
          {...(desk.inline ? { inline: desk.inline } : {})}
          queryClient={queryClient}
          staff={staff}
          api={api}
        >
          {router}
        </StaffApp>
      ),
    });
  }
  const queryClient = createQueryClient();
  return renderPage({
    url,
    ...(post ? { post } : {}),
    requireData,
    handler,
    requestContext: routerContext({ queryClient, api }),
    queryClient,
    assets,
    document: (boot, bootText, router) => (
      <App
        boot={boot}
        bootText={bootText}
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
        {router}
      </App>
    ),
  });
}

export interface SiteRendererOptions {
  /** The built site (apps/site/dist/client): its manifest names each page's scripts. */
  clientDir: string;
}

/** One page to render on request: its address, the form posted to it, and how the API is asked. */
export interface PageRequest {
  url: string;
  post?: PagePost;
  /** Answers the page's API requests (the production server: its own app, in process). */
  fetch: typeof fetch;
}

/**
 * Renders a page of the built site on request, exactly as the prerenderer renders the others
 * (same document, inline CSS, scripts and boot data): the production server's dynamic paths, the
 * answer to a form posted to a page, and every page of the front desk (its own entry's).
 */
export function createSiteRenderer({ clientDir }: SiteRendererOptions) {
  const { assets, inline } = readBuiltSite(clientDir);
  const desk = readBuiltSite(clientDir, deskEntry);
  return ({ url, post, fetch }: PageRequest): Promise<RenderResult> =>
    render({ url, apiBaseUrl: 'http://site.internal/api', assets, inline, desk, fetch, post });
}
