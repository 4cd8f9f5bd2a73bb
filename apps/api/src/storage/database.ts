import { accessSync, constants, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { seedDatabase } from '../../seed/index';
import { defaultMigrationsDir, defaultVisitorMigrationsDir, visitorDatabasePath } from '../config';
import { applyMigrations } from './migrate';
import { importSingleFileData } from './single-file-import';
import { checkIntegrity, describe, isDamage, moveAside, visitorSchema, type Db } from './sqlite';

export interface OpenDatabaseOptions {
  /** The visitor data file; defaults to visitorDatabasePath(path). */
  visitorPath?: string;
  /** Defaults to apps/api/migrations. */
  migrationsDir?: string;
  /** Defaults to apps/api/migrations/visitors. */
  visitorMigrationsDir?: string;
  /** Where the "content rebuilt" and "data imported" notices go; defaults to console.warn. */
  warn?: (message: string) => void;
  /**
   * The most the visitor data file may grow to, in bytes (VISITOR_DATABASE_MAX_MB): a write
   * past it fails with SQLITE_FULL, which the server answers like a full disk. No cap by default.
   */
  maxVisitorBytes?: number;
}

/**
 * Stops the server with one line for the log and exit code 1: a file that is there but cannot
 * be used as it is, where carrying on would hide the problem or lose data.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** WAL files are cut back to this size after a checkpoint (SQLite keeps them at their peak). */
const walSizeLimitBytes = 4 * 1024 * 1024;

/**
 * Opens the two SQLite files on one connection: the content file (`path`, the main schema),
 * which the seed can rebuild, and the visitor data file, attached as `visitors`, which nothing
 * can rebuild (contact messages, view counts). Pending migrations are applied to both, and the
 * seed brings the content in line with the seed files and the clinic constants.
 *
 * What happens when a file is not usable:
 * - either file cannot be opened for a reason other than damage (permissions, a folder that
 *   cannot be made, a full disk): StartupError, nothing moved or changed;
 * - the visitor file is damaged: StartupError naming the restore command, nothing moved or
 *   changed (it is checked first, so the content file is not touched either);
 * - the content file is damaged: it is moved aside and rebuilt from the seed, with one warning.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  const visitorPath = options.visitorPath ?? visitorDatabasePath(path);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  prepareVisitorFile(visitorPath, options.visitorMigrationsDir ?? defaultVisitorMigrationsDir);
  const db = openContent(path, options.migrationsDir ?? defaultMigrationsDir, warn);
  try {
    attachVisitorFile(db, visitorPath);
    if (options.maxVisitorBytes !== undefined) capVisitorFile(db, options.maxVisitorBytes);
    const imported = importSingleFileData(db);
    if (imported.messages > 0 || imported.views > 0) {
      warn(
        `[api] Imported ${imported.messages} contact messages and ${imported.views} view counts from ${path} into ${visitorPath}.`,
      );
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens the visitor file on a connection of its own, checks it and applies its migrations, so a
 * damaged file is found before anything else happens. Never moves, replaces or empties it.
 */
function prepareVisitorFile(path: string, migrationsDir: string): void {
  makeFolder(path, 'visitor data file');
  const cannotWrite = (reasons: string[]) =>
    new StartupError(
      `Cannot open the visitor data file ${path} for writing (${reasons.join('; ')}); check that it and its folder are readable and writable and the disk has room. Nothing was moved or changed.`,
    );
  // Asked before SQLite opens it: SQLite opens a file it may not write read-only without a
  // word, and leaves -wal and -shm files of its own beside it.
  const problems = writeAccessProblems(path);
  if (problems.length > 0) throw cannotWrite(problems);
  let db: Db | undefined;
  try {
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    checkIntegrity(db);
    migrateVisitorFile(db, migrationsDir);
    proveWritable(db);
  } catch (error) {
    const reason = describe(error);
    if (isDamage(error)) {
      throw new StartupError(
        `The visitor data file ${path} is damaged (${reason}). The server did not start and left the file as it is: restore the newest backup with "pnpm db:restore" (or a chosen one with "pnpm db:restore <file>"), then start again.`,
      );
    }
    if (isUnavailable(error)) throw cannotWrite([reason, ...writeAccessProblems(path)]);
    throw error;
  } finally {
    db?.close();
  }
}

/**
 * Applies the visitor file's pending migrations in one transaction. Foreign keys are off while
 * they run, since widening a CHECK means rebuilding a table that others refer to (SQLite's
 * twelve steps: new table, copy, drop, rename); foreign_key_check then proves, before the
 * commit, that every reference still finds its row, or the whole migration is rolled back.
 */
function migrateVisitorFile(db: Db, migrationsDir: string): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      applyMigrations(db, migrationsDir);
      const broken = db.pragma('foreign_key_check') as { table: string; rowid: number }[];
      if (broken.length > 0) {
        const first = broken[0];
        throw new Error(
          `A migration of the visitor data left ${broken.length} rows referring to nothing (first: ${first?.table} row ${first?.rowid}); nothing was changed.`,
        );
      }
    }).immediate();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/**
 * A write transaction taken and rolled back: the proof that SQLite itself can write the file
 * (its lock, its WAL), beyond what the permissions say. Rolled back, so a start that stops later
 * for another reason leaves the file as it was.
 */
