import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { ApiSuccess, ArticleRecord as Article } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleSeeds } from '../seed/articles/index';
import { seedDatabase } from '../seed/index';
import { StartupError, startServer } from '../src/index';
import { defaultMigrationsDir } from '../src/config';
import { applyMigrations } from '../src/storage/migrate';
import {
  countRows,
  getJson,
  tempDir,
  visitAs,
  visitorDatabasePath,
  withConnection,
} from './helpers';
import { runTs, startChildServer } from './processes';

let temp: ReturnType<typeof tempDir>;
let dbPath: string;
let visitorPath: string;

beforeEach(() => {
  temp = tempDir('startup');
  dbPath = join(temp.dir, 'klinik.db');
  visitorPath = visitorDatabasePath(dbPath);
});

afterEach(() => {
  temp.cleanup();
});

const slug = 'nyeri-lutut-pada-pelari';
const seededViews = articleSeeds.find((article) => article.slug === slug)?.viewCount ?? -1;
const message = {
  name: 'Rina Kurniawati',
  email: 'rina@contoh.id',
  phone: '0813-2222-3333',
  subject: 'konsultasi',
  message: 'Apakah bisa konsultasi untuk nyeri bahu?',
};

/** A server run that leaves visitor data behind: three messages and three counted views. */
async function storeVisitorData(): Promise<void> {
  const server = await startServer({ port: 0, databasePath: dbPath, trustProxy: 1 });
  try {
    for (let i = 1; i <= 3; i += 1) {
      await visitAs(server.url, i, { ...message, message: `${message.message} (${i})` }, slug);
    }
  } finally {
    await server.close();
  }
}

async function expectVisitorDataIntact(url: string): Promise<void> {
  expect(countRows(visitorPath, 'contact_messages')).toBe(3);
  const { body } = await getJson(`${url}/api/v1/articles/${slug}`);
  expect((body as ApiSuccess<Article>).data.view_count).toBe(seededViews + 3);
}

/** A server on the test's files, with the lines it logs. */
async function startLogged() {
  const warnings: string[] = [];
  const server = await startServer({
    port: 0,
    databasePath: dbPath,
    log: (line) => warnings.push(line),
  });
  return { server, warnings };
}

/** Overwrites `bytes` of the file at `offset` with random bytes. */
function damage(path: string, offset: number, bytes: number): void {
  const fd = openSync(path, 'r+');
  writeSync(fd, randomBytes(bytes), 0, bytes, offset);
  closeSync(fd);
}

/**
 * Where the page of a table's b-tree root starts, from SQLite's own schema table. Read-write,
 * so that closing removes the -wal and -shm files a reader would leave behind.
 */
function rootPageOffset(path: string, table: string): number {
  const db = new Database(path);
  try {
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    const root = db
      .prepare<[string], number>('SELECT rootpage FROM sqlite_schema WHERE name = ?')
      .pluck()
      .get(table);
    return ((root ?? 1) - 1) * pageSize;
  } finally {
    db.close();
  }
}

/** Every entry of the data folder with its bytes: what "nothing was changed" compares. */
const snapshot = () =>
  Object.fromEntries(
    readdirSync(temp.dir, { withFileTypes: true }).map((entry) => [
      entry.name,
      entry.isDirectory()
        ? 'folder'
        : createHash('sha256')
            .update(readFileSync(join(temp.dir, entry.name)))
            .digest('hex'),
    ]),
  );

describe('a damaged content file', () => {
  it.each([
    ['4 KB of garbage at the start', (path: string) => damage(path, 0, 4096)],
    [
      'a damaged articles page',
      (path: string) => damage(path, rootPageOffset(path, 'articles'), 4096),
    ],
  ])(
    'is rebuilt from the seed with one warning; visitor data stays intact (%s)',
    async (_label, harm) => {
      await storeVisitorData();
      harm(dbPath);
      const { server, warnings } = await startLogged();
      try {
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toMatch(
          /^\[api\] Content database .* is damaged .*rebuilt it from the seed/,
        );
        expect(readdirSync(temp.dir).filter((name) => name.includes('.corrupt-'))).toHaveLength(1);
        await expectVisitorDataIntact(server.url);
      } finally {
        await server.close();
      }
    },
  );
});

