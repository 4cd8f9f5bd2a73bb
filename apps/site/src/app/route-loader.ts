import { data, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import type { Load, LoadArgs } from '../data/load';
import { appServices } from './router-context';

/**
 * How long (ms) a navigation in the browser waits for the next page's data before showing the
 * page in its loading state. Most answers come sooner, so the page appears whole, without a
 * skeleton flashing by; on a slow connection the visitor sees the new page at once and its
 * skeletons fill in, instead of waiting on the old page.
 */
export const DATA_WAIT_MS = 400;

/**
 * A route's loader: runs the loads of the data its page reads, side by side. On the server
 * (prerendering, pages rendered per request) it waits for all of them, so the HTML holds the
 * content; in the browser at most DATA_WAIT_MS. A load that fails leaves its error in the query
 * cache, where the page's hook finds it and shows the page's own error state ("Gagal memuat
 * artikel"); it never becomes the route's error. The prerenderer refuses a page whose data
 * failed (see entry-server).
 */
export function routeLoader(...loads: Load[]) {
  return routeLoaderWithStatus(() => 200, ...loads);
}

/**
 * A route's loader as `routeLoader`, whose page answers the server's request with the status
 * `status` gives once the loads are done (404 for a private link whose token names nothing).
 */
export function routeLoaderWithStatus(status: (args: LoadArgs) => number, ...loads: Load[]) {
  return async ({ request, params, context }: LoaderFunctionArgs<RouterContextProvider>) => {
    const args: LoadArgs = { ...context.get(appServices), params, url: new URL(request.url) };
    if (!(await settle(loads.map((load) => load(args))))) return null;
    const code = status(args);
    return code === 200 ? null : data(null, { status: code });
  };
}

/**
 * Waits for a page's loads as a loader does: on the server for all of them (true), in the browser
 * at most DATA_WAIT_MS (false: the page shows what has come and fills in). A failed load is left
 * in the query cache.
 */
export async function settle(loads: Promise<unknown>[]): Promise<boolean> {
  const loaded = Promise.allSettled(loads);
  if (!import.meta.env.SSR) {
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]);
    return false;
  }
  await loaded;
  return true;
}
