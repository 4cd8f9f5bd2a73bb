import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One quick retry covers a dropped mobile connection without hiding real failures.
        retry: 1,
        retryDelay: 500,
        // Clinic content changes a few times a month: data younger than this is not fetched
        // again. Older data refreshes when the visitor comes back to the tab or the connection
        // returns (both on by default).
        staleTime: 5 * 60_000,
        // What a page was rendered with is shown as it is when the page hydrates, not fetched
        // again in the seconds a phone needs for everything else (a prerendered page's data is
        // as old as the build, always older than staleTime). Stale data refreshes when the
        // visitor comes back to the tab or the connection returns.
        refetchOnMount: false,
        // Always try once, even when the browser says it is offline: the service worker may
        // answer from its cache. Retries then wait for the connection instead of failing, so
        // a page opened offline keeps the data it was prerendered with.
        networkMode: 'offlineFirst',
      },
    },
  });
}
