import type { ApiSuccess, Service, ServiceDetail, Settings } from '@klinik/clinic';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

/**
 * Query definitions, shared by the hooks (browser) and the prerenderer (build time), so the
 * data a page was prerendered with is exactly the data its hooks find when it hydrates.
 */
export const settingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => {
      const body = await api.get<ApiSuccess<Partial<Settings>>>('/v1/settings');
      return body.data;
    },
    staleTime: 5 * 60_000,
  });

export const servicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['services'],
    queryFn: async () => (await api.get<ApiSuccess<Service[]>>('/v1/services')).data,
  });

export const serviceQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['services', slug],
    queryFn: async () =>
      (await api.get<ApiSuccess<ServiceDetail>>(`/v1/services/${encodeURIComponent(slug)}`)).data,
  });
