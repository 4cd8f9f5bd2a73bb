import './styles.css';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import type { BootData } from './app/boot';
import { BOOT_ELEMENT_ID } from './app/document';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { createBrowserApiClient } from './data/api-client';

async function start() {
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '';
  const boot = JSON.parse(bootText) as BootData;

  // TanStack Query assumes a connection until an 'offline' event; a page opened offline has none.
  onlineManager.setOnline(navigator.onLine);
  const queryClient = createQueryClient();
  // Start from the data the page was prerendered with; stale queries refresh in the background.
  hydrate(queryClient, boot.state);

  // Resolve the current route's lazy module first, so the first client render matches the HTML.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }
    }),
  );

  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <App boot={boot} bootText={bootText} queryClient={queryClient} api={createBrowserApiClient()}>
      <RouterProvider router={router} />
    </App>,
  );
  registerServiceWorker();
}

void start();
