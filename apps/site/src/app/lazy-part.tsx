import { lazy, memo, Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

const loading: Promise<unknown>[] = [];

/**
 * A part of a page whose code is not in the page's first JavaScript (React's `lazy` in a
 * Suspense boundary of its own). Its code starts loading as the module that declares it runs, with
 * the page's own code; the server renders it in full, and React hydrates it once its code is
 * here, leaving its HTML as it came until then. A render of the page with the same props leaves
 * it alone meanwhile (`memo`): an urgent update that reached it before its code would make React
 * drop its HTML and render it anew.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const module = load();
  loading.push(module);
  const Part = lazy(async () => ({ default: await module }));
  return memo(function LazyPart(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  });
}

/** Settles once the code of every part declared so far is here (or failed to come). */
export function lazyPartsLoaded(): Promise<unknown> {
  return Promise.allSettled(loading);
}

/**
 * Loads the lazy modules of the routes of `table` that `pathname` matches and puts them in their
 * route objects, so the router starts with them and hydrates the page's HTML in one pass instead
 * of rendering a fallback first (React Router's server rendering guide, "Lazy Routes").
 */
export async function loadMatchedRoutes(
  table: RouteObject[],
  pathname: string,
): Promise<RouteObject[]> {
  const matched = (matchRoutes(table, pathname) ?? []).map(({ route }) => route);
  await Promise.all(matched.map(loadRoute));
  return matched;
}

export async function loadRoute(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, { ...(await route.lazy()), lazy: undefined });
}