function proveWritable(db: Db): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    db.prepare("INSERT OR REPLACE INTO visitor_meta (key, value) VALUES ('write_check', '')").run();
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK');
  }
}

/**
 * What the operating system says about writing the file (when it exists) and its folder, for
 * the start-up line: SQLite's "readonly database" does not tell a file's mode from a read-only
 * mount.
 */
function writeAccessProblems(path: string): string[] {
  const problems: string[] = [];
  for (const [target, what] of [
    [path, 'the file'],
    [dirname(path), 'its folder'],
  ] as const) {
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue;
      problems.push(
        code === 'EROFS'
          ? `${what} is on a read-only file system (EROFS)`
          : `${what} is not writable (${code ?? String(error)})`,
      );
    }
  }
  return problems;
}

/**
 * Caps the visitor data file at `bytes` (SQLite's max_page_count, which lasts as long as the
 * connection): a write past it fails with SQLITE_FULL, as at a full disk.
 */
function capVisitorFile(db: Db, bytes: number): void {
  const pageSize = Number(db.pragma(`${visitorSchema}.page_size`, { simple: true }));
  db.pragma(`${visitorSchema}.max_page_count = ${Math.max(1, Math.floor(bytes / pageSize))}`);
}

/** Attaches the visitor file to `db` with the settings every connection that writes it uses. */
function attachVisitorFile(db: Db, visitorPath: string): void {
  db.prepare(`ATTACH DATABASE ? AS ${visitorSchema}`).run(visitorPath);
  // NORMAL: a commit survives the process crashing; only a power cut or an OS crash may take
  // the last commits back. Enough for a view; a contact message is committed with FULL
  // (durableWrite), so it is on disk before the visitor is told it was received.
  db.pragma(`${visitorSchema}.synchronous = NORMAL`);
  db.pragma(`${visitorSchema}.journal_size_limit = ${walSizeLimitBytes}`);
  // What is deleted or overwritten (an erased name, number, e-mail or complaint) is zeroed in
  // the file, not left in a free page or cell: no copy survives in the file or a backup of it.
  db.pragma(`${visitorSchema}.secure_delete = ON`);
}

/**
 * One more connection to the two files a running server has opened (`openDatabase`: checked,
 * migrated, seeded), for a thread of its own that writes visitor data (the retention worker): the
 * same settings, none of the start-up's checks or writes, so it never stands in the server's way.
 */
export function openWorkerConnection(path: string, visitorPath: string): Db {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    attachVisitorFile(db, visitorPath);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The content file: a damaged one is moved aside and rebuilt from the seed, since starting the
 * site matters more than content the seed can write again; the damaged file is kept.
 */
function openContent(path: string, migrationsDir: string, warn: (message: string) => void): Db {
  makeFolder(path, 'content database');
  try {
    return openAndSeed(path, migrationsDir);
  } catch (error) {
    if (isUnavailable(error)) {
      throw new StartupError(
        `Cannot open the content database ${path} (${describe(error)}); check that it and its folder are readable and writable and the disk has room. Nothing was moved or changed.`,
      );
    }
    if (!isDamage(error)) throw error;
    let aside: string;
    try {
      aside = moveAside(path);
    } catch (moveError) {
      throw new StartupError(
        `The content database ${path} is damaged and could not be moved aside (${describe(moveError)}). Nothing was rebuilt.`,
      );
    }
    warn(
      `[api] Content database ${path} is damaged (${describe(error)}); moved it to ${aside} and rebuilt it from the seed. The visitor data file was not touched.`,
    );
    return openAndSeed(path, migrationsDir);
  }
}

function openAndSeed(path: string, migrationsDir: string): Db {
  const db = new Database(path);
  try {
    // The first statement that reads the header: a file that is not a database fails here.
    db.pragma('journal_mode = WAL');
    // WAL makes NORMAL durable against application crashes and much faster than FULL.
    db.pragma('synchronous = NORMAL');
    db.pragma(`journal_size_limit = ${walSizeLimitBytes}`);
    db.pragma('foreign_keys = ON');
    checkIntegrity(db);
    // Immediate: the write lock first, waiting its turn (busy_timeout) behind another process's
    // write (a running server's, when a command opens the files), instead of failing with
    // SQLITE_BUSY when a read turns into a write.
    db.transaction(() => {
      applyMigrations(db, migrationsDir);
      seedDatabase(db);
    }).immediate();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function makeFolder(path: string, what: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new StartupError(
      `Cannot create the folder of the ${what} ${path} (${describe(error)}). Nothing was moved or changed.`,
    );
  }
}

/**
 * The file could not be used for a reason outside it: permissions (a mode-000 file opens as
 * CANTOPEN), a folder in its place, a read-only or full disk, another process's lock. Errors of
 * our own (a failing migration or seed) are neither this nor damage and stop the start as they are.
 */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Database.SqliteError)) return false;
  return /^SQLITE_(CANTOPEN|PERM|READONLY|IOERR|FULL|BUSY|LOCKED|AUTH|NOLFS)/.test(error.code);
}
