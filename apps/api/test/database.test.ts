import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { legacyServiceSlugs, services, type ApiSuccess, type Service } from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, startServer } from '../src/index';
import { getJson, tempDir } from './helpers';

let temp: ReturnType<typeof tempDir>;
let dbPath: string;

beforeEach(() => {
  temp = tempDir('db');
  dbPath = join(temp.dir, 'klinik.db');
});

afterEach(() => {
  vi.restoreAllMocks();
  temp.cleanup();
});

const settingCount = Object.values(defaultSettings).reduce(
  (sum, group) => sum + Object.keys(group).length,
  0,
);

function countRows(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const count = (table: string) =>
      db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n;
    return {
      settings: count('settings'),
      categories: count('categories'),
      services: count('services'),
      aliases: count('service_slug_aliases'),
      faqs: count('service_faqs'),
      migrations: count('schema_migrations'),
    };
  } finally {
    db.close();
  }
}

async function serviceSlugs(url: string): Promise<string[]> {
  const { res, body } = await getJson(`${url}/api/v1/services`);
  expect(res.status).toBe(200);
  return (body as ApiSuccess<Service[]>).data.map((s) => s.slug);
}

describe('openDatabase', () => {
  it('uses WAL mode with foreign keys on', async () => {
    const server = await startServer({ port: 0, databasePath: dbPath });
    try {
      const reader = new Database(dbPath, { readonly: true });
      expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
      reader.close();
    } finally {
      await server.close();
    }
    const db = openDatabase(dbPath);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('seeds once: a second start on the same file adds no rows', async () => {
    const expected = {
      settings: settingCount,
      categories: 3,
      services: services.length,
      aliases: Object.keys(legacyServiceSlugs).length,
      faqs: services.length * 3,
      migrations: 1,
    };
    const first = await startServer({ port: 0, databasePath: dbPath });
    await first.close();
    expect(countRows(dbPath)).toEqual(expected);

    const second = await startServer({ port: 0, databasePath: dbPath });
    try {
      expect(countRows(dbPath)).toEqual(expected);
      expect(await serviceSlugs(second.url)).toEqual(services.map((s) => s.slug));
    } finally {
      await second.close();
    }
  });

  it('moves a garbage file aside with a warning and serves the rebuilt seed', async () => {
    const garbage = Buffer.concat([Buffer.from('definitely not sqlite\n'), randomBytes(8192)]);
    writeFileSync(dbPath, garbage);
    // A stale WAL must not be replayed into the rebuilt database (SQLite or moveAside removes it).
    writeFileSync(`${dbPath}-wal`, randomBytes(512));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const server = await startServer({ port: 0, databasePath: dbPath });
    try {
      expect(warn).toHaveBeenCalledOnce();
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain(dbPath);
      expect(message).toMatch(/corrupt/);

      const files = readdirSync(temp.dir);
      const aside = files.find((name) => /^klinik\.db\.corrupt-[\w-]+$/.test(name));
      expect(aside, files.join(', ')).toBeDefined();
      expect(readFileSync(join(temp.dir, aside ?? '')).equals(garbage)).toBe(true);

      expect(await serviceSlugs(server.url)).toEqual(services.map((s) => s.slug));
      const { body } = await getJson(`${server.url}/api/v1/settings`);
      expect(body).toEqual({ success: true, data: defaultSettings });
    } finally {
      await server.close();
    }
  });

  it('rebuilds a database whose pages are damaged behind a valid header', () => {
    openDatabase(dbPath).close();
    // Keep the 100-byte header (so SQLite accepts the file) and overwrite the schema page.
    const fd = openSync(dbPath, 'r+');
    writeSync(fd, randomBytes(3000), 0, 3000, 100);
    closeSync(fd);
    const warnings: string[] = [];

    const db = openDatabase(dbPath, { warn: (message) => warnings.push(message) });
    try {
      expect(warnings).toHaveLength(1);
      expect(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM services').get()?.n).toBe(
        services.length,
      );
    } finally {
      db.close();
    }
  });

  it('leaves a healthy database alone', () => {
    openDatabase(dbPath).close();
    const warn = vi.spyOn(console, 'warn');
    openDatabase(dbPath).close();
    expect(warn).not.toHaveBeenCalled();
    expect(readdirSync(temp.dir).filter((name) => name.includes('corrupt'))).toEqual([]);
  });
});
