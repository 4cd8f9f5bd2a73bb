import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { ApiClient } from '../data/api-client';

export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  params: Params;
  /** The path being rendered, e.g. '/syarat-ketentuan'. */
  pathname: string;
}

/**
 * What a route module declares besides its Component: how to fetch the data its content needs,
 * so the prerenderer can load it before rendering and the page's HTML already holds the content.
 */
export interface RouteHandle {
  /** One fetchQuery per query the page reads; a rejection fails the build. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
  /** Served with HTTP 404 (the catch-all route). */
  notFound?: boolean;
  /**
   * The offline page: the service worker answers it for any address it has no copy of, so the
   * document says so in its boot data and renders this page whatever route the address matches.
   */
  offlineFallback?: boolean;
}
