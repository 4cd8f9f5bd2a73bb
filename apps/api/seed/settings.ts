import type Database from 'better-sqlite3';
import { defaultBookingContent, defaultSettings } from '@klinik/clinic/default-settings';

interface SettingRow {
  value: string;
  seeded_value: string | null;
}

/**
 * One row per setting, so a later admin screen can change a single value without the rest.
 * A missing key is added. A value still equal to what the seed last wrote follows the constants
 * when they change; a value someone edited is kept. Rows from before seeded_value existed count
 * as edited unless they already equal the constant, since their origin is unknown.
 */
export function applySettings(db: Database.Database): number {
  const select = db.prepare<[string, string], SettingRow>(
    'SELECT value, seeded_value FROM settings WHERE group_name = ? AND key = ?',
  );
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO settings (group_name, key, value, seeded_value) VALUES (?, ?, ?, ?)',
  );
  const follow = db.prepare<[string, string, string, string]>(
    `UPDATE settings SET value = ?, seeded_value = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE group_name = ? AND key = ?`,
  );
  const markSeeded = db.prepare<[string, string, string]>(
    'UPDATE settings SET seeded_value = ? WHERE group_name = ? AND key = ?',
  );

  let changed = 0;
  // The booking page's content is a group of its own, read by GET /booking-info, not /settings.
  const groups = { ...defaultSettings, booking: defaultBookingContent };
  for (const [group, values] of Object.entries(groups)) {
    for (const [key, value] of Object.entries(values)) {
      const wanted = JSON.stringify(value);
      const row = select.get(group, key);
      if (!row) {
        insert.run(group, key, wanted, wanted);
        changed += 1;
      } else if (row.value === wanted) {
        if (row.seeded_value !== wanted) markSeeded.run(wanted, group, key);
      } else if (row.seeded_value !== null && row.value === row.seeded_value) {
        follow.run(wanted, wanted, group, key);
        changed += 1;
      }
    }
  }
  return changed;
}
