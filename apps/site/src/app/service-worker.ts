import { SERVICE_WORKER_URL } from './sw-protocol';
import { checkServedFromCache } from './use-connection';

/**
 * Registers the service worker (sw/sw.ts, built by scripts/build-sw.ts) once the page has
 * loaded, so it never competes with the page's own requests. Production builds only: the dev
 * server (server/dev.ts) has no worker, and a worker kept from a production build would serve
 * stale files there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
    void checkServedFromCache();
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
