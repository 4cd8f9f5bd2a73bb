import {
  bookingContentSchema,
  settingsGroups,
  settingsSchema,
  type BookingContent,
  type Settings,
  type SettingsGroup,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import type { Db } from '../storage/sqlite';

/*
 * The stored rows are free-form JSON, so their shape is checked on the way out with the
 * contract's schema: a hand-edited value of the wrong type becomes a logged 500 instead of a
 * page that breaks in the browser. Keys the contract does not know are dropped.
 */

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
  /** The booking page's content: the group `booking`, which GET /settings does not answer. */
  booking(): BookingContent;
}

export function isSettingsGroup(name: string): name is SettingsGroup {
  return (settingsGroups as string[]).includes(name);
}

export function createSettingsStore(db: Db): SettingsStore {
  const select = db.prepare<[], SettingRow>(
    'SELECT group_name, key, value FROM settings ORDER BY group_name, key',
  );
  const groups = () => {
    const read: Record<string, Record<string, unknown>> = {};
    for (const row of select.all()) {
      const group = (read[row.group_name] ??= {});
      group[row.key] = JSON.parse(row.value);
    }
    return read;
  };
  const all = (): Settings => z.parse(settingsSchema, groups());
  return {
    all,
    booking: () => z.parse(bookingContentSchema, groups().booking),
    group: (name) => (isSettingsGroup(name) ? all()[name] : undefined),
    value(groupName, key) {
      const group = isSettingsGroup(groupName) ? all()[groupName] : undefined;
      // Own keys only: "constructor" or "toString" are not settings.
      if (!group || !Object.hasOwn(group, key)) return { found: false };
      return { found: true, value: (group as unknown as Record<string, unknown>)[key] };
    },
  };
}
