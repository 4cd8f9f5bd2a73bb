/**
 * `pnpm dev`: the site with hot reload, rendered on the server per request like the prerenderer
 * renders it at build time, with the real API (and its SQLite file) in the same process.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
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
      const { html, status, location } = await render({
        url,
        ...(post ? { post } : {}),
        apiBaseUrl: `${api.url}/api`,
        assets: () => ({
          entry: '/src/entry-client.tsx',
          css: ['/src/styles.css'],
          preload: [],
        }),
      });
      if (location) {
        res.writeHead(status, { Location: location });
        res.end();
        return;
      }
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
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
