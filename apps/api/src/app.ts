import { contact, limits, pagePaths } from '@klinik/clinic';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { SettingsStore } from './data/settings';
import { createStores, type Stores } from './data/stores';
import { compressJson } from './http/compression';
import { createCrossSiteCheck } from './http/cross-site';
import { queryGuard } from './http/query-guard';
import { responseCache } from './http/response-cache';
import { fail, isJsonContentType, messages } from './http/responses';
import { securityHeaders } from './http/security-headers';
import { createViewLimiter } from './http/view-limiter';
import { createClientKey } from './http/visitor-key';
import { articleRoutes } from './routes/articles';
import { bookingRoutes } from './routes/bookings';
import { categoryRoutes } from './routes/categories';
import { contactRoutes } from './routes/contact';
import { galleryRoutes } from './routes/galleries';
import { jobRoutes } from './routes/jobs';
import { locationRoutes } from './routes/locations';
import { pageRoutes } from './routes/pages';
import { peopleRoutes } from './routes/people';
import { privacyRoutes } from './routes/privacy';
import { searchRoutes } from './routes/search';
import { servicesRoutes } from './routes/services';
import { settingsRoutes } from './routes/settings';
import { staffRoutes } from './routes/staff';
import { legacyRedirects } from './site/legacy-redirects';
import type { RenderPool } from './site/render/pool';
import { loggablePath, methodNotAllowed, sitePages } from './site/rendered-pages';
import { siteRoutes } from './site/site-files';
import { isStorageUnavailable, type Db } from './storage/sqlite';
import { failureLog } from './storage/failure-log';

export interface CreateAppOptions {
  db: Db;
  /**
   * The stores, when the server made them (with the staff key, the outbox's wake and the
   * password cost); otherwise made here from the options below.
   */
  stores?: Stores;
  /** The built site (apps/site/dist/client); without it only /api is served. */
  siteDir?: string;
  /**
   * Renders per request, off the event loop, the pages that depend on their address (the
   * search), and every page while the site is in maintenance (src/site/rendered-pages.ts); without it
   * only the prerendered files are served.
   */
  renderPool?: RenderPool;
  /**
   * Proxies in front of the server whose X-Forwarded-For and X-Forwarded-Proto are believed
   * (TRUST_PROXY); 0, the default, believes none, since any client can send them.
   */
  trustProxy?: number;
  /** The site's public origin (SITE_URL): its pages are not cross-site. */
  siteUrl?: string;
  /** Told after a contact message, a data request or a booking's mail is stored for delivery. */
  onContactMessage?: () => void;
  /** Where failures to write the visitor data go; console.error by default. */
  log?: (line: string) => void;
  /**
   * The clock of the booking rules, of the per-client render limit and of the cache's day;
   * Date.now by default.
   */
  now?: () => number;
}

/** How long a write refused for want of room asks the client to wait. */
export const storageRetryAfterSeconds = 120;

/** The largest request body the API reads. */
export const maxBodyBytes = 16 * 1024;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isStaffApi = (path: string) => path === '/api/v1/staff' || path.startsWith('/api/v1/staff/');

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

/**
 * The visitor's way around a write the server cannot store now: the clinic's phone and
 * WhatsApp as the settings have them (the clinic's constants when the settings cannot be read).
 */
function cannotStoreMessage(settings: SettingsStore): string {
  let numbers: { phone: string; whatsapp: string } = contact;
  try {
    numbers = settings.all().contact;
  } catch {
    // A malformed setting is logged by the settings endpoint; the constants still reach people.
  }
  return messages.cannotStore(numbers.phone, numbers.whatsapp);
}

export function createApp({
  db,
  stores: given,
  siteDir,
  renderPool,
  trustProxy = 0,
  siteUrl,
  onContactMessage,
  log = (line) => console.error(line),
  now = Date.now,
}: CreateAppOptions): Hono {
  const stores =
    given ??
    createStores(db, {
      ...(siteUrl ? { siteUrl } : {}),
      ...(onContactMessage ? { onBookingMail: onContactMessage } : {}),
    });
  const storageFailures = failureLog(log, 'Storing visitor data', {
    repeatMs: 60_000,
    meanwhile: `such writes are answered 503 (Retry-After ${storageRetryAfterSeconds} s) until there is room; reads go on`,
  });
  const clientKey = createClientKey(db, { trustProxy });
  const app = new Hono();
  app.use(securityHeaders({ trustProxy }));
  // The cache sits before the query check: only answers that passed it are ever kept. Compression
  // sits outside the cache, so cached answers are compressed for each client's Accept-Encoding.
  app.use(
    '/api/*',
    compressJson,
    apiCacheControl,
    bodyGuard,
    // The desk's answers belong to one person: never looked up or kept by URL.
    responseCache(db, { now, bypass: isStaffApi }),
    queryGuard,
  );
  const isCrossSite = createCrossSiteCheck({ trustProxy, siteUrl });

  const v1 = new Hono()
    .route('/', settingsRoutes(stores.settings))
    .route('/', servicesRoutes(stores.services))
    .route(
      '/',
      articleRoutes(stores.articles, {
        clientKey,
        isCrossSite,
        views: createViewLimiter({ windowMs: limits.articleViewMinutes * 60_000 }),
      }),
    )
    .route('/', categoryRoutes(stores))
    .route('/', pageRoutes(stores.pages))
    .route('/', locationRoutes(stores, { now }))
    .route('/', galleryRoutes(stores.galleries))
    .route('/', jobRoutes(stores.jobs))
    .route('/', peopleRoutes(stores.people))
    .route('/', searchRoutes(stores.search))
    .route('/', contactRoutes(stores, { clientKey, onContactMessage, now }))
    .route('/', bookingRoutes(stores, { clientKey, now }))
    .route('/', privacyRoutes(stores, { clientKey, isCrossSite, onRequest: onContactMessage, now }))
    .route('/', staffRoutes(stores, { clientKey, isCrossSite, now }));
  app.route('/api/v1', v1);
  app.all('/api/*', (c) => fail(c, 404, messages.endpointNotFound));

  if (siteDir) {
    const pages = sitePages({
      siteDir,
      renderPool,
      db,
      trustProxy,
      now,
      api: (request, env) => app.fetch(request, env),
      isCrossSite,
      // A malformed setting fails the settings endpoint (logged there); pages stay served.
      maintenanceMode: () => {
        try {
          return stores.settings.all().general.maintenance_mode;
        } catch {
          return false;
        }
      },
    });
    app.on(['GET', 'HEAD'], `${pagePaths.services}/*`, legacyRedirects);
    app.on(['GET', 'HEAD'], '*', pages.middleware);
    app.post('*', pages.posted);
    app.route('/', siteRoutes(siteDir));
    app.all('*', methodNotAllowed);
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
    // A full disk, the visitor file's cap, a file made read-only: reads go on, and the write
    // succeeds again once there is room, without a restart.
    if (isStorageUnavailable(error)) {
      storageFailures.failed(error);
      c.header('Retry-After', String(storageRetryAfterSeconds));
      return fail(c, 503, cannotStoreMessage(stores.settings));
    }
    // The path without its tokens: the server's output never holds a private or set-up link.
    console.error(`[api] ${c.req.method} ${loggablePath(c.req.path)} failed:`, error);
    return isApi(c.req.path)
      ? fail(c, 500, messages.serverError)
      : c.text('Terjadi kesalahan pada server', 500);
  });
  return app;
}
