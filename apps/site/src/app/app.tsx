import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../data/api-client';
import { ApiProvider } from '../data/api-context';
import type { BootData } from './boot';
import { Document } from './document';
import { OfflineFallbackContext } from './offline-fallback';
import { OfflineFallbackPage } from './route-modules';

interface AppProps {
  boot: BootData;
  bootText: string;
  /** Prerendering only: the CSS and the site's structured data the document carries inline. */
  inlineCss?: string;
  siteJsonLd?: string;
  queryClient: QueryClient;
  api: ApiClient;
  /** The router: StaticRouterProvider when prerendering, RouterProvider in the browser. */
  children: ReactNode;
}

export function App({
  boot,
  bootText,
  inlineCss,
  siteJsonLd,
  queryClient,
  api,
  children,
}: AppProps) {
  return (
    <Document assets={boot.assets} inlineCss={inlineCss} siteJsonLd={siteJsonLd} boot={bootText}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <OfflineFallbackContext value={boot.offlineFallback ? <OfflineFallbackPage /> : null}>
            {children}
          </OfflineFallbackContext>
        </ApiProvider>
      </QueryClientProvider>
    </Document>
  );
}
