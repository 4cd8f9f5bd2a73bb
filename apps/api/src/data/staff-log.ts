import type { StaffLogAction, StaffLogRecord, StaffLogRow } from '@klinik/clinic';
import type { Db } from '../storage/sqlite';

/** One row to append: who, what, which record, in words; the time is the writer's clock. */
export interface StaffLogEntry {
  /** The account's e-mail, 'cli' for `pnpm staff`, null when nobody was signed in. */
  actor: string | null;
  action: StaffLogAction;
  record_type?: StaffLogRecord;
  record?: string;
  /** What changed, in words; never a password, a code, a token or a private link. */
  detail?: string;
  /** The client's key (src/http/visitor-key.ts); null for the CLI. */
  client?: string | null;
}

/** The log's rows per page of GET /staff/log and its CSV. */
export const staffLogPageSize = 50;

/**
 * The append-only log (the visitor file's `staff_log`, the file attached as `schema`: triggers
 * refuse any change and any delete of a row younger than 24 months). Appended in the transaction
 * of the action it records, so an action and its row are stored together or not at all.
 */
export function createStaffLog(db: Db, schema: 'visitors' | 'main' = 'visitors') {
  const insert = db.prepare<
    [string, string | null, string, string | null, string | null, string | null, string | null]
  >(
    `INSERT INTO ${schema}.staff_log (at, actor, action, record_type, record, detail, client)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const page = db.prepare<[number, number], StaffLogRow>(
    `SELECT id, at, actor, action, record_type, record, detail, client FROM ${schema}.staff_log
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[], number>(`SELECT count(*) FROM ${schema}.staff_log`).pluck();
  const all = db.prepare<[], StaffLogRow>(
    `SELECT id, at, actor, action, record_type, record, detail, client FROM ${schema}.staff_log
     ORDER BY id`,
  );

  return {
    append(entry: StaffLogEntry, now: Date): void {
      insert.run(
        now.toISOString(),
        entry.actor,
        entry.action,
        entry.record_type ?? null,
        entry.record ?? null,
        entry.detail ?? null,
        entry.client ?? null,
      );
    },
    /** Newest first, `staffLogPageSize` a page (1 is the first). */
    page(number: number): { rows: StaffLogRow[]; total: number } {
      return {
        rows: page.all(staffLogPageSize, (number - 1) * staffLogPageSize),
        total: count.get() ?? 0,
      };
    },
    /** Every row, oldest first (the CSV of `pnpm staff log`). */
    all: (): StaffLogRow[] => all.all(),
  };
}

export type StaffLog = ReturnType<typeof createStaffLog>;
