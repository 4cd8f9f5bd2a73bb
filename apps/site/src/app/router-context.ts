import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router-dom';
import type { ApiClient } from '../data/api-client';

/** What the routes' loaders and actions fill and ask: the page's query cache and the API client. */
export interface AppServices {
  queryClient: QueryClient;
  api: ApiClient;
}

export const appServices = createContext<AppServices>();

/**
 * The `context` every loader receives: in the browser the router asks for it on each navigation
 * (createBrowserRouter's getContext), on the server each render passes its own.
 */
export function routerContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appServices, services);
  return context;
}
