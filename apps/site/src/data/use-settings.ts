import type { Settings, SettingsAnswer } from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load, LoadArgs } from './load';

export const settingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => (await api.get('settings')).data,
  });

/** Spec section 4: settings load merged over the built-in defaults, field by field. */
export function mergeSettings(loaded: SettingsAnswer | undefined): Settings {
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
  // The same object while the answer is the same: what it is handed to renders only on a change.
  return useMemo(() => mergeSettings(query.data), [query.data]);
}

export const loadSettings: Load = ({ queryClient, api }) =>
  queryClient.ensureQueryData(settingsQuery(api));

/**
 * The settings merged over the defaults, asked for when not loaded yet (an action's): the
 * defaults when they cannot be loaded, as on every page.
 */
export async function settingsNow({
  queryClient,
  api,
}: Pick<LoadArgs, 'queryClient' | 'api'>): Promise<Settings> {
  try {
    return mergeSettings(await queryClient.ensureQueryData(settingsQuery(api)));
  } catch {
    return defaultSettings;
  }
}
