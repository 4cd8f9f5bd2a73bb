/**
 * Build step 4 of 5: renders every route to static HTML with its content.
 * It starts the real API on a throwaway copy of the seeded database, renders each path with the
 * server bundle (React's prerender API + the query data), and writes dist/client/<path>/index.html
 * and dist/client/404.html for the production server to serve, with the sitemap, robots.txt and
 * the web app manifest and its icons (scripts/web-app.ts).
 *
 * PRERENDER=off writes the same documents without their content: each page keeps its <head>
 * (title, meta, share tags, CSS, preloads) but its <body> holds only the boot data, without query
 * data, and the entry script, so the browser renders everything after fetching from the API. That
 * is the same app as a client-rendered single-page app, which `pnpm bench` compares against.
 * PRERENDER_DIR writes into another copy of dist/client (default: dist/client itself).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '@klinik/api';
import { clinic } from '@klinik/clinic';
import { serializeBoot, type BootData } from '../src/app/boot';
import { BOOT_ELEMENT_ID } from '../src/app/document';
import { readBuiltSite } from '../src/server/built-site';
import { siteWebAppFiles } from './web-app';
import type * as EntryServer from '../src/entry-server';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const clientDir = process.env.PRERENDER_DIR ?? join(siteRoot, 'dist/client');
const withContent = process.env.PRERENDER !== 'off';

const bootScript = new RegExp(
  `<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`,
);

/** The document without its content (PRERENDER=off): <head> as rendered, <body> only the scripts. */
function withoutContent(html: string): string {
  const boot = bootScript.exec(html);
  const bodyStart = html.indexOf('<body>') + '<body>'.length;
  if (!boot?.[1] || bodyStart < '<body>'.length) throw new Error('No <body> or boot data found');
  const data = JSON.parse(boot[1]) as BootData;
  // No data and no router state: the browser runs the loaders itself.
  const emptyState = { mutations: [], queries: [] };
  const emptyBoot = boot[0].replace(boot[1], () =>
    serializeBoot({ ...data, state: emptyState, router: {} }),
  );
  return html.slice(0, bodyStart) + emptyBoot + html.slice(boot.index + boot[0].length);
}

function outputFile(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html');
}

/** Today in the clinic's time zone, "2026-11-23": the lastmod of pages without a date of their own. */
function buildDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: clinic.timezone }).format(new Date());
}

async function main() {
  const serverEntry = pathToFileURL(join(siteRoot, 'dist/server/entry-server.js')).href;
  const {
    render,
    listPrerenderPaths,
    NOT_FOUND_PATH,
    SITE_URL,
    buildSitemap,
    buildRobots,
    dynamicPaths,
  } = (await import(serverEntry)) as typeof EntryServer;

  const tempDir = mkdtempSync(join(tmpdir(), 'klinik-prerender-'));
  const api = await startServer({
    port: 0,
    host: '127.0.0.1',
    databasePath: join(tempDir, 'seed.db'),
  });
  const started = performance.now();
  const { assets: assetsFor, inline } = readBuiltSite(clientDir);
  try {
    const paths = await listPrerenderPaths(`${api.url}/api`, buildDate());
    for (const { path } of paths) {
      const { html, status } = await render({
        url: path,
        apiBaseUrl: `${api.url}/api`,
        assets: assetsFor,
        inline,
        requireData: true,
      });
      if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
      const file = outputFile(path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, withContent ? html : withoutContent(html));
    }
    const notFound = await render({
      url: NOT_FOUND_PATH,
      apiBaseUrl: `${api.url}/api`,
      assets: assetsFor,
      inline,
      requireData: true,
    });
    if (notFound.status !== 404) throw new Error('The catch-all route did not render as 404');
    writeFileSync(
      join(clientDir, '404.html'),
      withContent ? notFound.html : withoutContent(notFound.html),
    );
    const indexed = paths.filter((entry) => entry.indexable);
    writeFileSync(join(clientDir, 'sitemap.xml'), buildSitemap(indexed, SITE_URL));
    // The search pages (rendered per request) are for visitors, not for search engines' index.
    const hidden = [
      ...paths.filter((entry) => !entry.indexable).map((entry) => entry.path),
      ...dynamicPaths,
    ];
    writeFileSync(join(clientDir, 'robots.txt'), buildRobots(SITE_URL, hidden));
    for (const [path, bytes] of siteWebAppFiles()) {
      const file = join(clientDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
    const ms = Math.round(performance.now() - started);
    const what = withContent ? 'prerendered' : 'wrote without content (PRERENDER=off)';
    console.log(
      `${what} ${paths.length} pages + 404.html in ${ms} ms; sitemap.xml lists ${indexed.length} URLs on ${SITE_URL}`,
    );
  } finally {
    await api.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
