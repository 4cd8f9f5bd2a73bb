import type { Location } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { reloadPage, toRemote } from './remote';

/** The branches, from any of the three shapes spec section 7 accepts (read by the contract). */
export const locationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: (): Promise<Location[]> => api.get('locations'),
  });

/** Spec section 2: 'Try Again' reloads the page. */
export function useLocations(): Remote<Location[]> {
  return toRemote(useQuery(locationsQuery(useApi())), { retry: reloadPage });
}

export const loadLocations: Load = ({ queryClient, api }) =>
  queryClient.ensureQueryData(locationsQuery(api));
