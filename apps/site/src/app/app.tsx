import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../data/api-client';
import { ApiProvider } from '../data/api-context';
import type { BootData } from './boot';
import { Document, type InlineHead } from './document';
import { OfflineFallbackContext } from './offline-fallback';

interface AppProps {
  boot: BootData;
  bootText: string;
  /** Prerendering only: what the document carries inline in its <head>. */
  inline?: InlineHead;
  queryClient: QueryClient;
  api: ApiClient;
  /** The offline page, when this document is the one the service worker answers offline. */
  offlinePage?: ReactNode;
  /** The router: StaticRouterProvider on the server, RouterProvider in the browser. */
  children: ReactNode;
}

/** The document and what every page shares: the query cache and the API client. */
export function App({ boot, bootText, inline, queryClient, api, offlinePage, children }: AppProps) {
  return (
    <Document assets={boot.assets} inline={inline} boot={bootText}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <OfflineFallbackContext value={offlinePage ?? null}>{children}</OfflineFallbackContext>
        </ApiProvider>
      </QueryClientProvider>
    </Document>
  );
}
