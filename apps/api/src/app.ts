import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from './db';
import { fail, messages } from './http';
import { servicesRoutes } from './routes/services';
import { settingsRoutes } from './routes/settings';
import { serveSite } from './static';

export interface CreateAppOptions {
  db: Db;
  /** The built site (apps/site/dist/client); without it only /api is served. */
  siteDir?: string;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Content changes when the clinic edits it, so clients always revalidate; errors are not kept. */
const apiCacheControl: MiddlewareHandler = async (c, next) => {
  await next();
  const method = c.req.method;
  c.header('Cache-Control', method === 'GET' || method === 'HEAD' ? 'no-cache' : 'no-store');
};

const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
};

export function createApp({ db, siteDir }: CreateAppOptions): Hono {
  const app = new Hono();
  app.use(noSniff);
  app.use('/api/*', apiCacheControl);

  app.route('/api/v1', settingsRoutes(db));
  app.route('/api/v1', servicesRoutes(db));
  app.all('/api/*', (c) => fail(c, 404, messages.endpointNotFound));

  if (siteDir) {
    app.on(['GET', 'HEAD'], '*', serveSite(siteDir));
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
