export interface RenderLimiterOptions {
  /** Renders one client may ask for at once, and again per `perMs` once used up. */
  max: number;
  perMs: number;
  /** Clients remembered at most; past that the least recently seen are forgotten. */
  maxClients?: number;
  now?: () => number;
}

/**
 * How many pages one client may have rendered (a token bucket per client, in memory): a page
 * served from the cache costs nothing and is not counted, a new one takes a token, and tokens
 * come back at `max` per `perMs`. A person who searches or browses the site in maintenance never
 * meets it; a script that asks for a new search each time does after `max` of them.
 */
export function createRenderLimiter({
  max,
  perMs,
  maxClients = 10_000,
  now = Date.now,
}: RenderLimiterOptions) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** 0 when the client may have a page rendered now (one token taken); else seconds to wait. */
    take(client: string): number {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: max, at: time };
      bucket.tokens = Math.min(max, bucket.tokens + ((time - bucket.at) * max) / perMs);
      bucket.at = time;
      // Most recently seen last: the first key is the one to forget.
      buckets.delete(client);
      if (buckets.size >= maxClients) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil(((1 - bucket.tokens) * perMs) / max / 1000));
    },
  };
}

export type RenderLimiter = ReturnType<typeof createRenderLimiter>;
