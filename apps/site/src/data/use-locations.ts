import type { Location } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { PageSource } from './page-data';
import { reloadPage, toRemote } from './remote';

/**
 * Spec section 7: the locations call is accepted as {success, data: [...]}, {data: [...]} or a
 * bare array. Anything else is a failed call, not an empty list.
 */
export function readLocations(answer: unknown): Location[] {
  const list =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'data' in answer
      ? answer.data
      : answer;
  if (!Array.isArray(list)) throw new Error('Failed to load locations');
  return list as Location[];
}

export const locationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: async () => readLocations(await api.get('locations')),
  });

/** Spec section 2: 'Try Again' reloads the page. */
export function useLocations(): Remote<Location[]> {
  return toRemote(useQuery(locationsQuery(useApi())), { retry: reloadPage });
}

export const locations: PageSource<Remote<Location[]>> = {
  prefetch: ({ queryClient, api }) => queryClient.fetchQuery(locationsQuery(api)),
  use: useLocations,
};
