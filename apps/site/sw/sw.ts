/**
 * The service worker: keeps the site readable on a flaky connection. Built by
 * scripts/build-sw.ts after prerendering, which bundles this file into dist/client/sw.js and
 * writes the precache list (hashed JS/CSS/fonts under /assets, the logo, the favicon and the
 * prerendered offline page) in place of `self.__WB_MANIFEST`.
 *
 * Per request (same origin only; maps, the chat app and other origins are never touched):
 * - precached files: from the precache;
 * - page navigations: network first (3 s), then the copy kept when the page was last opened,
 *   then the offline page; never the front desk's pages (/staf), which go to the network only;
 * - GET /api/v1/*: stale-while-revalidate; other methods are not routed, so never cached; never
 *   the front desk's calls (/api/v1/staff), which belong to one signed-in person;
 * - images: cache first;
 * - anything else under /assets: cache first (see "Updates").
 * Every runtime cache is bounded by entries and age.
 *
 * Updates: a new worker installs, takes over at once (skipWaiting + clientsClaim) and, when
 * it activates, Workbox removes the previous version's precached files. A page that is still
 * open from the previous version has not necessarily loaded all its route chunks yet (they are
 * lazy), and the server no longer has them after a deploy. So while installing, before that
 * clean-up can run, the worker copies the previous version's /assets files into a runtime cache
 * of their own (bounded: 7 days, 300 files), from which the /assets route answers. An open page
 * therefore keeps working, and its next full page load gets the new version. Waiting for every
 * tab to close instead would leave returning visitors on an old version for days.
 */
import { clientsClaim, cacheNames as workboxCacheNames, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { staffPagePaths } from '@klinik/clinic';
import { OFFLINE_PAGE_PATH, SERVED_FROM_CACHE_QUESTION } from '../src/app/sw-protocol';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced by the precache list at build time (workbox-build injectManifest). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const day = 24 * 60 * 60;

const cacheNames = {
  pages: 'klinik-pages',
  api: 'klinik-api',
  images: 'klinik-images',
  assets: 'klinik-assets',
} as const;

const assetsExpiration = { maxEntries: 300, maxAgeSeconds: 7 * day };

const manifest = self.__WB_MANIFEST;

/** The front desk's pages (`staffPagePaths.root` and below, as `isStaffPage` says). */
const staffPages = new RegExp(`^${staffPagePaths.root}(?:/|$)`);

self.skipWaiting();
clientsClaim();

self.addEventListener('install', (event) => {
  event.waitUntil(keepPreviousAssets());
});

precacheAndRoute(manifest);

/** Only complete, successful answers are kept (no 404 pages, no redirects, no errors). */
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/**
 * Documents answered from a cache instead of the network, by the id of the window they open
 * in: the page asks once it runs (see app/use-connection.ts) and shows the offline notice.
 */
const servedFromCache = new Set<string>();

function rememberServedFromCache(event: ExtendableEvent | undefined): void {
  const clientId = event instanceof FetchEvent ? event.resultingClientId : '';
  if (!clientId) return;
  servedFromCache.add(clientId);
  // Pages that never ask (no JavaScript) must not make the set grow for the worker's lifetime.
  if (servedFromCache.size > 20) {
    const oldest = servedFromCache.values().next();
    if (!oldest.done) servedFromCache.delete(oldest.value);
  }
}

const pageFallbacks: WorkboxPlugin = {
  // NetworkFirst reads its cache only when the network failed or took longer than 3 s.
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) rememberServedFromCache(event);
    return cachedResponse;
  },
  // Neither the network nor the cache had the page: the prerendered offline page instead.
  handlerDidError: async ({ event }) => {
    rememberServedFromCache(event);
    return matchPrecache(`${OFFLINE_PAGE_PATH}/index.html`);
  },
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: cacheNames.pages,
      networkTimeoutSeconds: 3,
      plugins: [
        onlyOk,
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
        pageFallbacks,
      ],
    }),
    // A booking's private pages are never kept: the link is the key to the booking, and what
    // the page says (the time, whether it may still be moved) must be the server's now. Nor
    // the front desk's: they show one signed-in person's patients, and are the server's now.
    {
      denylist: [/^\/api\//, /^\/janji-temu\/(?:selesai|kelola)\//, staffPages],
    },
  ),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/v1/') &&
    !request.headers.has('Authorization') &&
    // Free times and bookings change with every booking: a kept copy would offer a taken time.
    // The desk's calls are one signed-in person's.
    !/^\/api\/v1\/(?:booking|staff(?:\/|$))/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: cacheNames.api,
    plugins: [
      onlyOk,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * day, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [
      onlyOk,
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [onlyOk, new ExpirationPlugin({ ...assetsExpiration, purgeOnQuotaError: true })],
  }),
);

/**
 * Copies the /assets files of the version being replaced out of the precache (see "Updates"
 * above). Runs while installing: the precache only gains entries then; Workbox deletes the
 * old ones when the new worker activates.
 */
async function keepPreviousAssets(): Promise<void> {
  const current = new Set(
    manifest.map(
      (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href,
    ),
  );
  const precache = await caches.open(workboxCacheNames.precache);
  const kept = await caches.open(cacheNames.assets);
  const expiration = new CacheExpiration(cacheNames.assets, assetsExpiration);
  for (const request of await precache.keys()) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/assets/') || current.has(url.href)) continue;
    const response = await precache.match(request);
    if (!response) continue;
    await kept.put(url.href, response);
    await expiration.updateTimestamp(url.href);
  }
  await expiration.expireEntries();
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const port = event.ports[0];
  if (data !== SERVED_FROM_CACHE_QUESTION || !port || !(event.source instanceof Client)) return;
  port.postMessage(servedFromCache.has(event.source.id));
  servedFromCache.delete(event.source.id);
});
