import type { Page } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';

export const pageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: async () => (await api.get('page', slug)).data,
  });

/** /kebijakan-privasi and /syarat-ketentuan show the API's page of the same slug. */
export const pageSlug = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

export function usePage(slug: string): Remote<Page> {
  return toRemote(useQuery(pageQuery(useApi(), slug)));
}

export const loadPage: Load = ({ queryClient, api, url }) =>
  queryClient.ensureQueryData(pageQuery(api, pageSlug(url.pathname)));
