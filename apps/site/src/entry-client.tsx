import './styles.css';
import { hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import type { BootData } from './app/boot';
import { AppBrowserRouter } from './app/browser-router';
import { BOOT_ELEMENT_ID } from './app/document';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadMatchedRoutes, loadOfflineFallbackPage } from './app/route-modules';
import { registerServiceWorker } from './app/service-worker';
import { createBrowserApiClient } from './data/api-client';

async function start() {
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '';
  const boot = JSON.parse(bootText) as BootData;

  // TanStack Query assumes a connection until an 'offline' event; a page opened offline has none.
  onlineManager.setOnline(navigator.onLine);
  const queryClient = createQueryClient();
  // Start from the data the page was prerendered with, as fresh as the page: it refreshes once
  // it is older than the queries' staleTime (on focus, reconnect or the next visit), not in the
  // seconds right after hydration, when a phone has better things to do.
  hydrate(queryClient, freshAsOf(boot.state, Date.now()));

  // Load the current route's module first (or the offline page's, for the document the service
  // worker answers in a page's place), so the first client render matches the HTML.
  await (boot.offlineFallback
    ? loadOfflineFallbackPage()
    : loadMatchedRoutes(window.location.pathname));

  const app = (
    <App boot={boot} bootText={bootText} queryClient={queryClient} api={createBrowserApiClient()}>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </App>
  );
  // A page written without its content (PRERENDER=off, the benchmark's client-rendered twin)
  // has nothing in <body> but scripts: render it from scratch instead of hydrating.
  const prerendered = document.body.querySelector(':scope > :not(script)') !== null;
  if (prerendered) {
    // As a transition, hydration works in slices and yields to the browser between them, so it
    // never blocks the main thread for long. A tap that lands on a part not hydrated yet makes
    // React hydrate that part (its Suspense boundary) at once and then handle the tap; a tap
    // before this point, while the code was still loading, is handled by the HTML itself
    // (links, <details>, the menu's popover) or kept by the loader and made again below.
    startTransition(() => {
      hydrateRoot(document, app);
    });
  } else {
    // The app renders the boot data again; one element with that id is enough.
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
    createRoot(document).render(app);
  }
  // React listens from here on: the loader hands over the taps it kept (see loader.ts).
  document.dispatchEvent(new Event('app-listening' satisfies keyof DocumentEventMap));
  registerServiceWorker();
}

/** The prerendered queries, marked as fetched at `now` (the page's own age is unknown here). */
function freshAsOf(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

void start();
