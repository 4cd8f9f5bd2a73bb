import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/storage/database';
import type { Db } from '../src/storage/sqlite';
import { responseCache } from '../src/http/response-cache';
import { tempDir } from './helpers';

let temp: ReturnType<typeof tempDir>;
let db: Db;

beforeEach(() => {
  temp = tempDir('response-cache');
  db = openDatabase(join(temp.dir, 'klinik.db'));
});

afterEach(() => {
  db.close();
  temp.cleanup();
});

/** An app whose answers say how often each was made, behind the cache with these bounds. */
function countingApp(bounds: { maxEntries: number; maxBytes: number }, bytes: number) {
  const made = new Map<string, number>();
  const app = new Hono();
  app.use(responseCache(db, bounds));
  app.get('/:name', (c) => {
    const name = c.req.param('name');
    made.set(name, (made.get(name) ?? 0) + 1);
    return c.json({ name, filler: 'x'.repeat(bytes) });
  });
  const get = async (name: string) => (await app.request(`/${name}`)).text();
  return { made, get };
}

describe('the response cache', () => {
  it('answers from the cache while the data is unchanged', async () => {
    const { made, get } = countingApp({ maxEntries: 10, maxBytes: 1024 * 1024 }, 100);
    expect(await get('a')).toBe(await get('a'));
    expect(made.get('a')).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { made, get } = countingApp({ maxEntries: 2, maxBytes: 1024 * 1024 }, 100);
    for (const name of ['a', 'b', 'c', 'b', 'a']) await get(name);
    expect(Object.fromEntries(made)).toEqual({ a: 2, b: 1, c: 1 });
  });

  it('keeps at most maxBytes of answers, however few they are', async () => {
    // Each answer is a little over 10 KB: two fit in 25 KB, three do not.
    const { made, get } = countingApp({ maxEntries: 100, maxBytes: 25 * 1024 }, 10 * 1024);
    for (const name of ['a', 'b', 'c', 'b', 'c', 'a']) await get(name);
    // c took a's place; b and c stayed; a was made again.
    expect(Object.fromEntries(made)).toEqual({ a: 2, b: 1, c: 1 });
  });
});
