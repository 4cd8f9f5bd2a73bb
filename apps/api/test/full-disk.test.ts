import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contact, type ApiError } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/index';
import {
  asClient,
  countRows,
  getJson,
  postJson,
  dataFolderPerTest,
  until,
  withConnection,
} from './helpers';
import { startChildServer } from './processes';

const data = dataFolderPerTest('full-disk');

let clients = 0;
/** A long message from a visitor of its own, so only room, no limit, can refuse it. */
const postMessage = (url: string) =>
  postJson(
    `${url}/api/v1/contact-messages`,
    {
      name: 'Rina Kurniawati',
      email: 'rina@contoh.id',
      phone: '0813-2222-3333',
      subject: 'konsultasi',
      message: `Apakah bisa konsultasi untuk nyeri bahu? ${'Sudah dua minggu terasa. '.repeat(180)}(${(clients += 1)})`,
    },
    asClient(clients),
  );

/** Posts until a message is refused; the refusal (at most `tries` posts). */
async function postUntilRefused(url: string, tries = 400) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const { res, body } = await postMessage(url);
    if (res.status !== 201) return { res, body: body as ApiError };
    await res.arrayBuffer().catch(() => undefined);
  }
  throw new Error(`Every one of ${tries} messages was stored`);
}

/** What a write refused for want of room must look like. */
function expectCannotStore(res: Response, body: ApiError) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('120');
  expect(body).toEqual({
    success: false,
    message: `Maaf, saat ini kami tidak dapat menerima pesan melalui situs. Silakan hubungi kami lewat telepon ${contact.phone} atau WhatsApp ${contact.whatsapp}.`,
  });
}

describe('a visitor file with no room left (SQLite max_page_count)', () => {
  it('answers writes 503 with Retry-After and the phone, keeps reads, and takes writes again once there is room', async () => {
    // Files made by a first start; then the visitor file is filled to the cap by a filler table
    // a second connection writes, as other files fill a disk.
    await (await startServer({ port: 0, databasePath: data.databasePath })).close();
    withConnection(data.visitorPath, (db) => {
      db.exec('CREATE TABLE filler (bytes BLOB)');
      db.prepare('INSERT INTO filler VALUES (?)').run(Buffer.alloc(256 * 1024));
    });
    const pageSize = 4096;
    const pages = withConnection(data.visitorPath, (db) =>
      Number(db.pragma('page_count', { simple: true })),
    );
    const server = await startServer({
      port: 0,
      databasePath: data.databasePath,
      trustProxy: 1,
      maxVisitorBytes: (pages + 4) * pageSize,
      log: () => undefined,
    });
    try {
      const stored = countRows(data.visitorPath, 'contact_messages');
      const { res, body } = await postUntilRefused(server.url);
      expectCannotStore(res, body);
      expect((await getJson(`${server.url}/api/v1/articles`)).res.status).toBe(200);
      expect((await getJson(`${server.url}/api/v1/contact`)).res.status).toBe(200);
      // Nothing stored was lost, nothing half-stored was kept.
      const storedWhenFull = countRows(data.visitorPath, 'contact_messages');
      expect(storedWhenFull).toBeGreaterThanOrEqual(stored);
      expect((await postMessage(server.url)).res.status).toBe(503);

      // Room again: the filler goes, and the very next message is stored, without a restart.
      withConnection(data.visitorPath, (db) => db.exec('DROP TABLE filler'));
      const { res: again } = await postMessage(server.url);
      expect(again.status).toBe(201);
      expect(countRows(data.visitorPath, 'contact_messages')).toBe(storedWhenFull + 1);
    } finally {
      await server.close();
    }
  });
});

const isRoot = process.getuid?.() === 0;
if (!isRoot) {
  console.log(
    'full-disk.test.ts: not root, so no tmpfs can be mounted: the real full disk is skipped',
  );
}

describe.skipIf(!isRoot)('a real full disk (a 3 MB tmpfs holding the visitor file)', () => {
  let mount: string;

  beforeEach(() => {
    mount = join(data.dir, 'tmpfs');
    mkdirSync(mount);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', mount]);
  });

  afterEach(() => {
    execFileSync('umount', ['-l', mount]);
  });

  it(
    'keeps the process up through a failing idle checkpoint, answers writes 503, and takes them again once there is room',
    { timeout: 120_000 },
    async () => {
      const visitors = join(mount, 'klinik-visitors.db');
      const server = await startChildServer({
        DATABASE_PATH: data.databasePath,
        VISITOR_DATABASE_PATH: visitors,
        BACKUP_DIR: join(data.dir, 'backups'),
        TRUST_PROXY: '1',
      });
      const stderr = () => server.output().stderr;
      try {
        // Other files take all but 160 KB of the disk.
        const free = () => {
          const stats = statfsSync(mount);
          return stats.bavail * stats.bsize;
        };
        const filler = join(mount, 'filler');
        writeFileSync(filler, Buffer.alloc(Math.max(0, free() - 160 * 1024)));

        const { res, body } = await postUntilRefused(server.url);
        expectCannotStore(res, body);
        expect((await getJson(`${server.url}/api/v1/articles`)).res.status).toBe(200);

        // The idle checkpoint (every 10 s) cannot write the WAL back: logged, and nothing more.
        await until(() => stderr().includes('The idle checkpoint of the WAL failed'), 60_000);
        expect(server.child.exitCode).toBeNull();
        expect((await getJson(`${server.url}/api/v1/settings`)).res.status).toBe(200);
        expect((await postMessage(server.url)).res.status).toBe(503);

        rmSync(filler);
        const freed = Date.now();
        const { res: again } = await postMessage(server.url);
        expect(again.status).toBe(201);
        console.log(
          `full-disk.test.ts: a message was stored again ${Date.now() - freed} ms after the disk had room`,
        );
        await until(() => stderr().includes('The idle checkpoint of the WAL works again'), 60_000);
      } finally {
        const exited = await server.stop();
        expect(exited.code).toBe(0);
      }
      const db = new Database(visitors, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    },
  );
});
