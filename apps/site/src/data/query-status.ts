import type { UseQueryResult } from '@tanstack/react-query';

/** The three states the library's lists render: a query in flight, failed, or answered. */
export function queryStatus(
  query: Pick<UseQueryResult, 'status'>,
): 'loading' | 'error' | 'success' {
  return query.status === 'pending' ? 'loading' : query.status;
}
