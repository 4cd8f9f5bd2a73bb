import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../data/api-client';

/**
 * The desk's query cache. Unlike the public pages' (built ahead, content that changes monthly),
 * what the desk shows changes by the minute and is the server's now: short-lived, asked again
 * when staff come back to the tab, never retried on an answer the API meant (4xx). `onError`
 * hears every failed query (the browser leads a lapsed session to the sign-in page).
 */
export function createStaffQueryClient(
  onError?: (error: unknown, query: Query<unknown, unknown, unknown>) => void,
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(onError ? { onError } : {}),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // What the page was rendered with is seconds old: shown as it is while it hydrates.
        refetchOnMount: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status < 500),
        retryDelay: 500,
      },
    },
  });
}
