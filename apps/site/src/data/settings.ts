import type { Settings } from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';

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
