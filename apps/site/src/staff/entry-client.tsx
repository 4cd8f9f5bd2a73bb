import './staff.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { BootData } from '../app/boot';
import { BOOT_ELEMENT_ID } from '../app/document';
import { createBrowserApiClient } from '../data/api-client';
import { loadMatchedRoutes } from '../app/lazy-part';
import { staffRoutes } from './routes';
import { StaffApp } from './staff-app';
import { createBrowserStaffApi, isSignedOut } from './staff-api';
import { staffRouterContext } from './staff-context';
import { signInPath } from './staff-loader';
import { createStaffQueryClient } from './staff-query-client';

/**
 * The front desk's entry (a second input of the client build): the public pages load none of
 * it, and it loads none of theirs but the code both share. The server rendered the page with its
 * data; this hydrates it with the desk's own table, cache and client.
 */
async function start() {
  const bootText = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '';
  const boot = JSON.parse(bootText) as BootData;

  // A session that lapses while a page is open (the day refreshing itself, 2 hours idle, the
  // account disabled): the sign-in page, which leads back here. (Who is signed in is the
  // loaders' to ask: they lead to the sign-in page themselves.)
  const queryClient = createStaffQueryClient((error, query) => {
    if (isSignedOut(error) && query.queryKey[1] !== 'me') {
      window.location.assign(signInPath(new URL(window.location.href)));
    }
  });
  hydrate(queryClient, boot.state);
  const staff = createBrowserStaffApi();
  const api = createBrowserApiClient();

  await loadMatchedRoutes(staffRoutes, window.location.pathname);
  const router = createBrowserRouter(staffRoutes, {
    hydrationData: boot.router,
    getContext: () => staffRouterContext({ queryClient, staff, api }),
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <StaffApp boot={boot} bootText={bootText} queryClient={queryClient} staff={staff} api={api}>
        <RouterProvider router={router} />
      </StaffApp>,
    );
  });
  // React listens from here on: the controls only script can answer are offered
  // (app/interactive.css).
  document.documentElement.dataset.interactive = '';
}

void start();
