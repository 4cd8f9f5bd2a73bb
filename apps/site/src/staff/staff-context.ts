import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router-dom';
import type { ApiClient } from '../data/api-client';
import type { StaffApi } from './staff-api';

/**
 * What the desk's loaders and actions fill and ask: the page's query cache, the desk's client,
 * and the public client for what the public API already answers (a branch's bookable days).
 */
export interface StaffServices {
  queryClient: QueryClient;
  staff: StaffApi;
  api: ApiClient;
}

export const staffServices = createContext<StaffServices>();

/**
 * The `context` every desk loader and action receives: in the browser the router asks for it on
 * each navigation, on the server each render passes its own (with the render's `fetch`, which
 * carries the visitor's session cookie).
 */
export function staffRouterContext(services: StaffServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(staffServices, services);
  return context;
}
