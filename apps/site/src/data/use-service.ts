import { pagePaths, type ServiceDetail } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFound, type ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';

export const serviceQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['services', slug],
    queryFn: async () => (await api.get('service', slug)).data,
  });

export interface ServicePage {
  /** The service; empty when no service has this slug. */
  service: Remote<ServiceDetail>;
  /**
   * A legacy slug answers with the current service: its current address, to go to instead (the
   * server answers such an address with a redirect; this is for a link followed in the page).
   */
  movedTo?: string;
}

export function useService(slug: string): ServicePage {
  const service = toRemote(useQuery(serviceQuery(useApi(), slug)), { isMissing: isNotFound });
  const current = service.status === 'ready' ? service.data.slug : slug;
  return { service, movedTo: current === slug ? undefined : pagePaths.service(current) };
}

export const loadService: Load = ({ queryClient, api, params }) =>
  queryClient.ensureQueryData(serviceQuery(api, params.slug ?? ''));
