/**
 * Build step 5 of 5: the service worker (sw/sw.ts). It comes after prerendering because its
 * precache list must name the prerendered offline page, which only exists from step 4 on:
 * Vite bundles the worker into one classic script, then Workbox writes the list of files to
 * precache, each with a revision, into it as dist/client/sw.js.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PAGE_PATH, SERVICE_WORKER_URL } from '../src/app/sw-protocol';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(siteRoot, 'dist/client');
const bundleDir = join(siteRoot, 'dist/sw');

async function main() {
  await build({
    configFile: false,
    root: siteRoot,
    logLevel: 'warn',
    // Workbox keeps its development logging behind this check; production strips it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      // A service worker registered without { type: 'module' } is a classic script.
      lib: {
        entry: join(siteRoot, 'sw/sw.ts'),
        formats: ['iife'],
        name: 'klinikServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });

  const swDest = join(clientDir, SERVICE_WORKER_URL.slice(1));
  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundleDir, 'sw.js'),
    swDest,
    globDirectory: clientDir,
    // The app shell: every hashed file (route chunks included, so any page hydrates offline),
    // the logo, the favicon, the web app manifest and its icons (a page asks for the manifest,
    // an installed app for its icons, also offline) and the offline page. Other pages are kept
    // as they are opened.
    globPatterns: [
      'assets/**/*.{js,css,woff2,svg,png,webp}',
      'favicon.svg',
      'logo.svg',
      'manifest.webmanifest',
      'icons/*.png',
      `${OFFLINE_PAGE_PATH.slice(1)}/index.html`,
    ],
    // The vietnamese font subset is never needed by Indonesian text; the front desk's files
    // (its own build, `assets/desk-*`) are no visitor's to download.
    globIgnores: ['assets/*-vietnamese-*', 'assets/desk-*'],
    // Names under /assets carry a content hash: the URL is the revision.
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(`[sw] ${warning}`);
  const offlinePage = `"url":"${OFFLINE_PAGE_PATH.slice(1)}/index.html"`;
  if (!readFileSync(swDest, 'utf8').includes(offlinePage)) {
    throw new Error(`The service worker does not precache the offline page (${offlinePage})`);
  }
  rmSync(bundleDir, { recursive: true, force: true });
  console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} kB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
