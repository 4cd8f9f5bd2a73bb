import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { PrivacyStore } from './privacy';
import type { StaffLog } from './staff-log';
import { workerFile } from '../worker-file';

/** How many rows one run erased (and log rows it deleted). */
export interface RetentionCounts {
  bookings: number;
  messages: number;
  requests: number;
  logRows: number;
}

export const retentionDefaults = {
  /** Once a day, and once a minute after start (the start's own work comes first). */
  intervalMs: 24 * 60 * 60_000,
  firstRunMs: 60_000,
  /**
   * Rows of each kind per transaction. Each batch is one short transaction: a write of the server
   * (a booking, a message) waits at most for one batch's commit, and an erasure by staff is
   * simply a transaction between two batches (`pnpm bench:api` measures the run and the pages).
   */
  batch: 100,
  /**
   * During a run the WAL is checkpointed by itself every this many pages (about 40 MB) rather than
   * every 1000: a request waits for a checkpoint's disk flush a few times a run, not dozens; the
   * run's end checkpoints and truncates it.
   */
  checkpointPages: 10_000,
} as const;

/**
 * Erases what is due at `now` (`retention` in @klinik/clinic), the same erasure as a person's
 * request, batch by batch, each batch one transaction: a row is erased whole or not at all, and
 * an erasure by staff meanwhile is simply a transaction between two batches. Records one log row
 * with the counts when anything was due, once the WAL is checkpointed so no erased value stays in
 * it.
 */
export async function runRetention(
  privacy: PrivacyStore,
  log: StaffLog,
  now: Date,
  { batch = retentionDefaults.batch }: { batch?: number } = {},
): Promise<RetentionCounts> {
  const started = performance.now();
  const total: RetentionCounts = { bookings: 0, messages: 0, requests: 0, logRows: 0 };
  await privacy.withFewerCheckpoints(retentionDefaults.checkpointPages, async () => {
    for (;;) {
      const done = privacy.batchTransaction(() => privacy.retentionBatch(now, batch));
      total.bookings += done.bookings;
      total.messages += done.messages;
      total.requests += done.requests;
      total.logRows += done.logRows;
      if (
        done.bookings < batch &&
        done.messages < batch &&
        done.requests < batch &&
        done.logRows < batch
      ) {
        break;
      }
      await nextTurn();
    }
  });
  const any = total.bookings + total.messages + total.requests + total.logRows > 0;
  // A run that found nothing due leaves no row: the log holds what was done.
  if (!any) return total;
  // The erased values' old pages leave the WAL before the run counts as done.
  privacy.settle();
  privacy.transaction(() =>
    log.append(
      {
        actor: null,
        action: 'retention_run',
        detail: `janji temu: ${total.bookings}, pesan: ${total.messages}, permintaan: ${total.requests}, baris log: ${total.logRows} (${((performance.now() - started) / 1000).toFixed(2)} s)`,
      },
      now,
    ),
  );
  return total;
}

export interface RetentionTaskOptions {
  intervalMs?: number;
  /** The first run after start; never later than the interval. */
  firstRunMs?: number;
  /** The server's clock (Date.now by default): what is due is due by it. */
  now?: () => number;
  log: (line: string) => void;
}

/**
 * The daily retention task, beside the reminders' (src/mail/reminders.ts): a minute after start
 * and once a day. A run that fails is logged and the next one tries again; a run still going when the next
 * is due is not doubled.
 */
export function startRetentionTask(
  run: (now: Date) => Promise<RetentionCounts>,
  {
    intervalMs = retentionDefaults.intervalMs,
    firstRunMs = retentionDefaults.firstRunMs,
    now = Date.now,
    log,
  }: RetentionTaskOptions,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const once = () => {
    if (stopped || running) return;
    running = run(new Date(now()))
      .then(
        (counts) => {
          const erased = counts.bookings + counts.messages + counts.requests;
          if (erased > 0) {
            log(
              `[api] Retention: erased ${counts.bookings} bookings' contact details, ${counts.messages} messages and ${counts.requests} requests past their periods; deleted ${counts.logRows} log rows.`,
            );
          }
        },
        (error: unknown) => {
          log(
            `[api] The retention task failed (${error instanceof Error ? error.message : String(error)}); it runs again at its next time.`,
          );
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(once, Math.min(firstRunMs, intervalMs));
  first.unref();
  const timer = setInterval(once, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** What the retention worker (./retention-worker.ts) is started with. */
export interface RetentionWorkerData {
  databasePath: string;
  visitorDatabasePath: string;
  /** The run's moment, an ISO instant. */
  now: string;
}

/**
 * `runRetention` at `now` on a thread of its own with its own connection to the two files, so
 * the server's event loop answers the pages meanwhile instead of taking turns with the batches.
 */
export function runRetentionInWorker(
  files: Omit<RetentionWorkerData, 'now'>,
  now: Date,
): Promise<RetentionCounts> {
  return new Promise((resolve, reject) => {
    const data: RetentionWorkerData = { ...files, now: now.toISOString() };
    const worker = new Worker(
      workerFile(import.meta.url, {
        tsxStarter: 'retention-tsx-worker.mjs',
        built: 'retention-worker.js',
      }),
      { workerData: data },
    );
    let counts: RetentionCounts | undefined;
    worker.once('message', (message: RetentionCounts) => (counts = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (counts) resolve(counts);
      else reject(new Error(`the retention worker ended with code ${code} before its counts`));
    });
  });
}
