import type { Settings, SettingsGroup } from '@klinik/clinic';
import { z } from 'zod';
import type { Db } from '../db';

const hours = z.object({
  open: z.string().nullable(),
  close: z.string().nullable(),
  status: z.enum(['open', 'closed']),
});

/**
 * The stored rows are free-form JSON, so their shape is checked on the way out: a hand-edited
 * value of the wrong type becomes a logged 500 instead of a page that breaks in the browser.
 * Keys the type does not know are dropped.
 */
const settingsSchema = z.object({
  website: z.object({
    name: z.string(),
    tagline: z.string(),
    logo: z.string(),
    favicon: z.string(),
    description: z.string(),
    keywords: z.string(),
    og_image: z.string(),
  }),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string(),
    address: z.string(),
    google_maps: z.string(),
    emergency_phone: z.string(),
  }),
  social: z.object({
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    linkedin: z.string(),
  }),
  seo: z.object({
    default_title: z.string(),
    default_description: z.string(),
    google_analytics: z.string(),
    google_tag_manager: z.string(),
  }),
  general: z.object({
    business_hours: z.object({ weekdays: hours, saturday: hours, sunday: hours }),
    timezone: z.string(),
    maintenance_mode: z.boolean(),
    maintenance_message: z.string(),
  }),
}) satisfies z.ZodType<Settings>;

interface SettingRow {
  group_name: string;
  key: string;
  value: string;
}

export interface SettingsStore {
  all(): Settings;
  /** undefined for a name that is not one of the five groups. */
  group(name: string): Settings[SettingsGroup] | undefined;
  value(group: string, key: string): { found: true; value: unknown } | { found: false };
}

const groupNames = Object.keys(settingsSchema.shape) as SettingsGroup[];

export function isSettingsGroup(name: string): name is SettingsGroup {
  return (groupNames as string[]).includes(name);
}

export function createSettingsStore(db: Db): SettingsStore {
  const select = db.prepare<[], SettingRow>(
    'SELECT group_name, key, value FROM settings ORDER BY group_name, key',
  );
  const all = (): Settings => {
    const groups: Record<string, Record<string, unknown>> = {};
    for (const row of select.all()) {
      const group = (groups[row.group_name] ??= {});
      group[row.key] = JSON.parse(row.value);
    }
    return settingsSchema.parse(groups);
  };
  return {
    all,
    group: (name) => (isSettingsGroup(name) ? all()[name] : undefined),
    value(groupName, key) {
      const group = isSettingsGroup(groupName) ? all()[groupName] : undefined;
      // Own keys only: "constructor" or "toString" are not settings.
      if (!group || !Object.hasOwn(group, key)) return { found: false };
      return { found: true, value: (group as unknown as Record<string, unknown>)[key] };
    },
  };
}
