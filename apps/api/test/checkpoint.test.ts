import { setTimeout as pause } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { scheduleIdleCheckpoints } from '../src/storage/checkpoint';
import { until } from './helpers';

it('logs an idle checkpoint that throws once, keeps its timer and never throws out of it', async () => {
  const db = new Database(':memory:');
  const lines: string[] = [];
  const checkpoints = scheduleIdleCheckpoints(db, 5, (line) => lines.push(line));
  try {
    // Every statement now throws, as a write does on a full disk (SQLITE_FULL); a throw out of
    // the timer would end the test run with an uncaught exception.
    db.close();
    await until(() => lines.length > 0, 5_000);
    await pause(100);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/The idle checkpoint of the WAL/);
  } finally {
    checkpoints.stop();
  }
});
