import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { seedDatabase } from '../seed/index';
import { applyMigrations, defaultMigrationsDir } from './migrate';

export type Db = Database.Database;

export interface OpenDatabaseOptions {
  /** Defaults to apps/api/migrations. */
  migrationsDir?: string;
  /** Where the "database was corrupt" notice goes; defaults to console.warn. */
  warn?: (message: string) => void;
}

/** Thrown when SQLite opens the file but its own consistency check fails. */
class DatabaseCheckError extends Error {
  override name = 'DatabaseCheckError';
}

/**
 * Opens (creating if needed) the SQLite database, applies pending migrations and brings the
 * seeded content in line with the seed files and the clinic constants (seed/index.ts), in one
 * transaction. A file that is not a usable database is moved aside and rebuilt from the seed: the
 * content is the clinic's seed data, so starting the site matters more than the broken file,
 * which is kept for inspection.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });

  try {
    return openAndPrepare(path, migrationsDir);
  } catch (error) {
    if (inMemory || !isUnusableFile(error, path)) throw error;
    const aside = moveAside(path);
    warn(
      `[api] Database ${path} is unreadable or corrupt (${describe(error)}); moved it to ${aside} and rebuilt it from the seed.`,
    );
    return openAndPrepare(path, migrationsDir);
  }
}

function openAndPrepare(path: string, migrationsDir: string): Db {
  const db = new Database(path);
  try {
    // The first statement that reads the header: a file that is not a database fails here.
    db.pragma('journal_mode = WAL');
    // WAL makes NORMAL durable against application crashes and much faster than FULL.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    const check: unknown = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new DatabaseCheckError(`quick_check: ${String(check)}`);
    db.transaction(() => {
      applyMigrations(db, migrationsDir);
      seedDatabase(db);
    })();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function isUnusableFile(error: unknown, path: string): boolean {
  if (error instanceof DatabaseCheckError) return true;
  if (!(error instanceof Database.SqliteError)) return false;
  const { code } = error;
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return true;
  // CANTOPEN on a file that exists means the file itself is unreadable (permissions, a folder
  // in its place); if the path does not exist the problem is elsewhere and moving cannot help.
  return code === 'SQLITE_CANTOPEN' && existsSync(path);
}

/**
 * Renames the file to <path>.corrupt-<timestamp>, and any companions SQLite left behind (it
 * usually deletes the -wal/-shm itself when the failed connection closes), so none of them can
 * be replayed into the rebuilt database.
 */
function moveAside(path: string): string {
  const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  }
  return aside;
}

function describe(error: unknown): string {
  if (error instanceof Database.SqliteError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
