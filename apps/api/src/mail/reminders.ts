import { failureLog } from '../storage/failure-log';

export interface ReminderTaskOptions {
  /** How often to look for visits whose reminder is missing. */
  intervalMs?: number;
  /** The clock of the booking rules (Date.now by default). */
  now?: () => number;
  log: (line: string) => void;
}

export interface ReminderTask {
  stop(): void;
}

/**
 * The day-before reminders (issue 36). Each is composed and queued in the outbox when a visit is
 * booked or moved, due at 08:00 WIB the day before (src/data/booking-mail-queue.ts); the outbox
 * sends it then, or at its next pass after a restart, and never after the visit has started.
 * This task, at start and every quarter of an hour, queues the reminders found missing: visits
 * booked before reminders existed, whose reminder leaves at once when its time has passed. A
 * booking has one reminder per visit start (a unique index), so none is sent twice.
 */
export function startReminderTask(
  queueMissing: (now: Date) => number,
  { intervalMs = 15 * 60_000, now = Date.now, log }: ReminderTaskOptions,
): ReminderTask {
  const failures = failureLog(log, 'Queueing the day-before reminders');
  const run = () => {
    try {
      queueMissing(new Date(now()));
      failures.succeeded();
    } catch (error) {
      failures.failed(error);
    }
  };
  const first = setImmediate(run);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop() {
      clearImmediate(first);
      clearInterval(timer);
    },
  };
}
