import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One quick retry covers a dropped mobile connection without hiding real failures.
        retry: 1,
        retryDelay: 500,
        refetchOnWindowFocus: false,
      },
    },
  });
}
