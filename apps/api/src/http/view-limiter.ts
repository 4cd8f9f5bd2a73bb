export interface ViewLimiterOptions {
  /** How long one client's view of one article counts once. */
  windowMs: number;
  /** Pairs remembered at most; past that the oldest are forgotten, so memory stays bounded. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers which client viewed which article, so that one view per client per article per
 * window counts. Kept in memory: after a restart a client may count once more, which is cheaper
 * than a write per view to remember it. Every entry lives the same time, so the Map's insertion
 * order is also the order in which entries expire.
 */
export function createViewLimiter({
  windowMs,
  maxEntries = 100_000,
  now = Date.now,
}: ViewLimiterOptions) {
  const expiries = new Map<string, number>();

  return {
    /** True the first time in a window for this client and slug; it is then remembered. */
    counts(client: string, slug: string): boolean {
      const time = now();
      for (const [key, expiry] of expiries) {
        if (expiry > time && expiries.size < maxEntries) break;
        expiries.delete(key);
      }
      const key = `${client} ${slug}`;
      if ((expiries.get(key) ?? 0) > time) return false;
      expiries.set(key, time + windowMs);
      return true;
    },
  };
}

export type ViewLimiter = ReturnType<typeof createViewLimiter>;
