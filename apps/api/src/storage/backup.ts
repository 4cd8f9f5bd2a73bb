import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { StartupError } from './database';
import {
  decryptBackup,
  isEncryptedBackup,
  writeEncryptedBackup,
  type BackupKey,
} from './backup-crypto';
import {
  checkIntegrity,
  describe,
  fileTimestamp,
  hasTable,
  isDamage,
  moveAside,
  type Db,
} from './sqlite';

/**
 * Backups are `visitors-<time>.db`, or `visitors-<time>.db.enc` encrypted under BACKUP_KEY
 * (./backup-crypto.ts); copies taken just before a restore have another prefix.
 */
const backupPattern = /^visitors-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.db(?:\.enc)?$/;

export const backupDefaults = {
  /** A scheduled backup a day, and one at every shutdown. */
  intervalMs: 24 * 60 * 60_000,
  /** The newest backup of each of the last 7 days that have one is kept. */
  keepDays: 7,
} as const;

const retryAfterFailureMs = 60 * 60_000;

export interface BackupFile {
  path: string;
  takenAt: Date;
}

/**
 * Copies the visitor data to a new file in `dir` with SQLite's online backup, which runs in
 * steps between requests while the server keeps writing. The copy is checked and switched to a
 * rollback journal, so one self-contained file is all there is to keep, and it gets its final
 * name only once complete: a crash mid-backup leaves a `.partial`, never a bad backup.
 */
