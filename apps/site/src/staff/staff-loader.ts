import { isStaffPage, staffPagePaths, type StaffAccount } from '@klinik/clinic';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type Params,
  type RouterContextProvider,
} from 'react-router-dom';
import { isNotFound, type ApiClient } from '../data/api-client';
import { settle } from '../app/route-loader';
import { meQuery } from './data/use-me';
import { isSignedOut, type StaffApi } from './staff-api';
import { staffServices } from './staff-context';

/** What a desk page's data depends on, and where it goes. */
export interface StaffLoadArgs {
  queryClient: QueryClient;
  staff: StaffApi;
  api: ApiClient;
  params: Params;
  url: URL;
  /** Who is signed in. */
  me: StaffAccount;
}

/** Puts one piece of a desk page's data in the query cache (as `Load` does for the public pages). */
export type StaffLoad = (args: StaffLoadArgs) => Promise<unknown>;

/** The query parameter of the sign-in page that says where to go once signed in. */
export const NEXT_PARAM = 'next';

/** The sign-in page, leading back to `url` once signed in. */
export function signInPath(url: URL): string {
  const next = `${url.pathname}${url.search}`;
  return next === staffPagePaths.root
    ? staffPagePaths.signIn
    : `${staffPagePaths.signIn}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/**
 * Where the sign-in page leads: the desk page it was given, never another site or a page outside
 * the desk (a link to the sign-in page must not send staff anywhere else).
 */
export function nextPath(url: URL): string {
  const next = url.searchParams.get(NEXT_PARAM) ?? '';
  const target = new URL(next, url);
  return next.startsWith('/') && target.origin === url.origin && isStaffPage(target.pathname)
    ? `${target.pathname}${target.search}`
    : staffPagePaths.root;
}

/** The desk's not-found answer: a record that does not exist or that the account may not see. */
export const notFound = () => data(null, { status: 404 });

/**
 * The account signed in, asked once and kept briefly: without a live session the page leads to
 * the sign-in page (which leads back here).
 */
export async function signedIn(
  { queryClient, staff }: Pick<StaffLoadArgs, 'queryClient' | 'staff'>,
  url: URL,
): Promise<StaffAccount> {
  try {
    return await queryClient.fetchQuery(meQuery(staff));
  } catch (error) {
    if (isSignedOut(error)) throw redirect(signInPath(url));
    throw error;
  }
}

/** A page status of 404 when the query of `queryKey` was answered so (see `staffLoader`). */
export const missingWhen =
  (queryKey: (args: StaffLoadArgs) => QueryKey) =>
  (args: StaffLoadArgs): number =>
    isNotFound(args.queryClient.getQueryState(queryKey(args))?.error) ? 404 : 200;

interface StaffLoaderOptions {
  /** Admins only: a desk account gets the not-found page, as for a page that does not exist. */
  admin?: boolean;
  /** The page's status once its loads are done (404 for a booking the account may not see). */
  status?: (args: StaffLoadArgs) => number;
}

/**
 * A desk page's loader: the session first (or the sign-in page), the role where the page is an
 * admin's, then the page's loads side by side, waited for as the public pages' are (`settle`).
 */
export function staffLoader({ admin = false, status }: StaffLoaderOptions, ...loads: StaffLoad[]) {
  return async ({ request, params, context }: LoaderFunctionArgs<RouterContextProvider>) => {
    const services = context.get(staffServices);
    const url = new URL(request.url);
    const me = await signedIn(services, url);
    if (admin && me.role !== 'admin') throw notFound();
    const args: StaffLoadArgs = { ...services, params, url, me };
    if (!(await settle(loads.map((load) => load(args))))) return null;
    if (status?.(args) === 404) throw notFound();
    return null;
  };
}
