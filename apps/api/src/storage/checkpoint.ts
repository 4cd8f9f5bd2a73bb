import type { Db } from './sqlite';
import { failureLog } from './failure-log';

/**
 * SQLite checkpoints the WAL by itself after every 1000 pages (about 4 MB) of writes, and
 * journal_size_limit cuts the file back to 4 MB afterwards, so the WAL stays bounded while
 * writes go on. What remains after a burst is written into the database and the WAL truncated
 * to zero once writes have paused for a whole interval: by then the checkpoint costs no request
 * its latency. A checkpoint that fails (SQLITE_FULL when the disk is full: truncating needs the
 * WAL written back first) is logged and tried again at the next pause; it never ends the process.
 */
export function scheduleIdleCheckpoints(
  db: Db,
  intervalMs = 10_000,
  log: (line: string) => void = (line) => console.warn(line),
): { stop(): void } {
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const failures = failureLog(log, 'The idle checkpoint of the WAL');
  let seen = totalChanges.get() ?? 0;
  let pending = false;
  const timer = setInterval(() => {
    try {
      const changes = totalChanges.get() ?? 0;
      if (changes !== seen) {
        seen = changes;
        pending = true;
        return;
      }
      if (pending) {
        pending = !checkpoint(db);
        failures.succeeded();
      }
    } catch (error) {
      failures.failed(error);
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Checkpoints every attached file and truncates its WAL; false when a reader in another process
 * (pnpm messages, a backup) still needs the WAL, in which case the next pause tries again.
 */
export function checkpoint(db: Db): boolean {
  const timeout: unknown = db.pragma('busy_timeout', { simple: true });
  // TRUNCATE waits for other processes' readers through the busy handler, and this connection
  // serves every request: fail at once rather than block them.
  db.pragma('busy_timeout = 0');
  try {
    const results = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return results.every((result) => result.busy === 0);
  } finally {
    db.pragma(`busy_timeout = ${Number(timeout)}`);
  }
}
