import {
  addDays,
  bookingRules,
  closureOn,
  jakartaWallClock,
  type Branch,
  type Closure,
} from '@klinik/clinic';
import type { Db } from '../storage/sqlite';

type BranchValue = Branch['value'];

/** A day the clinic closed a branch itself, as `pnpm closures` lists it. */
export interface ClinicClosure extends Closure {
  id: number;
  created_at: string;
  /** The admin who added it in the desk; null for `pnpm closures add`. */
  created_by: string | null;
}

export type AddedClosure =
  | { outcome: 'added'; closure: ClinicClosure }
  /** That branch (or every branch) already has a closure of the clinic's on that day. */
  | { outcome: 'exists'; closure: ClinicClosure };

export interface ClosureStore {
  /**
   * Every closure from `from` to `to` (Jakarta dates, both included): the clinic's own first, so
   * that its reason for a day wins over a holiday's (`closureOn` takes the first of equal rank).
   */
  between(from: string, to: string): Closure[];
  /** Every closure within the booking's days from `now` (`bookingRules.days`, today first). */
  inBookingDays(now: Date): Closure[];
  /** The branch's first closure within the booking's 14 days from `now`, if any. */
  next(branch: BranchValue, now: Date): Closure | undefined;
  /** The clinic's own closures from `from` on, by date; every one when `from` is left out. */
  clinicClosures(from?: string): ClinicClosure[];
  /** Adds a closure of the clinic's (branch null: every branch); `by` the admin's account id. */
  add(closure: Closure, now: Date, by?: number): AddedClosure;
  /** The clinic's closure `id`, if there is one. */
  byId(id: number): ClinicClosure | undefined;
  /** Removes the clinic's closure `id` (the holidays are the seed's); false when there is none. */
  remove(id: number): boolean;
}

interface ClosureRow {
  date: string;
  branch: string | null;
  reason: string;
}

/**
 * The public holidays (content file, seeded) and the days the clinic closed a branch itself
 * (visitor file, `pnpm closures add`), read together on the one connection.
 */
export function createClosureStore(db: Db): ClosureStore {
  const between = db.prepare<[string, string, string, string], ClosureRow>(
    `SELECT date, branch, reason FROM (
       SELECT date, branch, reason, 0 AS rank FROM visitors.branch_closures
       WHERE date BETWEEN ? AND ?
       UNION ALL
       SELECT date, NULL, reason, 1 FROM public_holidays WHERE date BETWEEN ? AND ?
     ) ORDER BY date, rank`,
  );
  const closureColumns = `c.id, c.date, c.branch, c.reason, c.created_at, a.name AS created_by
     FROM visitors.branch_closures c LEFT JOIN visitors.staff_accounts a ON a.id = c.created_by`;
  const clinicRows = db.prepare<[string], ClinicClosure & { branch: string | null }>(
    `SELECT ${closureColumns} WHERE c.date >= ? ORDER BY c.date, coalesce(c.branch, ''), c.id`,
  );
  const sameDay = db.prepare<[string | null, string], ClinicClosure & { branch: string | null }>(
    `SELECT ${closureColumns} WHERE c.branch IS ? AND c.date = ?`,
  );
  const byId = db.prepare<[number], ClinicClosure & { branch: string | null }>(
    `SELECT ${closureColumns} WHERE c.id = ?`,
  );
  const insert = db.prepare<[string | null, string, string, string, number | null]>(
    `INSERT INTO visitors.branch_closures (branch, date, reason, created_at, created_by)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const remove = db.prepare<[number]>('DELETE FROM visitors.branch_closures WHERE id = ?');

  const read = (from: string, to: string): Closure[] =>
    between.all(from, to, from, to).map((row) => ({
      date: row.date,
      branch: row.branch as BranchValue | null,
      reason: row.reason,
    }));
  const asClinicClosure = (row: ClinicClosure & { branch: string | null }): ClinicClosure => ({
    ...row,
    branch: row.branch as BranchValue | null,
  });

  const inBookingDays = (now: Date) => {
    const today = jakartaWallClock(now).date;
    return read(today, addDays(today, bookingRules.days - 1));
  };

  return {
    between: read,
    inBookingDays,
    next(branch, now) {
      const today = jakartaWallClock(now).date;
      const closures = inBookingDays(now);
      for (let offset = 0; offset < bookingRules.days; offset += 1) {
        const found = closureOn(addDays(today, offset), branch, closures);
        if (found) return found;
      }
      return undefined;
    },
    clinicClosures: (from = '0000-00-00') => clinicRows.all(from).map(asClinicClosure),
    add(closure, now, by) {
      const inserted = insert.run(
        closure.branch,
        closure.date,
        closure.reason,
        now.toISOString(),
        by ?? null,
      ).changes;
      const row = sameDay.get(closure.branch, closure.date);
      if (!row) throw new Error('The closure was not stored');
      return { outcome: inserted > 0 ? 'added' : 'exists', closure: asClinicClosure(row) };
    },
    byId(id) {
      const row = byId.get(id);
      return row && asClinicClosure(row);
    },
    remove: (id) => remove.run(id).changes > 0,
  };
}
