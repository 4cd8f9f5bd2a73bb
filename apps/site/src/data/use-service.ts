import type { ServiceDetail } from '@klinik/clinic';
import type { Remote } from '@klinik/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFound, type ApiClient } from './api-client';
import { useApi } from './api-context';
import type { PageAddress, PageSource } from './page-data';
import { toRemote } from './remote';

export const serviceQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['services', slug],
    queryFn: async () => (await api.get('service', slug)).data,
  });

const slugOf = (address: PageAddress) => address.params.slug ?? '';

export interface ServicePage {
  /** The service; empty when no service has this slug. */
  service: Remote<ServiceDetail>;
  /** A legacy slug answers with the current service: its current address, to go to instead. */
  movedTo?: string;
}

export function useService(slug: string): ServicePage {
  const service = toRemote(useQuery(serviceQuery(useApi(), slug)), { isMissing: isNotFound });
  const current = service.status === 'ready' ? service.data.slug : slug;
  return { service, movedTo: current === slug ? undefined : `/layanan/${current}` };
}

export const service: PageSource<ServicePage> = {
  // An unknown slug renders the not-found state; any other failure fails the build.
  prefetch: ({ queryClient, api, address }) =>
    queryClient.fetchQuery(serviceQuery(api, slugOf(address))).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    }),
  use: (address) => useService(slugOf(address)),
};
