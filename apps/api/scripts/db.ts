/**
 * `pnpm db:backup`: backs the visitor data up into BACKUP_DIR now; the server may be running.
 * `pnpm db:restore [file]`: puts the newest backup (or `file`) in place of the visitor data.
 * Both read DATABASE_PATH, VISITOR_DATABASE_PATH, BACKUP_DIR and BACKUP_KEY as the server does:
 * with BACKUP_KEY the backup is encrypted, and an encrypted backup is restored only with its key.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { restoreVisitorData } from '../src/data/restore';
import { backupVisitorData, rotateBackups } from '../src/storage/backup';
import { dataPaths, env } from '../src/config';
import { parseBackupKey } from '../src/storage/backup-crypto';
import { describe } from '../src/storage/sqlite';

const usage = 'Usage: pnpm db:backup | pnpm db:restore [backup file]';

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  const { visitorDatabasePath, backupDir } = dataPaths();
  // BACKUP_KEY, as the server reads it: backups encrypted under it, and needed to restore one.
  const keyText = env('BACKUP_KEY');
  const key = keyText ? parseBackupKey(keyText) : undefined;
  if (command === 'backup' && file === undefined) {
    if (!existsSync(visitorDatabasePath)) {
      throw new Error(`There is no visitor data file at ${visitorDatabasePath} yet.`);
    }
    const db = new Database(visitorDatabasePath, { fileMustExist: true });
    try {
      const path = await backupVisitorData(db, backupDir, { schema: 'main', key });
      if (!key) console.warn('BACKUP_KEY is not set: this backup is NOT encrypted.');
      rotateBackups(backupDir);
      console.log(`Backed up ${visitorDatabasePath} to ${path}`);
    } finally {
      db.close();
    }
    return 0;
  }
  if (command === 'restore' && rest.length === 0) {
    const report = await restoreVisitorData({
      visitorPath: visitorDatabasePath,
      backupDir,
      ...(file ? { file } : {}),
      ...(key ? { key } : {}),
    });
    if (report.savedCurrent)
      console.log(`Saved the current visitor data to ${report.savedCurrent}`);
    if (report.movedAside) console.log(`Moved the damaged visitor data to ${report.movedAside}`);
    console.log(
      `Restored ${visitorDatabasePath} from ${report.restoredFrom}: ${report.messages} contact messages, ${report.viewCounts} view counts, ${report.bookings} bookings, ${report.closures} closures.`,
    );
    const { bookings, messages, requests } = report.erasedAgain;
    if (bookings + messages + requests > 0) {
      console.log(
        `Erased again what was erased since the backup was taken: ${bookings} bookings' contact details, ${messages} messages and ${requests} requests (one row on the log).`,
      );
    }
    return 0;
  }
  console.error(usage);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  },
);
