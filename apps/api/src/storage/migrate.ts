import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { defaultMigrationsDir } from '../config';

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
