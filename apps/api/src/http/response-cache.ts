import type { MiddlewareHandler } from 'hono';
import {
  compress,
  minCompressBytes,
  negotiateEncoding,
  type Compressed,
  type Encoding,
} from './compression';
import { jakartaWallClock } from '@klinik/clinic';
import { dataVersion, type Db } from '../storage/sqlite';

export interface ResponseCacheOptions {
  /** Entries kept; the oldest goes first when full, so unique URLs cannot grow memory. */
  maxEntries?: number;
  /** And their bytes at most, compressed copies included. */
  maxBytes?: number;
  /**
   * The clock: a kept answer is served only on the Jakarta day it was made, since some answers
   * change with the date alone (a branch's next closure).
   */
  now?: () => number;
  /** Paths never looked up nor kept, whatever their answers say (the desk's). */
  bypass?: (path: string) => boolean;
}

interface Entry {
  version: string;
  body: string;
  bytes: number;
  /** Compressed copies, each made when a client first asks for it. */
  encoded: Partial<Record<Encoding, Compressed>>;
}

/**
 * Keeps the JSON body of successful GET answers per URL and serves it again while the
 * database is unchanged. "Unchanged" is checked on every request:
 * - total_changes() counts the rows this connection wrote (a counted view, a message), so a
 *   view is visible at once, while a request that wrote nothing (a repeated view) keeps the
 *   cache;
 * - SQLite's data_version of each file changes when another connection or process commits (an
 *   editor, a script, a restore), so edits made outside the API are served without a restart.
 * - the Jakarta date, for answers that change at midnight with no write.
 * Errors, 4xx answers and answers marked `Cache-Control: no-store` (a booking, the free times,
 * which change with the clock) are never kept. A kept answer is compressed once per encoding, not on
 * every hit; compressJson compresses what the cache does not answer.
 */
export function responseCache(db: Db, options: ResponseCacheOptions = {}): MiddlewareHandler {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const dataStamp = dataVersion(db);
  const entries = new Map<string, Entry>();
  /** The bytes of every entry's body and compressed copies. */
  let held = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -=
      entry.bytes + (entry.encoded.br?.byteLength ?? 0) + (entry.encoded.gzip?.byteLength ?? 0);
  };

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (options.bypass?.(c.req.path)) return next();

    // Path and query only: a varying Host header must not multiply the entries.
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const version = `${dataStamp()}:${jakartaWallClock(new Date(now())).date}`;
    const hit = entries.get(key);
    if (hit?.version === version) {
      const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
      if (!encoding || hit.bytes < minCompressBytes) {
        return c.body(hit.body, 200, { 'Content-Type': 'application/json' });
      }
      let body = hit.encoded[encoding];
      if (!body) {
        body = await compress(Buffer.from(hit.body), encoding, 'api');
        // Kept only while the entry is: it may have been dropped during the compression.
        if (entries.get(key) === hit && !hit.encoded[encoding]) {
          hit.encoded[encoding] = body;
          held += body.byteLength;
        }
      }
      return c.body(body, 200, {
        'Content-Type': 'application/json',
        'Content-Encoding': encoding,
      });
    }

    await next();
    const response = c.res;
    if (method !== 'GET' || response.status !== 200) return;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return;
    if (response.headers.get('cache-control')?.includes('no-store')) return;
    const body = await response.clone().text();
    const bytes = Buffer.byteLength(body);
    drop(key);
    // Oldest first, until both bounds hold with the new entry.
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries && held + bytes <= maxBytes) break;
      drop(oldest);
    }
    entries.set(key, { version, body, bytes, encoded: {} });
    held += bytes;
  };
}
