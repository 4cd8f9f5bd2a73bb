import type { PrefetchContext } from '../data/page-data';

/**
 * What a route module declares besides its Component: how to fetch the data its content needs,
 * so the prerenderer can load it before rendering and the page's HTML already holds the content.
 */
export interface RouteHandle {
  /** The `prefetch` of the route's `pageData` (the same list its Component reads). */
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
  /** Served with HTTP 404 (the catch-all route). */
  notFound?: boolean;
  /**
   * The offline page: the service worker answers it for any address it has no copy of, so the
   * document says so in its boot data and renders this page whatever route the address matches.
   */
  offlineFallback?: boolean;
}
