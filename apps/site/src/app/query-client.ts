import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One quick retry covers a dropped mobile connection without hiding real failures.
        retry: 1,
        retryDelay: 500,
        refetchOnWindowFocus: false,
        // Always try once, even when the browser says it is offline: the service worker may
        // answer from its cache. Retries then wait for the connection instead of failing, so
        // a page opened offline keeps the data it was prerendered with.
        networkMode: 'offlineFirst',
      },
    },
  });
}
