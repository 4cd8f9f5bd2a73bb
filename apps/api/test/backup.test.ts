import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
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
import { listBackups, rotateBackups } from '../src/storage/backup';
import { decryptBackup, parseBackupKey } from '../src/storage/backup-crypto';
import { startServer, type RunningServer } from '../src/index';
import { countRows, getJson, tempDir, until, visitAs, visitorDatabasePath } from './helpers';
import { runScript } from './processes';

let temp: ReturnType<typeof tempDir>;
let dbPath: string;
let visitorPath: string;
let backupDir: string;
let env: Record<string, string>;

beforeEach(() => {
  temp = tempDir('backup');
  dbPath = join(temp.dir, 'data', 'klinik.db');
  visitorPath = visitorDatabasePath(dbPath);
  backupDir = join(temp.dir, 'backups');
  env = { DATABASE_PATH: dbPath, BACKUP_DIR: backupDir };
});

afterEach(() => {
  temp.cleanup();
});

const slug = 'cedera-acl-tahapan-rehabilitasi';
let clients = 0;

/** A message with this text and a counted view, from a new client. */
async function visit(server: RunningServer, text: string): Promise<void> {
  clients += 1;
  const message = {
    name: 'Yusuf Maulana',
    email: 'yusuf@contoh.id',
    phone: '0815-1111-2222',
    subject: 'homecare',
    message: text,
  };
  await visitAs(server.url, clients, message, slug);
}

/** The messages of a visitor data file or backup, oldest first. */
function messagesIn(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], string>('SELECT message FROM contact_messages ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
}

async function viewsServed(server: RunningServer): Promise<number> {
  const { body } = await getJson(`${server.url}/api/v1/articles/${slug}`);
  return (body as ApiSuccess<Article>).data.view_count;
}

describe('scheduled backups', () => {
  it('back up at start when there is none, and again at shutdown with what came since', async () => {
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      trustProxy: 1,
      backups: { dir: backupDir },
    });
    try {
      await until(() => listBackups(backupDir).length === 1);
      await visit(server, 'Pesan sebelum shutdown.');
    } finally {
      await server.close();
    }
    const backups = listBackups(backupDir);
    // Two backups of the same day: rotation keeps the newest, the shutdown one.
    expect(backups).toHaveLength(1);
    expect(messagesIn(backups[0]?.path ?? '')).toEqual(['Pesan sebelum shutdown.']);
    // A backup is one self-contained file, nothing beside it.
    expect(readdirSync(backupDir)).toEqual([(backups[0]?.path ?? '').split('/').at(-1)]);
  });

  it('log a failed backup once, retry it no sooner than an hour later, and keep serving', async () => {
    const lines: string[] = [];
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      backups: { dir: backupDir, intervalMs: 200 },
      log: (line) => lines.push(line),
    });
    try {
      await until(() => listBackups(backupDir).length === 1);
      // The folder goes away after the start, a file in its place: the next backup fails.
      rmSync(backupDir, { recursive: true });
      writeFileSync(backupDir, 'a file where the backup folder should be');
      await until(() => lines.length > 1);
      // Time enough for a loop of retries to show; the next try is an hour away.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(lines).toEqual([
        expect.stringMatching(/^\[api\] BACKUP_KEY is not set: backups .* NOT encrypted/),
        expect.stringMatching(/^\[api\] Backup of the visitor data to .* failed: /),
      ]);
      const { res } = await getJson(`${server.url}/api/v1/settings`);
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keep the newest backup of each of the last 7 days and nothing else', () => {
    const names: string[] = [];
    for (let day = 1; day <= 10; day += 1) {
      for (const hour of ['03', '21']) {
        const name = `visitors-2026-11-${String(day).padStart(2, '0')}T${hour}-00-00-000Z.db`;
        writeFileSync(join(temp.dir, name), '');
        names.push(name);
      }
    }
    writeFileSync(join(temp.dir, 'before-restore-2026-11-01T00-00-00-000Z.db'), '');
    const deleted = rotateBackups(temp.dir);
    expect(deleted).toHaveLength(13);
    expect(readdirSync(temp.dir).sort()).toEqual(
      [
        'before-restore-2026-11-01T00-00-00-000Z.db',
        ...[4, 5, 6, 7, 8, 9, 10].map(
          (day) => `visitors-2026-11-${String(day).padStart(2, '0')}T21-00-00-000Z.db`,
        ),
      ].sort(),
    );
  });
});

