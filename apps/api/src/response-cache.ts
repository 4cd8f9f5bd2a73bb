import type { MiddlewareHandler } from 'hono';
import {
  compress,
  minCompressBytes,
  negotiateEncoding,
  type Compressed,
  type Encoding,
} from './compression';
import type { Db } from './db';

export interface ResponseCacheOptions {
  /** Entries kept; the oldest goes first when full, so unique URLs cannot grow memory. */
  maxEntries?: number;
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
 * Errors and 4xx answers are never kept. A kept answer is compressed once per encoding, not on
 * every hit; compressJson compresses what the cache does not answer.
 */
export function responseCache(db: Db, options: ResponseCacheOptions = {}): MiddlewareHandler {
  const maxEntries = options.maxEntries ?? 500;
  // Three statements: the table-valued pragma_data_version reads the main file only.
  const versions = [
    'PRAGMA main.data_version',
    'PRAGMA visitors.data_version',
    'SELECT total_changes()',
  ].map((sql) => db.prepare<[], number>(sql).pluck());
  const entries = new Map<string, Entry>();

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();

    // Path and query only: a varying Host header must not multiply the entries.
    const url = c.req.url;
    const key = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const version = versions.map((statement) => statement.get()).join(':');
    const hit = entries.get(key);
    if (hit?.version === version) {
      const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
      if (!encoding || hit.bytes < minCompressBytes) {
        return c.body(hit.body, 200, { 'Content-Type': 'application/json' });
      }
      const body = (hit.encoded[encoding] ??= await compress(
        Buffer.from(hit.body),
        encoding,
        'api',
      ));
      return c.body(body, 200, {
        'Content-Type': 'application/json',
        'Content-Encoding': encoding,
      });
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
    entries.set(key, { version, body, bytes: Buffer.byteLength(body), encoded: {} });
  };
}