describe('a damaged visitor data file', () => {
  it.each([
    ['4 KB of garbage at the start', () => damage(visitorPath, 0, 4096)],
    [
      'a damaged contact_messages page',
      () => damage(visitorPath, rootPageOffset(visitorPath, 'contact_messages'), 4096),
    ],
  ])(
    'stops the start, names the restore command and changes nothing (%s)',
    async (_label, harm) => {
      await storeVisitorData();
      harm();
      const before = snapshot();
      const attempt = startServer({ port: 0, databasePath: dbPath });
      await expect(attempt).rejects.toThrow(StartupError);
      await expect(attempt).rejects.toThrow(
        /^The visitor data file .*klinik-visitors\.db is damaged .* "pnpm db:restore"/,
      );
      expect(snapshot()).toEqual(before);
    },
  );

  it('makes the server process exit 1 with one line on stderr', async () => {
    await storeVisitorData();
    damage(visitorPath, 0, 4096);
    const before = snapshot();
    const { code, stderr } = await runTs('apps/api/src/main.ts', [], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^\[api\] The visitor data file .* is damaged .*pnpm db:restore/),
    ]);
    expect(snapshot()).toEqual(before);
  });
});

describe('a file that cannot be opened for another reason', () => {
  const main = (env: Record<string, string>, options = {}) =>
    runTs('apps/api/src/main.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env }, options);

  it('stops with exit 1 when the data folder cannot be made', async () => {
    writeFileSync(join(temp.dir, 'not-a-folder'), 'a file where the folder should be');
    const { code, stderr } = await main({ DATABASE_PATH: join(temp.dir, 'not-a-folder', 'k.db') });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^\[api\] Cannot create the folder .*Nothing was moved or changed\.$/),
    ]);
  });

  it('stops with exit 1 when a folder stands in place of the content file', async () => {
    await storeVisitorData();
    // The content file replaced by a folder, as a broken volume mount can leave it.
    rmSync(dbPath);
    mkdirSync(dbPath);
    const before = snapshot();
    const { code, stderr } = await main({ DATABASE_PATH: dbPath });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^\[api\] Cannot open the content database .*SQLITE_CANTOPEN.*Nothing was moved or changed\.$/,
      ),
    ]);
    expect(snapshot()).toEqual(before);
  });

  // Root reads any file whatever its mode: the server then runs without root's capabilities.
  const asUser = { unprivileged: true };

  it.each([
    ['the visitor data file', () => visitorPath, /Cannot open the visitor data file/],
    ['the content file', () => dbPath, /Cannot open the content database/],
  ])('stops with exit 1 when %s is unreadable (mode 000)', async (_label, path, line) => {
    await storeVisitorData();
    chmodSync(temp.dir, 0o777);
    for (const name of readdirSync(temp.dir)) chmodSync(join(temp.dir, name), 0o666);
    chmodSync(path(), 0o000);
    const before = snapshot();
    const { code, stderr } = await main({ DATABASE_PATH: dbPath }, asUser);
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(lines[0]).toMatch(/Nothing was moved or changed\.$/);
    expect(snapshot()).toEqual(before);
  });
});

