import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../data/api-client';
import { ApiProvider } from '../data/api-context';
import type { BootData } from './boot';
import { Document, type InlineHead } from './document';
import { OfflineFallbackContext } from './offline-fallback';
import { OfflineFallbackPage } from './route-modules';

interface AppProps {
  boot: BootData;
  bootText: string;
  /** Prerendering only: what the document carries inline in its <head>. */
  inline?: InlineHead;
  queryClient: QueryClient;
  api: ApiClient;
  /** The router: StaticRouterProvider when prerendering, RouterProvider in the browser. */
  children: ReactNode;
}

export function App({ boot, bootText, inline, queryClient, api, children }: AppProps) {
  return (
    <Document assets={boot.assets} inline={inline} boot={bootText}>
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
