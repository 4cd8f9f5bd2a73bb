import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

/**
 * The SQL files live on disk next to src/ and dist/ (both one level below apps/api), so the same
 * relative URL finds them from tsx and from the bundle, and a new migration needs no rebuild.
 */
export const defaultMigrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
/** The visitor data file's own migrations (src/db.ts keeps the two files apart). */
export const defaultVisitorMigrationsDir = fileURLToPath(
  new URL('../migrations/visitors/', import.meta.url),
);

/**
 * Applies every .sql file not yet recorded in schema_migrations, in file-name order (hence the
 * zero-padded 0001_ prefixes). The caller wraps this in a transaction, so a failing file leaves
 * no half-applied schema behind.
 */
export function applyMigrations(db: Database.Database, dir = defaultMigrationsDir): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) WITHOUT ROWID`);

  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations')
      .all()
      .map((row) => row.name),
  );
  const record = db.prepare<[string]>('INSERT INTO schema_migrations (name) VALUES (?)');

  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    db.exec(readFileSync(join(dir, name), 'utf8'));
    record.run(name);
  }
  return pending;
}
