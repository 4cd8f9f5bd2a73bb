import { defaultVisitorMigrationsDir } from '../config';
import { restoreBackupFile, type RestoreOptions, type RestoreReport } from '../storage/backup';
import { applyMigrations } from '../storage/migrate';
import { hasTable, type Db } from '../storage/sqlite';
import { createErasure } from './privacy';
import { createStaffLog } from './staff-log';

/** The rows the backup still held whole that the current file holds as erased. */
export interface ErasedAgain {
  bookings: number;
  messages: number;
  requests: number;
}

/**
 * `pnpm db:restore`: a backup in place of the visitor data file (src/storage/backup.ts), without
 * bringing back what was erased since it was taken. Every booking, message and request the
 * current file holds as erased (by a person's request, the manage link or the retention task) is
 * erased in the backup's copy before the copy is put in place, with one row on the log; the
 * backup file itself keeps what it held until it is rotated out. A damaged current file names
 * nothing: the retention task erases what is due at its next run, and docs/privacy.md says what
 * else to do.
 */
export async function restoreVisitorData(
  options: Omit<RestoreOptions, 'prepare'> & { now?: Date },
): Promise<RestoreReport & { erasedAgain: ErasedAgain }> {
  const now = options.now ?? new Date();
  let erasedAgain: ErasedAgain = { bookings: 0, messages: 0, requests: 0 };
  const report = await restoreBackupFile({
    ...options,
    prepare: (copy, current) => {
      if (current) erasedAgain = eraseAgain(copy, current, now);
    },
  });
  return { ...report, erasedAgain };
}

/** `data_requests` and the erasure's columns came in one migration. */
const hasRequests = (db: Db) => hasTable(db, 'data_requests');

/** Erases in `copy` what `current` holds as erased; one log row names the counts, no value. */
function eraseAgain(copy: Db, current: Db, now: Date): ErasedAgain {
  // A file from before erasure existed holds nothing erased.
  if (!hasRequests(current)) return { bookings: 0, messages: 0, requests: 0 };
  const keys = createErasure(current, 'main').erased();
  if (keys.bookings.length + keys.messages.length + keys.requests.length === 0) {
    return { bookings: 0, messages: 0, requests: 0 };
  }
  // A backup from before erasure existed gets the columns first, as the server would add them.
  if (!hasRequests(copy))
    copy.transaction(() => applyMigrations(copy, defaultVisitorMigrationsDir))();
  // What is overwritten is zeroed, so the file put in place holds no copy in a free page or cell.
  copy.pragma('secure_delete = ON');
  return copy.transaction(() => {
    const erased = createErasure(copy, 'main').eraseAgain(keys, now);
    const counts = {
      bookings: erased.bookings.length,
      messages: erased.messages.length,
      requests: erased.requests.length,
    };
    if (counts.bookings + counts.messages + counts.requests > 0) {
      createStaffLog(copy, 'main').append(
        {
          actor: null,
          action: 'privacy_erase',
          detail: `dihapus lagi saat memulihkan cadangan: janji temu: ${counts.bookings}, pesan: ${counts.messages}, permintaan: ${counts.requests}`,
        },
        now,
      );
    }
    return counts;
  })();
}
