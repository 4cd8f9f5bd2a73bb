import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openWorkerConnection } from '../storage/database';
import { createPrivacyStore } from './privacy';
import { runRetention, type RetentionWorkerData } from './retention';
import { createStaffLog } from './staff-log';

/**
 * One retention run on a thread of its own (started by `runRetentionInWorker`, ./retention.ts):
 * its own connection to the two files, so the event loop, which answers the pages, never waits
 * for an erasure batch; SQLite's WAL lets the server read meanwhile, and a write of the server
 * waits at most for one batch's commit. Posts the counts and ends.
 */
const data = workerData as RetentionWorkerData;

try {
  // Linux's nice value for this thread only: when both cores are busy, the pages go first.
  setPriority(10);
} catch {
  // A platform that refuses it erases at the normal priority.
}
const db = openWorkerConnection(data.databasePath, data.visitorDatabasePath);
try {
  const counts = await runRetention(createPrivacyStore(db), createStaffLog(db), new Date(data.now));
  parentPort?.postMessage(counts);
} finally {
  db.close();
}
