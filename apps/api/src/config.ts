import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visitorDatabasePath } from './db';

// Relative to this file, which is src/config.ts under tsx and inside dist/main.js when bundled:
// both sit one level below apps/api, as do the scripts that import it, so one URL fits all.
const defaultDatabasePath = fileURLToPath(new URL('../data/klinik.db', import.meta.url));

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