describe('pnpm db:backup and pnpm db:restore', () => {
  it('take a backup of a running server and put it back, keeping the replaced data', async () => {
    const first = await startServer({ port: 0, databasePath: dbPath, trustProxy: 1 });
    await visit(first, 'Pesan pertama.');
    // Online: the server is running and keeps its file open.
    const backup = await runScript(['db:backup'], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .*klinik-visitors\.db to .*visitors-[\dT-]+Z\.db$/m);
    const views = await viewsServed(first);
    await visit(first, 'Pesan kedua.');
    await first.close();

    const restore = await runScript(['db:restore'], env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Saved the current visitor data to .*before-restore-/);
    expect(restore.stdout).toMatch(
      /Restored .* 1 contact messages, 1 view counts, 0 bookings, 0 closures\.$/m,
    );
    expect(messagesIn(visitorPath)).toEqual(['Pesan pertama.']);
    const again = await startServer({ port: 0, databasePath: dbPath });
    try {
      expect(await viewsServed(again)).toBe(views);
    } finally {
      await again.close();
    }

    // The data the restore replaced is a backup of its own, and can be restored by name.
    const saved = readdirSync(backupDir).find((name) => name.startsWith('before-restore-'));
    expect(saved).toBeDefined();
    const back = await runScript(['db:restore', join(backupDir, saved ?? '')], env);
    expect(back.code, back.stderr).toBe(0);
    expect(messagesIn(visitorPath)).toEqual(['Pesan pertama.', 'Pesan kedua.']);
  });

  it('restore over a damaged visitor file, which is kept aside, so the server starts again', async () => {
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      trustProxy: 1,
      backups: { dir: backupDir },
    });
    await visit(server, 'Pesan yang harus kembali.');
    await server.close();
    const fd = openSync(visitorPath, 'r+');
    writeSync(fd, randomBytes(4096), 0, 4096, 0);
    closeSync(fd);
    await expect(startServer({ port: 0, databasePath: dbPath })).rejects.toThrow(/pnpm db:restore/);

    const restore = await runScript(['db:restore'], env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(
      /Moved the damaged visitor data to .*klinik-visitors\.db\.corrupt-/,
    );
    const aside = readdirSync(join(temp.dir, 'data')).filter((name) => name.includes('.corrupt-'));
    expect(aside).toHaveLength(1);

    const again = await startServer({ port: 0, databasePath: dbPath });
    try {
      expect(countRows(visitorPath, 'contact_messages')).toBe(1);
      expect(messagesIn(visitorPath)).toEqual(['Pesan yang harus kembali.']);
    } finally {
      await again.close();
    }
  });

  it('refuse a file that is not a backup, changing nothing', async () => {
    const server = await startServer({ port: 0, databasePath: dbPath, trustProxy: 1 });
    await visit(server, 'Tetap ada.');
    await server.close();
    const notBackup = join(temp.dir, 'bukan-cadangan.db');
    writeFileSync(notBackup, 'bukan basis data');
    const restore = await runScript(['db:restore', notBackup], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toMatch(/SQLITE_NOTADB/);
    expect(messagesIn(visitorPath)).toEqual(['Tetap ada.']);
    expect(existsSync(backupDir)).toBe(false);
  });
});

describe('encrypted backups (BACKUP_KEY)', () => {
  const key = 'c3'.repeat(32);
  const otherKey = Buffer.alloc(32, 9).toString('base64url');

  it('are encrypted under the key, restored with it, and refused with another or none, the live file untouched', async () => {
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      trustProxy: 1,
      backups: { dir: backupDir, key: parseBackupKey(key) },
    });
    await visit(server, 'Pesan rahasia pasien untuk cadangan.');
    await server.close();
    const [backup] = listBackups(backupDir);
    expect(backup?.path).toMatch(/visitors-[\dT-]+Z\.db\.enc$/);
    const bytes = readFileSync(backup?.path ?? '');
    expect(bytes.subarray(0, 9).toString('latin1')).toBe('KLBACKUP\u0001');
    expect(bytes.toString('latin1')).not.toContain('Pesan rahasia pasien');
    expect(bytes.toString('latin1')).not.toContain('SQLite format 3');

    // A message after the backup: the live file now differs from it.
    const again = await startServer({ port: 0, databasePath: dbPath, trustProxy: 1 });
    await visit(again, 'Pesan sesudah cadangan.');
    await again.close();
    const live = readFileSync(visitorPath);
    for (const [label, keyEnv, expected] of [
      ['another key', { BACKUP_KEY: otherKey }, /encrypted with another key than BACKUP_KEY/],
      ['no key', {}, /is encrypted: set BACKUP_KEY/],
      ['a key that is no key', { BACKUP_KEY: 'rahasia' }, /BACKUP_KEY must be 32 bytes/],
    ] as const) {
      const refused = await runScript(['db:restore'], { ...env, ...keyEnv });
      expect(refused.code, label).toBe(1);
      expect(refused.stderr, label).toMatch(expected);
      expect(readFileSync(visitorPath).equals(live), label).toBe(true);
    }
    expect(readdirSync(backupDir).some((name) => name.startsWith('before-restore-'))).toBe(false);

    const restored = await runScript(['db:restore'], { ...env, BACKUP_KEY: key });
    expect(restored.code, restored.stderr).toBe(0);
    expect(messagesIn(visitorPath)).toEqual(['Pesan rahasia pasien untuk cadangan.']);
    // The file it replaced is kept, encrypted too.
    const saved = readdirSync(backupDir).find((name) => name.startsWith('before-restore-'));
    expect(saved).toMatch(/\.db\.enc$/);
  });

  it('refuse a changed byte (the tag), changing nothing', async () => {
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      trustProxy: 1,
      backups: { dir: backupDir, key: parseBackupKey(key) },
    });
    await visit(server, 'Pesan utuh.');
    await server.close();
    const path = listBackups(backupDir)[0]?.path ?? '';
    const bytes = readFileSync(path);
    bytes[100] = (bytes[100] ?? 0) ^ 1;
    writeFileSync(path, bytes);
    const live = readFileSync(visitorPath);
    const refused = await runScript(['db:restore'], { ...env, BACKUP_KEY: key });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/does not decrypt with BACKUP_KEY/);
    expect(readFileSync(visitorPath).equals(live)).toBe(true);
  });

  it('the server says at start that backups are not encrypted only when there is no key', async () => {
    const lines: string[] = [];
    const server = await startServer({
      port: 0,
      databasePath: dbPath,
      backups: { dir: backupDir, key: parseBackupKey(key) },
      log: (line) => lines.push(line),
    });
    await server.close();
    expect(lines.filter((line) => line.includes('BACKUP_KEY'))).toEqual([]);
    expect(
      decryptBackup(listBackups(backupDir)[0]?.path ?? '', parseBackupKey(key))
        .subarray(0, 15)
        .toString(),
    ).toBe('SQLite format 3');
  });
});
