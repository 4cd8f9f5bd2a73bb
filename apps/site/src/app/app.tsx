import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../data/api-client';
import { ApiProvider } from '../data/api-context';
import type { BootData } from './boot';
import { Document } from './document';
import { OfflineFallbackContext } from './offline-fallback';

interface AppProps {
  boot: BootData;
  bootText: string;
  /** Prerendering only: the CSS the document carries inline. */
  inlineCss?: string;
  queryClient: QueryClient;
  api: ApiClient;
  /** The router: StaticRouterProvider when prerendering, RouterProvider in the browser. */
  children: ReactNode;
}

export function App({ boot, bootText, inlineCss, queryClient, api, children }: AppProps) {
  return (
    <Document assets={boot.assets} inlineCss={inlineCss} boot={bootText}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <OfflineFallbackContext value={boot.offlineFallback ?? false}>
            {children}
          </OfflineFallbackContext>
        </ApiProvider>
      </QueryClientProvider>
    </Document>
  );
}
