import type Database from 'better-sqlite3';

export interface UpsertSpec {
  table: string;
  /** The unique column(s) that find a seeded row again. */
  key: readonly string[];
  /** Columns the seed owns: re-applied on every start when they differ. */
  owned: readonly string[];
  /** Written only when the row is created: what visitors change afterwards (view counts). */
  insertOnly?: readonly string[];
  /** A timestamp column set to now whenever an owned column changes. */
  touch?: string;
}

/** Writes one row; true when it was inserted or an owned column changed. */
export type Upsert = (row: Record<string, unknown>) => boolean;

/**
 * One prepared INSERT ... ON CONFLICT DO UPDATE for a seeded table. The update only runs when an
 * owned column differs, so an unchanged seed writes nothing and reports nothing. Table and column
 * names come from the seed code, never from a request.
 */
export function prepareUpsert(db: Database.Database, spec: UpsertSpec): Upsert {
  const columns = [...spec.key, ...spec.owned, ...(spec.insertOnly ?? [])];
  const assignments = spec.owned.map((column) => `${column} = excluded.${column}`);
  if (spec.touch) assignments.push(`${spec.touch} = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
  const differs = spec.owned
    .map((column) => `${spec.table}.${column} IS NOT excluded.${column}`)
    .join(' OR ');
  const statement = db.prepare(
    `INSERT INTO ${spec.table} (${columns.join(', ')})
     VALUES (${columns.map((column) => `@${column}`).join(', ')})
     ON CONFLICT (${spec.key.join(', ')}) DO UPDATE SET ${assignments.join(', ')} WHERE ${differs}`,
  );
  return (row) => statement.run(row).changes > 0;
}

/** The id of a row found by a unique column; the seed just wrote it, so it exists. */
export function idOf(db: Database.Database, table: string, column: string, value: unknown): number {
  const row = db
    .prepare<[unknown], { id: number }>(`SELECT id FROM ${table} WHERE ${column} = ?`)
    .get(value);
  if (!row) throw new Error(`${table}.${column} = ${String(value)} was not written`);
  return row.id;
}
