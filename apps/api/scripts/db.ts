/**
 * `pnpm db:backup`: backs the visitor data up into BACKUP_DIR now; the server may be running.
 * `pnpm db:restore [file]`: puts the newest backup (or `file`) in place of the visitor data.
 * Both read DATABASE_PATH, VISITOR_DATABASE_PATH and BACKUP_DIR as the server does.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { backupVisitorData, restoreVisitorData, rotateBackups } from '../src/storage/backup';
import { dataPaths } from '../src/config';
import { describe } from '../src/storage/sqlite';

const usage = 'Usage: pnpm db:backup | pnpm db:restore [backup file]';

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  const { visitorDatabasePath, backupDir } = dataPaths();
  if (command === 'backup' && file === undefined) {
    if (!existsSync(visitorDatabasePath)) {
      throw new Error(`There is no visitor data file at ${visitorDatabasePath} yet.`);
    }
    const db = new Database(visitorDatabasePath, { fileMustExist: true });
    try {
      const path = await backupVisitorData(db, backupDir, { schema: 'main' });
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
    });
    if (report.savedCurrent)
      console.log(`Saved the current visitor data to ${report.savedCurrent}`);
    if (report.movedAside) console.log(`Moved the damaged visitor data to ${report.movedAside}`);
    console.log(
      `Restored ${visitorDatabasePath} from ${report.restoredFrom}: ${report.messages} contact messages, ${report.viewCounts} view counts, ${report.bookings} bookings, ${report.closures} closures.`,
    );
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
