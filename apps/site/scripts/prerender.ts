/**
 * Build step 3 of 3: renders every route to static HTML with its content.
 * It starts the real API on a throwaway copy of the seeded database, renders each path with the
 * server bundle (React's prerender API + the query data), and writes dist/client/<path>/index.html
 * and dist/client/404.html for the production server to serve.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '@klinik/api';
import type { DocumentAssets } from '../src/app/document';
import type * as EntryServer from '../src/entry-server';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(siteRoot, 'dist/client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const ENTRY_KEY = 'src/entry-client.tsx';
/** The face of the body text (latin, every weight): the one font file every page needs first. */
const PRELOADED_FONT = /\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

/** A chunk's own file and, recursively, the chunks it imports statically. */
function chunkFiles(key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const nested = (chunk.imports ?? []).map((child) => chunkFiles(child, seen));
  return {
    js: [chunk.file, ...nested.flatMap((n) => n.js)],
    css: [...(chunk.css ?? []), ...nested.flatMap((n) => n.css)],
  };
}

function assetsFor(routeIds: string[]): DocumentAssets {
  const entry = chunkFiles(ENTRY_KEY);
  const routes = routeIds.map((id) => chunkFiles(`src/routes/${id.split(':')[0] ?? id}.tsx`));
  const url = (file: string) => `/${file}`;
  const [entryFile, ...entryImports] = entry.js;
  if (!entryFile) throw new Error(`${ENTRY_KEY} is missing from the Vite manifest`);
  return {
    entry: url(entryFile),
    css: [...new Set([...entry.css, ...routes.flatMap((r) => r.css)])].map(url),
    preload: [...new Set([...entryImports, ...routes.flatMap((r) => r.js)])]
      .filter((file) => file !== entryFile)
      .map(url),
    fonts: (manifest[ENTRY_KEY]?.assets ?? [])
      .filter((file) => PRELOADED_FONT.test(`/${file}`))
      .map(url),
  };
}

function outputFile(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html');
}

async function main() {
  const serverEntry = pathToFileURL(join(siteRoot, 'dist/server/entry-server.js')).href;
  const { render, listPrerenderPaths, NOT_FOUND_PATH } = (await import(
    serverEntry
  )) as typeof EntryServer;

  const tempDir = mkdtempSync(join(tmpdir(), 'klinik-prerender-'));
  const api = await startServer({
    port: 0,
    host: '127.0.0.1',
    databasePath: join(tempDir, 'seed.db'),
  });
  const started = performance.now();
  try {
    const paths = await listPrerenderPaths(`${api.url}/api`);
    for (const path of paths) {
      const { html, status } = await render({
        url: path,
        apiBaseUrl: `${api.url}/api`,
        assets: assetsFor,
      });
      if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
      const file = outputFile(path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    const notFound = await render({
      url: NOT_FOUND_PATH,
      apiBaseUrl: `${api.url}/api`,
      assets: assetsFor,
    });
    if (notFound.status !== 404) throw new Error('The catch-all route did not render as 404');
    writeFileSync(join(clientDir, '404.html'), notFound.html);
    const ms = Math.round(performance.now() - started);
    console.log(`prerendered ${paths.length} pages + 404.html in ${ms} ms`);
  } finally {
    await api.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
