import type { MiddlewareHandler } from 'hono';
import type { Db } from './db';

export interface ResponseCacheOptions {
  /** Entries kept; the oldest goes first when full, so unique URLs cannot grow memory. */
  maxEntries?: number;
}

interface Entry {
  version: string;
  body: string;
}

/**
 * Keeps the JSON body of successful GET answers per URL and serves it again while the
 * database is unchanged. "Unchanged" is checked on every request:
 * - this process bumps its own counter after every request that may write (any method but
 *   GET/HEAD: view counts, contact messages), so a view is visible at once;
 * - SQLite's data_version changes when another connection or process commits (an editor,
 *   a script), so edits made outside the API are served without a restart.
 * Errors and 4xx answers are never kept.
 */
export function responseCache(db: Db, options: ResponseCacheOptions = {}): MiddlewareHandler {
  const maxEntries = options.maxEntries ?? 500;
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const entries = new Map<string, Entry>();
  let localWrites = 0;

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        await next();
      } finally {
        localWrites += 1;
      }
      return;
    }

    // Path and query only: a varying Host header must not multiply the entries.
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const version = `${dataVersion.get() ?? 0}:${localWrites}`;
    const hit = entries.get(key);
    if (hit?.version === version) {
      return c.body(hit.body, 200, { 'Content-Type': 'application/json' });
    }

    await next();
    const response = c.res;
    if (method !== 'GET' || response.status !== 200) return;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return;
    const body = await response.clone().text();
    if (entries.size >= maxEntries && !entries.has(key)) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { version, body });
  };
}
