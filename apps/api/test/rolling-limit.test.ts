import { describe, expect, it } from 'vitest';
import { secondsUntilFree, windowStart, type BlockingWrite } from '../src/data/rolling-limit';

const now = Date.parse('2026-11-30T01:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

/** What the stores' SQL answers: the `offset`-th newest of `made` after `since`. */
const madeAt =
  (...made: string[]): BlockingWrite =>
  (since, offset) => {
    const inWindow = made.filter((at) => at > since).sort((a, b) => b.localeCompare(a));
    const found = inWindow[offset];
    return found ? { created_at: found } : undefined;
  };

describe('windowStart', () => {
  it('is the stored time `minutes` before now', () => {
    expect(windowStart(now, 60)).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('secondsUntilFree', () => {
  const hourly = [{ max: 3, minutes: 60 }];

  it('is 0 while a window has room', () => {
    expect(secondsUntilFree(hourly, now, madeAt())).toBe(0);
    expect(secondsUntilFree(hourly, now, madeAt(minutesAgo(50), minutesAgo(10)))).toBe(0);
  });

  it('counts until the write that fills the window leaves it', () => {
    const made = madeAt(minutesAgo(50), minutesAgo(30), minutesAgo(10));
    expect(secondsUntilFree(hourly, now, made)).toBe(10 * 60);
  });

  it('leaves out writes older than the window', () => {
    const made = madeAt(minutesAgo(61), minutesAgo(30), minutesAgo(10));
    expect(secondsUntilFree(hourly, now, made)).toBe(0);
  });

  it('answers the longest wait of every window, and at least a second', () => {
    const windows = [
      { max: 2, minutes: 10 },
      { max: 3, minutes: 60 },
    ];
    const made = madeAt(minutesAgo(40), minutesAgo(9), minutesAgo(5));
    // The 10-minute window frees in 1 minute, the hour in 20: the hour wins.
    expect(secondsUntilFree(windows, now, made)).toBe(20 * 60);
    const leaving = madeAt(new Date(now - 60 * 60_000 + 1).toISOString(), minutesAgo(1));
    expect(secondsUntilFree([{ max: 2, minutes: 60 }], now, leaving)).toBe(1);
  });
});
