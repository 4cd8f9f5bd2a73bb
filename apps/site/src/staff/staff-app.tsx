import { LinkProvider } from '@klinik/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { RouterLink } from '../app/app-link';
import type { ApiClient } from '../data/api-client';
import { ApiProvider } from '../data/api-context';
import type { BootData } from '../app/boot';
import { Document, type InlineHead } from '../app/document';
import type { StaffApi } from './staff-api';
import { StaffApiProvider } from './staff-api-context';

interface StaffAppProps {
  boot: BootData;
  bootText: string;
  /** The server only: the desk's stylesheet, inline in <head>. */
  inline?: InlineHead;
  queryClient: QueryClient;
  staff: StaffApi;
  /** The public client, for what the public API answers (a branch's bookable days). */
  api: ApiClient;
  /** The router: StaticRouterProvider on the server, RouterProvider in the browser. */
  children: ReactNode;
}

/**
 * The desk's document: the site's document with the desk's entry as a module script, its route's
 * chunks preloaded beside it (React writes the preloads into <head>), the query cache and the
 * desk's client. Links are the router's.
 */
export function StaffApp({
  boot,
  bootText,
  inline,
  queryClient,
  staff,
  api,
  children,
}: StaffAppProps) {
  for (const href of boot.assets.preload) preloadModule(href);
  return (
    <Document assets={boot.assets} inline={inline} boot={bootText}>
      <QueryClientProvider client={queryClient}>
        <StaffApiProvider client={staff}>
          <ApiProvider client={api}>
            <LinkProvider component={RouterLink}>{children}</LinkProvider>
          </ApiProvider>
        </StaffApiProvider>
      </QueryClientProvider>
    </Document>
  );
}
