import { describe } from './sqlite';

export interface FailureLog {
  /** Logs the failure when it is the first, its reason changed, or `repeatMs` passed since. */
  failed(error: unknown): void;
  /** After failures: logs once that the work succeeds again. */
  succeeded(): void;
}

/**
 * The log of work that is tried again and again while something outside is wrong (a full disk
 * for the idle checkpoint, the outbox, the visitors' writes): the first failure and a change of
 * reason are logged, then at most one line per `repeatMs`, and one line once it works again, so
 * a disk that stays full for a night writes a handful of lines, not one per attempt.
 */
export function failureLog(
  log: (line: string) => void,
  what: string,
  {
    repeatMs = 60 * 60_000,
    meanwhile = 'it is tried again later',
    now = Date.now,
  }: { repeatMs?: number; meanwhile?: string; now?: () => number } = {},
): FailureLog {
  let reason: string | undefined;
  let loggedAt = 0;
  let since = 0;
  let count = 0;
  return {
    failed(error) {
      const next = describe(error);
      const time = now();
      count += 1;
      if (reason === undefined) since = time;
      if (next === reason && time - loggedAt < repeatMs) return;
      const repeated =
        count > 1 ? `, ${count} failures since ${new Date(since).toISOString()}` : '';
      log(`[api] ${what} failed (${next}${repeated}); ${meanwhile}.`);
      reason = next;
      loggedAt = time;
    },
    succeeded() {
      if (reason === undefined) return;
      log(`[api] ${what} works again after ${count} failure${count === 1 ? '' : 's'}.`);
      reason = undefined;
      count = 0;
    },
  };
}
