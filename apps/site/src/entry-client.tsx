import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import type { BootData } from './app/boot';
import { BOOT_ELEMENT_ID } from './app/document';
import { createQueryClient } from './app/query-client';
import { AppRoutes, loadMatchedRoutes } from './app/route-modules';
import { createBrowserApiClient } from './data/api-client';

async function start() {
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '';
  const boot = JSON.parse(bootText) as BootData;

  const queryClient = createQueryClient();
  // Start from the data the page was prerendered with; stale queries refresh in the background.
  hydrate(queryClient, boot.state);

  // Load the current route's module first, so the first client render matches the HTML.
  await loadMatchedRoutes(window.location.pathname);

  hydrateRoot(
    document,
    <App boot={boot} bootText={bootText} queryClient={queryClient} api={createBrowserApiClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>,
  );
}

void start();
