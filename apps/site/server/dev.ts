/**
 * `pnpm dev`: the site with hot reload, rendered on the server per request like the prerenderer
 * renders it at build time, with the real API (and its SQLite file) in the same process.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { isStaffPage, staffApiPaths } from '@klinik/clinic';
import { startServer } from '@klinik/api';
import { createServer as createViteServer } from 'vite';
import type * as EntryServer from '../src/entry-server';
import { siteWebAppFiles, webAppContentType } from '../scripts/web-app';
import { MANIFEST_PATH } from '../src/app/web-app';

const port = Number(process.env.PORT ?? 5173);
const databasePath =
  process.env.DATABASE_PATH ?? fileURLToPath(new URL('../../api/data/dev.db', import.meta.url));

const api = await startServer({ port: 0, host: '127.0.0.1', databasePath });
const vite = await createViteServer({
  root: fileURLToPath(new URL('..', import.meta.url)),
  appType: 'custom',
  server: { middlewareMode: true, proxy: { '/api': api.url } },
});

/**
 * Vite's client and the React Refresh preamble must run before the app, so they go first in
 * <head>. React 19's hydration skips unexpected elements there, but not the whitespace text that
 * transformIndexHtml would add, hence the tags are taken from an empty page and inserted bare.
 */
async function withDevScripts(url: string, html: string): Promise<string> {
  const shell = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const devHead = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1]?.replace(/>\s+</g, '><').trim() ?? '';
  return html.replace('<head>', `<head>${devHead}`);
}

/** The web app manifest and its icons, as the build writes them (drawn once, on first ask). */
/** A form posted to a page without JavaScript, for the route's action. */
async function readPost(req: IncomingMessage): Promise<EntryServer.PagePost> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return {
    body: Buffer.concat(chunks).toString('utf8'),
    contentType: req.headers['content-type'] ?? 'application/x-www-form-urlencoded',
  };
}

let webAppFiles: Map<string, Buffer> | undefined;

/** Where the desk's calls go: /api/v1/staff and below. */
const staffApiPrefix = `/api${staffApiPaths.me().replace(/\/me$/, '/')}`;

/**
 * How a desk page's render asks the API, as the production server's render worker does: its calls
 * to /api/v1/staff carry the visitor's cookies (the session), and the cookies the API sets (a
 * sign-in's session, a sign-out's deletion) go back on the page's answer. A render makes at most
 * one call that sets a cookie, and leads on at once.
 */
function deskCalls(cookie: string | undefined) {
  const setCookies: string[] = [];
  const fetchAsVisitor: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.startsWith(staffApiPrefix)) return fetch(request);
    if (cookie) request.headers.set('Cookie', cookie);
    const response = await fetch(request);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { fetch: fetchAsVisitor, setCookies };
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === MANIFEST_PATH || path.startsWith('/icons/')) {
    webAppFiles ??= siteWebAppFiles();
    const file = webAppFiles.get(path);
    if (file) {
      res.writeHead(200, { 'Content-Type': webAppContentType(path) });
      res.end(file);
      return;
    }
  }
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    try {
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
      const post = req.method === 'POST' ? await readPost(req) : undefined;
      const desk = isStaffPage(path) ? deskCalls(req.headers.cookie) : undefined;
      const { html, status, location } = await render({
        url,
        ...(post ? { post } : {}),
        apiBaseUrl: `${api.url}/api`,
        assets: () => ({
          entry: '/src/entry-client.tsx',
          css: ['/src/styles.css'],
          preload: [],
        }),
        desk: {
          assets: () => ({
            entry: '/src/staff/entry-client.tsx',
            css: ['/src/staff/staff.css'],
            preload: [],
          }),
        },
        ...(desk ? { fetch: desk.fetch } : {}),
      });
      // A desk page is one person's: never kept, never indexed (as the production server says).
      const headers = desk
        ? {
            'Cache-Control': 'no-store',
            'X-Robots-Tag': 'noindex',
            ...(desk.setCookies.length > 0 ? { 'Set-Cookie': desk.setCookies } : {}),
          }
        : {};
      if (location) {
        res.writeHead(status, { ...headers, Location: location });
        res.end();
        return;
      }
      res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      res.end(await withDevScripts(url, html));
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String((error as Error).stack ?? error));
    }
  });
});

server.listen(port, () => console.log(`Situs (dev) berjalan di http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void Promise.all([vite.close(), api.close()]).then(() => process.exit(0));
  });
}
