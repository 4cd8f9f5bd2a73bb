import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { ApiClient } from './api-client';

/** What a page's data depends on, and where it goes. */
export interface LoadArgs {
  queryClient: QueryClient;
  api: ApiClient;
  /** The route's parameters, e.g. `{ slug: 'homecare' }`. */
  params: Params;
  /** The address asked for (path and query string). */
  url: URL;
}

/**
 * Puts one piece of a page's data in the query cache (`ensureQueryData` of the same query
 * options the page's hook reads), so the page renders it at once: in the prerender, on the
 * server for each request, and in the browser before a navigation shows the page.
 */
export type Load = (args: LoadArgs) => Promise<unknown>;
