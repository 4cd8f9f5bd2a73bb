import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Relative to this file, which is src/config.ts under tsx and inside dist/main.js when bundled:
// both sit one level below apps/api, as do the scripts that import it, so one URL fits all. The
// modules in folders below src/ sit deeper under tsx than in the bundle, so they take their
// paths from here.
const defaultDatabasePath = fileURLToPath(new URL('../data/klinik.db', import.meta.url));

/** The content file's SQL migrations, read from disk: a new migration needs no rebuild. */
export const defaultMigrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
/** The visitor data file's own migrations (src/storage/database.ts keeps the two files apart). */
export const defaultVisitorMigrationsDir = fileURLToPath(
  new URL('../migrations/visitors/', import.meta.url),
);

/** Empty variables count as unset, so `PORT= node dist/main.js` still starts. */
export function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export interface DataPaths {
  /** The content file (DATABASE_PATH): rebuilt from the seed when damaged. */
  databasePath: string;
  /** The visitor data file (VISITOR_DATABASE_PATH): never replaced by the server. */
  visitorDatabasePath: string;
  /** Where backups of the visitor data go (BACKUP_DIR). */
  backupDir: string;
}

/** klinik.db -> klinik-visitors.db, in the same folder. */
export function visitorDatabasePath(contentPath: string): string {
  return join(dirname(contentPath), `${basename(contentPath).replace(/\.db$/, '')}-visitors.db`);
}

/** The data files of the server and of `pnpm db:backup`, `db:restore` and `messages`. */
export function dataPaths(): DataPaths {
  const databasePath = resolve(env('DATABASE_PATH') ?? defaultDatabasePath);
  const visitorPath = env('VISITOR_DATABASE_PATH');
  const visitors = visitorPath ? resolve(visitorPath) : visitorDatabasePath(databasePath);
  return {
    databasePath,
    visitorDatabasePath: visitors,
    backupDir: resolve(env('BACKUP_DIR') ?? join(dirname(visitors), 'backups')),
  };
}