export async function backupVisitorData(
  db: Db,
  dir: string,
  {
    schema = 'visitors',
    prefix = 'visitors-',
    now = new Date(),
    key,
  }: { schema?: string; prefix?: string; now?: Date; key?: BackupKey | undefined } = {},
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${prefix}${fileTimestamp(now)}.db${key ? '.enc' : ''}`);
  // Encrypted: the clear copy is made beside the live file (no more exposed than it is) and
  // removed once the encrypted one is written; only the encrypted file enters the backup folder.
  const partial = key
    ? `${visitorFileOf(db, schema)}.backup-${process.pid}.partial`
    : `${path}.partial`;
  rmSync(partial, { force: true });
  try {
    // @types/better-sqlite3 7.6 leaves out `attached`, which better-sqlite3 itself takes (the
    // schema to copy; lib/methods/backup.js), and types `progress` as required.
    await db.backup(partial, { attached: schema } as unknown as Database.BackupOptions);
    const copy = new Database(partial);
    try {
      copy.pragma('journal_mode = DELETE');
      checkIntegrity(copy);
    } finally {
      copy.close();
    }
    if (!key) {
      renameSync(partial, path);
      return path;
    }
    await writeEncryptedBackup(`${path}.partial`, readFileSync(partial), key);
    renameSync(`${path}.partial`, path);
    return path;
  } finally {
    if (key) rmSync(partial, { force: true });
  }
}

/** The file behind `schema` of the connection (the visitor file). */
function visitorFileOf(db: Db, schema: string): string {
  const list = db.pragma('database_list') as { name: string; file: string }[];
  const file = list.find((entry) => entry.name === schema)?.file;
  if (!file) throw new Error(`No database ${schema} is attached`);
  return file;
}

/** The backups in `dir`, newest first; none when `dir` cannot be read (a backup then says why). */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const stamp = backupPattern.exec(name)?.[1];
      if (!stamp) return [];
      const iso = stamp.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, 'T$1:$2:$3.$4Z');
      return [{ path: join(dir, name), takenAt: new Date(iso) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Keeps the newest backup of each of the `keepDays` most recent days (UTC) that have one and
 * deletes the rest; returns the deleted paths.
 */
export function rotateBackups(dir: string, keepDays: number = backupDefaults.keepDays): string[] {
  const days = new Set<string>();
  const deleted: string[] = [];
  for (const backup of listBackups(dir)) {
    const day = backup.takenAt.toISOString().slice(0, 10);
    if (!days.has(day) && days.size < keepDays) {
      days.add(day);
      continue;
    }
    rmSync(backup.path, { force: true });
    deleted.push(backup.path);
  }
  return deleted;
}

/**
 * Checks that backups can be written to `dir` without making or leaving anything: an existing
 * folder takes a file that is removed at once; a missing one must have its nearest existing
 * parent be a writable folder (the first backup makes it). A folder that cannot take a backup
 * (its mode, a read-only mount, a file in its place) stops the start with one line, rather than
 * a failed backup a day later.
 */
export function proveBackupFolder(dir: string): void {
  try {
    if (existsSync(dir)) {
      const probe = join(dir, `.write-check-${process.pid}`);
      writeFileSync(probe, '');
      rmSync(probe);
      return;
    }
    let parent = dirname(resolve(dir));
    while (!existsSync(parent) && parent !== dirname(parent)) parent = dirname(parent);
    if (!statSync(parent).isDirectory()) {
      throw new Error(`ENOTDIR: ${parent} is not a folder`);
    }
    accessSync(parent, constants.W_OK);
  } catch (error) {
    throw new StartupError(
      `Cannot write to the backup folder ${dir} (${describe(error)}); make it writable (or choose another with BACKUP_DIR), then start again. Nothing was moved or changed.`,
    );
  }
}

export interface BackupScheduleOptions {
  dir: string;
  /** BACKUP_KEY: each backup encrypted under it; without it backups are plain SQLite files. */
  key?: BackupKey;
  intervalMs?: number;
  keepDays?: number;
  log?: (line: string) => void;
}

export interface BackupSchedule {
  /** Stops the schedule after a last backup (the shutdown backup). */
  stop(): Promise<void>;
}

/**
 * Backs the visitor data up now when the newest backup is older than the interval (or there is
 * none), then once per interval, and once more at stop; each time the old ones are rotated out.
 * A failed backup is logged and never stops the server.
 */
export function scheduleBackups(db: Db, options: BackupScheduleOptions): BackupSchedule {
  const intervalMs = options.intervalMs ?? backupDefaults.intervalMs;
  const keepDays = options.keepDays ?? backupDefaults.keepDays;
  const log = options.log ?? ((line: string) => console.warn(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failedAt = -Infinity;

  const backUp = () => {
    running = running.then(async () => {
      try {
        await backupVisitorData(db, options.dir, { key: options.key });
        rotateBackups(options.dir, keepDays);
      } catch (error) {
        failedAt = Date.now();
        log(`[api] Backup of the visitor data to ${options.dir} failed: ${describe(error)}`);
      }
    });
    return running;
  };
  const scheduleNext = () => {
    const newest = listBackups(options.dir)[0]?.takenAt.getTime() ?? 0;
    // After a failure (a full disk, a folder not writable) the next try waits an hour rather
    // than following at once, again and again.
    const due = Math.max(newest + intervalMs, failedAt + retryAfterFailureMs);
    timer = setTimeout(
      () => void backUp().then(scheduleNext),
      Math.min(Math.max(0, due - Date.now()), 2 ** 31 - 1),
    );
    timer.unref();
  };
  scheduleNext();

  return {
    async stop() {
      clearTimeout(timer);
      await backUp();
    },
  };
}

export interface RestoreOptions {
  visitorPath: string;
  backupDir: string;
  /**
   * BACKUP_KEY: needed for an encrypted backup (refused without it or with another, nothing
   * changed); the copy of the current file taken first is encrypted under it too.
   */
  key?: BackupKey;
  /** A backup file; defaults to the newest in backupDir. */
  file?: string;
  /**
   * Runs on the backup's copy in memory before it is put in place, with the current file when it
   * is readable (the erasures made since the backup: src/data/restore.ts).
   */
  prepare?: (copy: Db, current: Db | undefined) => void;
}

export interface RestoreReport {
  restoredFrom: string;
  /** A copy of the visitor file as it was, when it was readable. */
  savedCurrent?: string;
  /** Where the previous visitor file went when it was damaged. */
  movedAside?: string;
  messages: number;
  viewCounts: number;
  /** Bookings and the clinic's own closures; 0 in a backup from before booking existed. */
  bookings: number;
  closures: number;
}

/**
 * Puts a backup in place of the visitor data file. Nothing is lost on the way: a readable
 * current file is first copied to `before-restore-<time>.db` in the backup folder, a damaged one
 * is moved aside as `<file>.corrupt-<time>`. The backup is read into memory (the file itself is
 * never changed), given to `prepare`, then copied through SQLite's backup API, so a server that
 * has the file open sees the restored data at its next read. The restore the commands run is
 * src/data/restore.ts's, which prepares the copy with the erasures made since.
 */
export async function restoreBackupFile(options: RestoreOptions): Promise<RestoreReport> {
  const source = options.file ? resolve(options.file) : listBackups(options.backupDir)[0]?.path;
  if (!source) throw new Error(`No backup found in ${options.backupDir}`);
  // Opened (decrypted in memory) and checked before anything is touched: a wrong or missing key
  // or a damaged backup changes nothing.
  const backup = isEncryptedBackup(source)
    ? openChecked(decryptBackup(source, options.key), {}, source)
    : openChecked(readBackupFile(source), {}, source);
  try {
    let savedCurrent: string | undefined;
    let movedAside: string | undefined;
    if (existsSync(options.visitorPath)) {
      const current = openIfWhole(options.visitorPath);
      if (current) {
        try {
          savedCurrent = await backupVisitorData(current, options.backupDir, {
            schema: 'main',
            prefix: 'before-restore-',
            key: options.key,
          });
          options.prepare?.(backup, current);
        } finally {
          current.close();
        }
      } else {
        movedAside = moveAside(options.visitorPath);
      }
    }
    if (!savedCurrent) options.prepare?.(backup, undefined);
    await backup.backup(options.visitorPath);
    const restored = openChecked(options.visitorPath, { fileMustExist: true });
    try {
      // Back to the server's journal mode (backups use a rollback journal).
      restored.pragma('journal_mode = WAL');
      // A backup from before a migration lacks its tables; the server adds them at its start.
      const count = (table: string) =>
        hasTable(restored, table)
          ? (restored.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() ?? 0)
          : 0;
      return {
        restoredFrom: source,
        ...(savedCurrent ? { savedCurrent } : {}),
        ...(movedAside ? { movedAside } : {}),
        messages: count('contact_messages'),
        viewCounts: count('article_views'),
        bookings: count('bookings'),
        closures: count('branch_closures'),
      };
    } finally {
      restored.close();
    }
  } finally {
    backup.close();
  }
}

/**
 * Opens a visitor data file (or a backup of one, or a decrypted backup's bytes) and checks that
 * it is whole and is one.
 */
function openChecked(file: string | Buffer, options: Database.Options, name = String(file)): Db {
  let db: Db | undefined;
  const path = name;
  try {
    db = new Database(file, options);
    checkIntegrity(db);
    const tables = db
      .prepare<[], string>(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name IN ('contact_messages', 'article_views')",
      )
      .pluck()
      .all();
    if (tables.length !== 2)
      throw new Error(`${path} is not a visitor data file or a backup of one`);
    return db;
  } catch (error) {
    db?.close();
    throw error;
  }
}

/** A plain backup's bytes, or the clear error that names the file. */
function readBackupFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(`Cannot read the backup ${path} (${describe(error)}). Nothing was changed.`);
  }
}

/** The file opened and checked, or undefined when it is damaged. */
function openIfWhole(path: string): Db | undefined {
  try {
    return openChecked(path, { fileMustExist: true });
  } catch (error) {
    if (isDamage(error)) return undefined;
    throw error;
  }
}
