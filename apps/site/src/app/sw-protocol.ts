/**
 * What the page and the service worker (sw/sw.ts) say to each other. Plain data only: this file
 * is compiled into both, so it must not touch the DOM or the worker scope.
 */
import { pagePaths } from '@klinik/clinic';

/** The script's address; served with `Cache-Control: no-cache` (apps/api/src/site/site-files.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The prerendered page answered for an address that was never opened while offline. */
export const OFFLINE_PAGE_PATH = pagePaths.offline;

/**
 * Asked by a page once it is controlled: "was my document a copy from your cache?" The worker
 * answers `true` or `false` on the MessageChannel port sent with the question.
 */
export const SERVED_FROM_CACHE_QUESTION = 'klinik:served-from-cache?';
