import { existsSync, statSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import type {
  ApiCreated,
  ApiSuccess,
  ArticleSummaryRecord as ArticleSummary,
  ContactMessageReceipt,
} from '@klinik/clinic';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleSeeds } from '../seed/articles/index';
import { startServer } from '../src/index';
import {
  asClient,
  getJson,
  postJson,
  rawRequest,
  tempDir,
  until,
  visitorDatabasePath,
} from './helpers';
import { startChildServer } from './processes';

let temp: ReturnType<typeof tempDir>;
let dbPath: string;
let visitorPath: string;

beforeEach(() => {
  temp = tempDir('durability');
  dbPath = join(temp.dir, 'klinik.db');
  visitorPath = visitorDatabasePath(dbPath);
});

afterEach(() => {
  temp.cleanup();
});

const walBytes = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0);

/** Runs `count` tasks, `concurrency` at a time. */
async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task((next += 1) - 1);
    }),
  );
}

const totalViews = async (url: string) => {
  const { body } = await getJson(`${url}/api/v1/articles?per_page=50`);
  return (body as ApiSuccess<ArticleSummary[]>).data.reduce((sum, a) => sum + a.view_count, 0);
};

describe('the WAL', () => {
  it('stays under 8 MB through 20,000 counted view POSTs', { timeout: 120_000 }, async () => {
    const writes = 20_000;
    // The production entry in a process of its own: the server gets a core of its own, and
    // what is measured is what a deployment runs.
    const server = await startChildServer({ DATABASE_PATH: dbPath, TRUST_PROXY: '1' });
    try {
      const before = await totalViews(server.url);
      let peak = 0;
      // Every POST from a client of its own, so every one is counted and written. node:http
      // with kept-alive sockets: fetch() costs this test process more than the server's work.
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      const statuses = new Map<number, number>();
      await pool(writes, 16, async (i) => {
        const slug = articleSeeds[i % articleSeeds.length]?.slug ?? '';
        const { status } = await rawRequest(server.url, `/api/v1/articles/${slug}/view`, {
          method: 'POST',
          headers: asClient(i),
          agent,
        });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (i % 250 === 0) peak = Math.max(peak, walBytes(visitorPath), walBytes(dbPath));
      });
      agent.destroy();
      expect(Object.fromEntries(statuses)).toEqual({ 200: writes });
      expect(await totalViews(server.url)).toBe(before + writes);
      expect(Math.max(peak, walBytes(visitorPath), walBytes(dbPath))).toBeLessThan(8 * 1024 * 1024);
    } finally {
      await server.stop();
    }
  });

  it('is written back and truncated to nothing once writes pause', async () => {
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      trustProxy: 1,
      checkpointIntervalMs: 100,
    });
    try {
      await pool(300, 8, async (i) => {
        const res = await fetch(`${server.url}/api/v1/articles/kaki-datar-pada-anak/view`, {
          method: 'POST',
          headers: asClient(i),
        });
        expect(res.status).toBe(200);
      });
      expect(walBytes(visitorPath)).toBeGreaterThan(0);
      await until(() => walBytes(visitorPath) === 0 && walBytes(dbPath) === 0);
      const { body } = await getJson(`${server.url}/api/v1/articles/kaki-datar-pada-anak`);
      const seeded = articleSeeds.find((a) => a.slug === 'kaki-datar-pada-anak')?.viewCount ?? 0;
      expect((body as ApiSuccess<ArticleSummary>).data.view_count).toBe(seeded + 300);
    } finally {
      await server.close();
    }
  });
});

describe('a crash', () => {
  it('loses no acknowledged message and leaves both files sound after kill -9 mid-stream', async () => {
    const env = { DATABASE_PATH: dbPath, TRUST_PROXY: '1' };
    const server = await startChildServer(env);
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let stopped = false;
    const write = async () => {
      while (!stopped) {
        const i = (sent += 1);
        try {
          const text = `Pesan uji ketahanan nomor ${i}.`;
          const { res, body } = await postJson(
            `${server.url}/api/v1/contact-messages`,
            {
              name: 'Uji Ketahanan',
              email: 'uji@contoh.id',
              phone: '081234567890',
              subject: 'lainnya',
              message: text,
            },
            asClient(i),
          );
          if (res.status === 201)
            acknowledged.set((body as ApiCreated<ContactMessageReceipt>).data.id, text);
          const slug = articleSeeds[i % articleSeeds.length]?.slug ?? '';
          await fetch(`${server.url}/api/v1/articles/${slug}/view`, {
            method: 'POST',
            headers: asClient(i),
          });
        } catch {
          // The connection died with the server: this message was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 8 }, write);
    await until(() => acknowledged.size >= 200);
    const killed = await server.kill();
    stopped = true;
    await Promise.all(writers);
    expect(killed.signal).toBe('SIGKILL');

    for (const path of [dbPath, visitorPath]) {
      const db = new Database(path);
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    }
    const db = new Database(visitorPath, { readonly: true });
    const stored = new Map(
      db
        .prepare<[], { id: number; message: string }>('SELECT id, message FROM contact_messages')
        .all()
        .map((row) => [row.id, row.message]),
    );
    db.close();
    for (const [id, text] of acknowledged) expect(stored.get(id), `message ${id}`).toBe(text);

    // And the server starts again on these files, without moving anything aside.
    const again = await startChildServer(env);
    try {
      const { res } = await getJson(`${again.url}/api/v1/articles`);
      expect(res.status).toBe(200);
    } finally {
      expect((await again.stop()).code).toBe(0);
    }
  });
});
