import type Database from 'better-sqlite3';
import { publicHolidayClosures } from '@klinik/clinic';

/**
 * The public holidays, every branch closed: the seed owns the table whole, so a day taken out of
 * `publicHolidayClosures` (a decree corrected) leaves it too. The clinic's own closures live in
 * the visitor file and are never touched here.
 */
export function applyPublicHolidays(db: Database.Database): number {
  const wanted = new Map(publicHolidayClosures.map((closure) => [closure.date, closure.reason]));
  const stored = new Map(
    db
      .prepare<[], { date: string; reason: string }>('SELECT date, reason FROM public_holidays')
      .all()
      .map((row) => [row.date, row.reason]),
  );
  const remove = db.prepare<[string]>('DELETE FROM public_holidays WHERE date = ?');
  const upsert = db.prepare<[string, string]>(
    `INSERT INTO public_holidays (date, reason) VALUES (?, ?)
     ON CONFLICT (date) DO UPDATE SET reason = excluded.reason`,
  );
  let changed = 0;
  for (const date of stored.keys()) {
    if (!wanted.has(date)) changed += remove.run(date).changes;
  }
  for (const [date, reason] of wanted) {
    if (stored.get(date) !== reason) changed += upsert.run(date, reason).changes;
  }
  return changed;
}
