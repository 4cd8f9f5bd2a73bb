import { existsSync, renameSync } from 'node:fs';
import Database from 'better-sqlite3';

/*
 * What every user of the two SQLite files shares: the connection's type, how a write runs, what
 * a SQLite error means, and the read-only connection of a render worker. Opening the files for
 * the server, which migrates them and applies the seed, is ./database.ts; the render workers'
 * code imports this file and not that one, so their threads never load the seed.
 */

export type Db = Database.Database;

/** Thrown when SQLite opens the file but its own consistency check fails. */
export class DatabaseCheckError extends Error {
  override name = 'DatabaseCheckError';
}

/** The schema name the visitor data file is attached under on the app's connection. */
export const visitorSchema = 'visitors';

/**
 * Runs a write that has RETURNING and gives its first row. Never `.get()` for a write: it steps
 * the statement to its first row only, so SQLite never reaches the statement's end, where the
 * WAL's automatic checkpoint runs, and the WAL grew without bound (165 MB after 20,000 views).
 */
export function writeReturning<P extends unknown[], R>(
  statement: Database.Statement<P, R>,
  ...params: P
): R | undefined {
  return statement.all(...params)[0];
}

/**
 * Runs `write` with synchronous=FULL on the visitor data file: SQLite syncs the WAL to disk at
 * its commit (and so every commit before it), which costs a disk flush that views do not pay.
 */
export function durableWrite<T>(db: Db, write: () => T): T {
  db.pragma(`${visitorSchema}.synchronous = FULL`);
  try {
    return write();
  } finally {
    db.pragma(`${visitorSchema}.synchronous = NORMAL`);
  }
}

/**
 * A stamp of the data as `db` sees it, which changes with every commit to either file: SQLite's
 * data_version of each (commits of other connections: an editor, a script, a restore) and
 * total_changes() (the rows this connection wrote). What the response cache and the desk's day
 * keep an answer by.
 */
export function dataVersion(db: Db): () => string {
  // Three statements: the table-valued pragma_data_version reads the main file only.
  const versions = [
    'PRAGMA main.data_version',
    `PRAGMA ${visitorSchema}.data_version`,
    'SELECT total_changes()',
  ].map((sql) => db.prepare<[], number>(sql).pluck());
  return () => versions.map((statement) => statement.get()).join(':');
}

/**
 * The two files for reading only, on a connection of their own (a render worker's): both in WAL
 * mode, so it reads beside the server's connection without waiting for its writes, and sees each
 * commit at its next statement.
 */
export function openReadOnly(path: string, visitorPath: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    // An attached file is opened with the connection's flags: read-only too.
    db.prepare(`ATTACH DATABASE ? AS ${visitorSchema}`).run(visitorPath);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Whether the file opened as `main` has the table `name`: one from before a migration may not. */
export function hasTable(db: Db, name: string): boolean {
  return (
    db
      .prepare<[string], number>(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?",
      )
      .pluck()
      .get(name) === 1
  );
}

/** SQLite's quick check, its first finding as one line: the startup error is one log line. */
export function checkIntegrity(db: Db): void {
  const check: unknown = db.pragma('quick_check(1)', { simple: true });
  if (check !== 'ok') {
    throw new DatabaseCheckError(`quick_check: ${String(check).replace(/\s*\n\s*/g, ' ')}`);
  }
}

/** The file is there and readable, but is not (or no longer) a consistent database. */
export function isDamage(error: unknown): boolean {
  if (error instanceof DatabaseCheckError) return true;
  if (!(error instanceof Database.SqliteError)) return false;
  return error.code === 'SQLITE_NOTADB' || error.code.startsWith('SQLITE_CORRUPT');
}

/**
 * A write failed for want of room or permission (a full disk, the visitor file's cap, a file or
 * mount made read-only while running), not because of what was written: the same write can
 * succeed once the disk has room again, with no restart.
 */
export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Database.SqliteError)) return false;
  return /^SQLITE_(FULL|READONLY|IOERR_(WRITE|FSYNC|TRUNCATE|SHMSIZE|DIR_FSYNC))/.test(error.code);
}

/**
 * Renames the file to <path>.corrupt-<timestamp>, and any companions SQLite left behind (it
 * usually deletes the -wal/-shm itself when the failed connection closes), so none of them can
 * be replayed into the file that takes its place.
 */
export function moveAside(path: string): string {
  const aside = `${path}.corrupt-${fileTimestamp(new Date())}`;
  renameSync(path, aside);
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  }
  return aside;
}

/** A time usable in a file name on every system: 2026-11-23T16-30-00-000Z. */
export function fileTimestamp(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}

export function describe(error: unknown): string {
  if (error instanceof Database.SqliteError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
