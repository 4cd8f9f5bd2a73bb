import { join } from 'node:path';
import { limits, pagePaths } from '@klinik/clinic';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createClientKey } from './client';
import { compressJson } from './compression';
import { createCrossSiteCheck } from './cross-site';
import type { Db } from './db';
import { fail, isJsonContentType, messages } from './http';
import { queryGuard } from './query';
import { responseCache } from './response-cache';
import { articleRoutes } from './routes/articles';
import { categoryRoutes } from './routes/categories';
import { contactRoutes } from './routes/contact';
import { galleryRoutes } from './routes/galleries';
import { jobRoutes } from './routes/jobs';
import { locationRoutes } from './routes/locations';
import { pageRoutes } from './routes/pages';
import { peopleRoutes } from './routes/people';
import { searchRoutes } from './routes/search';
import { servicesRoutes } from './routes/services';
import { settingsRoutes } from './routes/settings';
import { legacyRedirects } from './redirects';
import { securityHeaders } from './security-headers';
import { sitePages } from './site-pages';
import { siteRoutes } from './static';
import { createStores } from './stores';
import { createViewLimiter } from './view-limiter';

export interface CreateAppOptions {
  db: Db;
  /** The built site (apps/site/dist/client); without it only /api is served. */
  siteDir?: string;
  /**
   * The site's server bundle, which renders per request the pages that depend on their address
   * (the search), and every page while the site is in maintenance (src/site-pages.ts); by default
   * dist/server/entry-server.js beside the built site.
   */
  siteServerEntry?: string;
  /**
   * Proxies in front of the server whose X-Forwarded-For and X-Forwarded-Proto are believed
   * (TRUST_PROXY); 0, the default, believes none, since any client can send them.
   */
  trustProxy?: number;
  /** The site's public origin (SITE_URL): its pages are not cross-site. */
  siteUrl?: string;
  /** Told after a contact message is stored for delivery. */
  onContactMessage?: () => void;
}

/** The largest request body the API reads. */
export const maxBodyBytes = 16 * 1024;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/*
 * Headers are set before the handler runs: the response it builds takes them over. Setting them
 * afterwards would make Hono copy the finished response through a stream on every request.
 */

/** Content changes when the clinic edits it, so clients always revalidate; errors are not kept. */
const apiCacheControl: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  c.header('Cache-Control', method === 'GET' || method === 'HEAD' ? 'no-cache' : 'no-store');
  await next();
};

const limitBody = bodyLimit({
  maxSize: maxBodyBytes,
  onError: (c) => fail(c, 413, messages.payloadTooLarge),
});

/**
 * Requests that may carry a body: at most 16 KB (413), and a body that is there must be JSON
 * (415). GET and HEAD skip this, so reads never touch the request stream.
 */
const bodyGuard: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  return limitBody(c, async () => {
    const length = Number(c.req.header('content-length') ?? '0');
    const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
    if (hasBody && !isJsonContentType(c.req.header('content-type'))) {
      c.res = fail(c, 415, messages.unsupportedMediaType);
      return;
    }
    await next();
  });
};

export function createApp({
  db,
  siteDir,
  siteServerEntry,
  trustProxy = 0,
  siteUrl,
  onContactMessage,
}: CreateAppOptions): Hono {
  const stores = createStores(db);
  const clientKey = createClientKey(db, { trustProxy });
  const app = new Hono();
  app.use(securityHeaders({ trustProxy }));
  // The cache sits before the query check: only answers that passed it are ever kept. Compression
  // sits outside the cache, so cached answers are compressed for each client's Accept-Encoding.
  app.use('/api/*', compressJson, apiCacheControl, bodyGuard, responseCache(db), queryGuard);

  const v1 = new Hono()
    .route('/', settingsRoutes(stores.settings))
    .route('/', servicesRoutes(stores.services))
    .route(
      '/',
      articleRoutes(stores.articles, {
        clientKey,
        isCrossSite: createCrossSiteCheck({ trustProxy, siteUrl }),
        views: createViewLimiter({ windowMs: limits.articleViewMinutes * 60_000 }),
      }),
    )
    .route('/', categoryRoutes(stores))
    .route('/', pageRoutes(stores.pages))
    .route('/', locationRoutes(stores.locations))
    .route('/', galleryRoutes(stores.galleries))
    .route('/', jobRoutes(stores.jobs))
    .route('/', peopleRoutes(stores.people))
    .route('/', searchRoutes(stores.search))
    .route('/', contactRoutes(stores, { clientKey, onContactMessage }));
  app.route('/api/v1', v1);
  app.all('/api/*', (c) => fail(c, 404, messages.endpointNotFound));

  if (siteDir) {
    app.on(['GET', 'HEAD'], `${pagePaths.services}/*`, legacyRedirects);
    app.on(
      ['GET', 'HEAD'],
      '*',
      sitePages({
        siteDir,
        serverEntry: siteServerEntry ?? join(siteDir, '../server/entry-server.js'),
        app,
        db,
        // A malformed setting fails the settings endpoint (logged there); pages stay served.
        maintenanceMode: () => {
          try {
            return stores.settings.all().general.maintenance_mode;
          } catch {
            return false;
          }
        },
      }),
    );
    app.route('/', siteRoutes(siteDir));
    app.all('*', (c) => c.text('Metode tidak diizinkan', 405, { Allow: 'GET, HEAD' }));
  }

  app.notFound((c) =>
    isApi(c.req.path)
      ? fail(c, 404, messages.endpointNotFound)
      : c.text('Halaman tidak ditemukan', 404),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return isApi(c.req.path) ? fail(c, error.status, error.message) : error.getResponse();
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return isApi(c.req.path)
      ? fail(c, 500, messages.serverError)
      : c.text('Terjadi kesalahan pada server', 500);
  });
  return app;
}
