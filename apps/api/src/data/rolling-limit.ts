const minute = 60_000;

/** At most `max` within any `minutes` (a row of `limits.*.perClient`). */
export interface RollingWindow {
  max: number;
  minutes: number;
}

/**
 * The stored write that has to leave a window before one more fits: the `offset`-th newest made
 * after `since` (ISO time), or undefined when fewer were made since.
 */
export type BlockingWrite = (since: string, offset: number) => { created_at: string } | undefined;

/** The time `minutes` before `now` (ms), as stored (ISO): where a window starts. */
export const windowStart = (now: number, minutes: number): string =>
  new Date(now - minutes * minute).toISOString();

/**
 * Seconds until one more write fits every window (at least 1 when one is full), or 0 when it
 * fits now. Counted from the stored writes, so a restart resets nothing.
 */
export function secondsUntilFree(
  windows: readonly RollingWindow[],
  now: number,
  blocking: BlockingWrite,
): number {
  let wait = 0;
  for (const { max, minutes } of windows) {
    const found = blocking(windowStart(now, minutes), max - 1);
    if (!found) continue;
    const leaves = Date.parse(found.created_at) + minutes * minute;
    wait = Math.max(wait, Math.max(1, Math.ceil((leaves - now) / 1000)));
  }
  return wait;
}
