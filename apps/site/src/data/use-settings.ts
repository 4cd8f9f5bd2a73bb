import type { Settings } from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { PageSource } from './page-data';

export const settingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => (await api.get('settings')).data,
  });

/** Spec section 4: settings load merged over the built-in defaults, group by group. */
export function mergeSettings(loaded: Partial<Settings> | undefined): Settings {
  if (!loaded) return defaultSettings;
  return {
    website: { ...defaultSettings.website, ...loaded.website },
    contact: { ...defaultSettings.contact, ...loaded.contact },
    social: { ...defaultSettings.social, ...loaded.social },
    seo: { ...defaultSettings.seo, ...loaded.seo },
    general: {
      ...defaultSettings.general,
      ...loaded.general,
      business_hours: {
        ...defaultSettings.general.business_hours,
        ...loaded.general?.business_hours,
      },
    },
  };
}

/** Settings merged over the defaults; on failure the defaults stay and the error is logged. */
export function useSettings(): Settings {
  const query = useQuery(settingsQuery(useApi()));
  useEffect(() => {
    if (query.error) console.error('Failed to fetch settings', query.error);
  }, [query.error]);
  return mergeSettings(query.data);
}

export const settings: PageSource<Settings> = {
  prefetch: ({ queryClient, api }) => queryClient.fetchQuery(settingsQuery(api)),
  use: useSettings,
};
