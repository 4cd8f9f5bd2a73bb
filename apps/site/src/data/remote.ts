import type { Remote } from '@klinik/ui';

/** Where a request stands: what `useQuery` returns, or a state derived from one. */
type QueryState<T> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; refetch: () => unknown }
  | { status: 'success'; data: T };

interface RemoteOptions<T> {
  /** The answer that means "nothing to show"; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  /** What 'Coba Lagi' does; by default the request again. */
  retry?: () => void;
  /** A failure that means "nothing to show" (a 404 for a detail page). */
  isMissing?: (error: unknown) => boolean;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The state a query gives a section, decided here once for every page: loading, failed (with a
 * retry), empty, or ready. A failed request is never taken for an empty answer.
 */
export function toRemote<T>(
  query: QueryState<T>,
  { isEmpty = emptyList, retry, isMissing }: RemoteOptions<T> = {},
): Remote<T> {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error') {
    if (isMissing?.(query.error)) return { status: 'empty' };
    return { status: 'error', retry: retry ?? (() => void query.refetch()) };
  }
  return isEmpty(query.data) ? { status: 'empty' } : { status: 'ready', data: query.data };
}

/** 'Coba Lagi' of the lists the spec reloads the whole page for (locations, articles). */
export function reloadPage(): void {
  window.location.reload();
}
