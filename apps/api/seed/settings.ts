import type Database from 'better-sqlite3';
import { defaultSettings } from '@klinik/clinic/default-settings';

/** One row per setting, so a later admin screen can change a single value without the rest. */
export function seedSettings(db: Database.Database): void {
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO settings (group_name, key, value) VALUES (?, ?, ?)',
  );
  for (const [group, values] of Object.entries(defaultSettings)) {
    for (const [key, value] of Object.entries(values)) {
      insert.run(group, key, JSON.stringify(value));
    }
  }
}

export function hasSettings(db: Database.Database): boolean {
  return (
    db.prepare<[], { present: number }>('SELECT EXISTS (SELECT 1 FROM settings) AS present').get()
      ?.present === 1
  );
}
