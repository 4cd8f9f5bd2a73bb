import './styles.css';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { App } from './app/app';
import type { BootData } from './app/boot';
import { BOOT_ELEMENT_ID } from './app/document';
import { lazyPartsLoaded, loadMatchedRoutes, loadRoute } from './app/lazy-part';
import { createQueryClient } from './app/query-client';
import { routerContext } from './app/router-context';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { createBrowserApiClient } from './data/api-client';

function findRoute(table: RouteObject[], id: string): RouteObject | undefined {
  for (const route of table) {
    if (route.id === id) return route;
    const child = route.children && findRoute(route.children, id);
    if (child) return child;
  }
  return undefined;
}

async function start() {
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '';
  const boot = JSON.parse(bootText) as BootData;

  // TanStack Query assumes a connection until an 'offline' event; a page opened offline has none.
  onlineManager.setOnline(navigator.onLine);
  const queryClient = createQueryClient();
  // The data the page was rendered with; older than the queries' staleTime, it refreshes.
  hydrate(queryClient, boot.state);
  const api = createBrowserApiClient();

  const matched = await loadMatchedRoutes(routes, window.location.pathname);
  let hydrationData: HydrationState = boot.router;
  let offlinePage: ComponentType | undefined;
  if (boot.offlineFallback) {
    // The service worker's offline page, answered for an address it has no copy of: the router
    // starts at that address as if its loaders had run (they would only fail offline), and the
    // layout shows the offline page in the page's place.
    const offlineRoute = findRoute(routes, 'offline');
    if (offlineRoute) await loadRoute(offlineRoute);
    offlinePage = offlineRoute?.Component ?? undefined;
    hydrationData = {
      loaderData: Object.fromEntries(matched.map((route) => [route.id, null])),
    };
  }

  const router = createBrowserRouter(routes, {
    hydrationData,
    getContext: () => routerContext({ queryClient, api }),
  });
  const app = (
    <App
      boot={boot}
      bootText={bootText}
      queryClient={queryClient}
      api={api}
      offlinePage={offlinePage && createElement(offlinePage)}
    >
      <RouterProvider router={router} />
    </App>
  );
  // A page written without its content (PRERENDER=off, the benchmark's client-rendered twin)
  // has nothing in <body> but scripts: render it from scratch instead of hydrating.
  const prerendered = document.body.querySelector(':scope > :not(script)') !== null;
  if (prerendered) {
    // As a transition, hydration works in slices and yields to the browser between them. A tap
    // that lands on a part not hydrated yet makes React hydrate that part at once and then
    // handle the tap.
    startTransition(() => {
      hydrateRoot(document, app);
    });
  } else {
    // The app renders the boot data again; one element with that id is enough.
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
    createRoot(document).render(app);
  }
  // React listens from here on, and once the code of the parts loaded after the page's own
  // (lazy-part.tsx) is here too, a tap on any control reaches it: the controls only script can
  // answer are offered from then on (styles.css).
  void lazyPartsLoaded().then(() => {
    document.documentElement.dataset.interactive = '';
  });
  registerServiceWorker();
}

void start();