describe('start-up proves it can write', () => {
  const main = (env: Record<string, string>, options = {}) =>
    runTs('apps/api/src/main.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env }, options);
  // Root writes whatever the modes say: the server then runs without root's capabilities.
  const asUser = { unprivileged: true };

  /** Everything in the data folder readable and writable by the server's user. */
  function openUp() {
    chmodSync(temp.dir, 0o777);
    for (const name of readdirSync(temp.dir)) {
      chmodSync(join(temp.dir, name), name === 'backups' ? 0o777 : 0o666);
    }
  }

  async function expectRefused(env: Record<string, string>, line: RegExp, options = {}) {
    const before = snapshot();
    const { code, stderr } = await main({ DATABASE_PATH: dbPath, ...env }, options);
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(snapshot()).toEqual(before);
  }

  it('stops with exit 1 naming the file and the cause when the visitor file is read-only', async () => {
    await storeVisitorData();
    openUp();
    chmodSync(visitorPath, 0o444);
    await expectRefused(
      {},
      /^\[api\] Cannot open the visitor data file .*klinik-visitors\.db for writing \(the file is not writable \(EACCES\)\).*Nothing was moved or changed\.$/,
      asUser,
    );
  });

  it('stops with exit 1 naming the file and the cause when its folder is read-only', async () => {
    await storeVisitorData();
    openUp();
    chmodSync(temp.dir, 0o555);
    try {
      await expectRefused(
        {},
        /^\[api\] Cannot open the visitor data file .*klinik-visitors\.db for writing \(its folder is not writable \(EACCES\)\).*Nothing was moved or changed\.$/,
        asUser,
      );
    } finally {
      chmodSync(temp.dir, 0o777);
    }
  });

  it('stops with exit 1 when the backup folder cannot be written', async () => {
    await storeVisitorData();
    const backups = join(temp.dir, 'backups-file');
    writeFileSync(backups, 'a file where the backup folder should be');
    await expectRefused(
      { BACKUP_DIR: join(backups, 'visitors') },
      /^\[api\] Cannot write to the backup folder .*backups-file\/visitors \(ENOTDIR.*Nothing was moved or changed\.$/,
    );
  });

  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.log('startup.test.ts: not root, so no file system can be mounted read-only: skipped');
  }

  it.skipIf(!isRoot)(
    'stops with exit 1 naming the file when its file system is read-only',
    async () => {
      const mount = join(temp.dir, 'ro');
      mkdirSync(mount);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mount]);
      try {
        const env = {
          DATABASE_PATH: dbPath,
          VISITOR_DATABASE_PATH: join(mount, 'klinik-visitors.db'),
          BACKUP_DIR: join(temp.dir, 'backups'),
        };
        const first = await startChildServer(env);
        expect((await first.stop()).code).toBe(0);
        execFileSync('mount', ['-o', 'remount,ro', mount]);
        await expectRefused(
          env,
          /^\[api\] Cannot open the visitor data file .*\/ro\/klinik-visitors\.db for writing \(the file is on a read-only file system \(EROFS\).*Nothing was moved or changed\.$/,
        );
      } finally {
        execFileSync('umount', ['-l', mount]);
      }
    },
  );
});

describe('a data file of the single-file layout', () => {
  it('has its messages and view counts copied into the visitor data file once', async () => {
    // What earlier releases wrote: one file, visitor data inside the content tables.
    withConnection(dbPath, (db) => {
      db.pragma('journal_mode = WAL');
      db.transaction(() => {
        applyMigrations(db, defaultMigrationsDir);
        seedDatabase(db);
      })();
      const insert = db.prepare(
        "INSERT INTO contact_messages (name, email, phone, subject, message) VALUES (?, ?, ?, 'lainnya', ?)",
      );
      for (let i = 1; i <= 4; i += 1)
        insert.run(`Pengirim ${i}`, `p${i}@contoh.id`, '081234567890', `Pesan lama ${i}`);
      db.prepare('UPDATE articles SET view_count = view_count + 7 WHERE slug = ?').run(slug);
    });

    for (let run = 1; run <= 2; run += 1) {
      const { server, warnings } = await startLogged();
      try {
        expect(warnings).toEqual(
          run === 1
            ? [expect.stringMatching(/^\[api\] Imported 4 contact messages and 1 view counts/)]
            : [],
        );
        const { body } = await getJson(`${server.url}/api/v1/articles/${slug}`);
        expect((body as ApiSuccess<Article>).data.view_count).toBe(seededViews + 7);
      } finally {
        await server.close();
      }
    }
    const imported = withConnection(visitorPath, (db) =>
      db.prepare('SELECT name, message, status FROM contact_messages ORDER BY id').all(),
    );
    expect(imported).toEqual(
      [1, 2, 3, 4].map((i) => ({
        name: `Pengirim ${i}`,
        message: `Pesan lama ${i}`,
        status: 'imported',
      })),
    );
  });
});
