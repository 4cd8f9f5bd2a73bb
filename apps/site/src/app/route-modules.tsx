import { use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import type { RouteHandle } from './route-handle';
import { routes } from './routes';

/** What a lazy route module (src/routes/*.tsx) exports. */
export interface RouteModule {
  Component: ComponentType;
  handle?: RouteHandle;
}

const loaded = new WeakMap<RouteObject, RouteModule>();
const loading = new WeakMap<RouteObject, Promise<RouteModule>>();

function loadRouteModule(route: RouteObject): Promise<RouteModule> {
  let promise = loading.get(route);
  if (!promise) {
    if (typeof route.lazy !== 'function') throw new Error(`Route ${route.id} is not lazy`);
    promise = route.lazy().then((module) => {
      const routeModule = module as RouteModule;
      loaded.set(route, routeModule);
      return routeModule;
    });
    loading.set(route, promise);
  }
  return promise;
}

/**
 * Matches a path against the route table and loads the matched routes' modules, so the first
 * render (the prerender, and the hydration that must equal it) needs no suspending.
 */
export async function loadMatchedRoutes(pathname: string): Promise<{
  matches: RouteMatch<string, RouteObject>[];
  handles: (RouteHandle | undefined)[];
}> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = await Promise.all(
    matches.map(async ({ route }) =>
      typeof route.lazy === 'function'
        ? (await loadRouteModule(route)).handle
        : (route.handle as RouteHandle | undefined),
    ),
  );
  return { matches, handles };
}

/** Whether every lazy route module a path needs is loaded, so it renders without suspending. */
export function routeModulesLoaded(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).every(
    ({ route }) => typeof route.lazy !== 'function' || loaded.has(route),
  );
}

/** A lazy route's page: rendered at once when loaded, otherwise it suspends until it is. */
function lazyComponent(route: RouteObject): ComponentType {
  function LazyRoute() {
    const { Component } = loaded.get(route) ?? use(loadRouteModule(route));
    return <Component />;
  }
  LazyRoute.displayName = `LazyRoute(${route.id})`;
  return LazyRoute;
}

/**
 * The route table for React Router's declarative mode: each lazy route gets a component that
 * loads its module. The data router (createBrowserRouter) would cost about 18 KB gzip more in
 * the entry for loaders, actions and fetchers the site does not use; data lives in TanStack Query.
 */
function toElementRoutes(table: RouteObject[]): RouteObject[] {
  return table.map((route): RouteObject => {
    const children = route.children ? toElementRoutes(route.children) : undefined;
    if (typeof route.lazy !== 'function') return { ...route, children } as RouteObject;
    return { ...route, lazy: undefined, Component: lazyComponent(route), children } as RouteObject;
  });
}

const elementRoutes = toElementRoutes(routes);

const offlineRoute = routes[0]?.children?.find((route) => route.id === 'offline');
if (!offlineRoute) throw new Error('The route table has no offline route');

/**
 * The offline page, for the document the service worker answers in place of an address it has no
 * copy of: the layout shows it whatever route the address matches (see OfflineFallbackContext).
 */
export const OfflineFallbackPage = lazyComponent(offlineRoute);

/** Loads the offline page's module, so a fallback document hydrates without suspending. */
export async function loadOfflineFallbackPage(): Promise<void> {
  if (offlineRoute) await loadRouteModule(offlineRoute);
}

/**
 * Every page of the site, inside <BrowserRouter> in the browser and <StaticRouter> when
 * prerendering. The layout catches what a page throws; this boundary catches what the layout
 * itself throws.
 */
export function AppRoutes() {
  return <ErrorBoundary>{useRoutes(elementRoutes)}</ErrorBoundary>;
}
