/**
 * A page's data, declared once: each route lists its sources (`pageData({ ... })`); the
 * prerenderer loads what that list prefetches (the route's `handle.prefetch`), and the page
 * reads the same list with `data.use()`. A query the page reads but the list does not prefetch
 * cannot happen, so a prerendered page never hydrates into its loading state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams, type Params } from 'react-router-dom';
import type { ApiClient } from './api-client';

/** What a page's data depends on: its address. */
export interface PageAddress {
  /** The route's parameters, e.g. `{ slug: 'homecare' }`. */
  params: Params;
  /** '/syarat-ketentuan' */
  pathname: string;
  /** The query string's values. */
  search: URLSearchParams;
}

export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  address: PageAddress;
}

/** One piece of a page's data: what the prerenderer loads, and the hook that reads it. */
export interface PageSource<T> {
  /** Loads the queries the hook reads (a rejection fails the build). */
  prefetch: (context: PrefetchContext) => Promise<unknown>;
  /** The hook, with the page's address. */
  use: (address: PageAddress) => T;
}

type Sources = Record<string, PageSource<unknown>>;
type SourceValues<S extends Sources> = { [K in keyof S]: ReturnType<S[K]['use']> };

/** The address as the router has it (the prerenderer builds the same from the URL). */
function usePageAddress(): PageAddress {
  const params = useParams();
  const { pathname, search } = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  return { params, pathname, search: query };
}

export function pageData<S extends Sources>(sources: S) {
  const entries = Object.entries(sources);
  return {
    /** For the route's `handle`: one promise per source. */
    prefetch: (context: PrefetchContext) => entries.map(([, source]) => source.prefetch(context)),
    /**
     * The page's data, one hook per source. The list is fixed when the module loads, so the
     * hooks run in the same order on every render.
     */
    use(): SourceValues<S> {
      const address = usePageAddress();
      const values: Record<string, unknown> = {};
      for (const [name, source] of entries) values[name] = source.use(address);
      return values as SourceValues<S>;
    },
  };
}
