import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request, type Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createStaffKey } from '../src/auth/staff-key';
import { defaultVisitorMigrationsDir, visitorDatabasePath } from '../src/config';
import { createStores, type Stores } from '../src/data/stores';
import { startServer, type RunningServer, type StartServerOptions } from '../src/server';
import { openDatabase } from '../src/storage/database';
import type { Db } from '../src/storage/sqlite';

export { visitorDatabasePath };

/** A staff key for the tests' stores (the server's own is the key file beside its data). */
export const testStaffKey = createStaffKey(Buffer.alloc(32, 7));

/** A fresh folder under the OS temp dir, removed by the returned cleanup. */
/**
 * The visitor file's migrations before `first` (a file name such as '0005'), copied into a folder
 * of `dir`, for a file as an older release left it (`openDatabase`'s `visitorMigrationsDir`).
 */
export function visitorMigrationsBefore(dir: string, first: string): string {
  const before = join(dir, 'migrations');
  mkdirSync(before);
  for (const name of readdirSync(defaultVisitorMigrationsDir).filter((n) => n < first)) {
    copyFileSync(join(defaultVisitorMigrationsDir, name), join(before, name));
  }
  return before;
}

export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `klinik-api-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh temporary folder for each test of a file, with the paths of the content file and the
 * visitor data file in it (neither made yet). Read its fields inside tests.
 */
export function dataFolderPerTest(prefix: string) {
  let temp: ReturnType<typeof tempDir> | undefined;
  beforeEach(() => {
    temp = tempDir(prefix);
  });
  afterEach(() => {
    temp?.cleanup();
  });
  const dir = () => {
    if (!temp) throw new Error('The test folder exists only inside a test');
    return temp.dir;
  };
  return {
    get dir() {
      return dir();
    },
    get databasePath() {
      return join(dir(), 'klinik.db');
    },
    get visitorPath() {
      return visitorDatabasePath(join(dir(), 'klinik.db'));
    },
  };
}

/**
 * A real server on a fresh temporary content file for the tests of one file: started before
 * them, closed and removed after. Read its fields inside tests (they exist from beforeAll on).
 */
export function serverForTests(
  prefix: string,
  options: Omit<StartServerOptions, 'port' | 'databasePath'> = {},
) {
  let server: RunningServer | undefined;
  let temp: ReturnType<typeof tempDir> | undefined;
  const running = () => {
    if (!server || !temp) throw new Error('The test server is not running');
    return { server, temp };
  };
  beforeAll(async () => {
    temp = tempDir(prefix);
    server = await startServer({ port: 0, databasePath: join(temp.dir, 'klinik.db'), ...options });
  });
  afterAll(async () => {
    await server?.close();
    temp?.cleanup();
  });
  return {
    get url() {
      return running().server.url;
    },
    get databasePath() {
      return join(running().temp.dir, 'klinik.db');
    },
    /** A URL under /api/v1. */
    api: (path: string) => `${running().server.url}/api/v1${path}`,
  };
}

/**
 * The two files as the server opens them (migrated, seeded), on a fresh temporary folder, and
 * their stores, for the tests of one file that call a data unit without HTTP. Before each test
 * the bookings, their mails and the clinic's closures are emptied. Read the fields inside tests.
 */
export function storesForTests(prefix: string) {
  let opened: { db: Db; stores: Stores; temp: ReturnType<typeof tempDir> } | undefined;
  const current = () => {
    if (!opened) throw new Error('The test files are not open');
    return opened;
  };
  beforeAll(() => {
    const temp = tempDir(prefix);
    const db = openDatabase(join(temp.dir, 'klinik.db'), { warn: () => undefined });
    opened = { db, stores: createStores(db, { key: testStaffKey }), temp };
  });
  beforeEach(() => {
    current().db.exec(
      `DELETE FROM visitors.booking_mails; DELETE FROM visitors.booking_events;
       DELETE FROM visitors.booking_notes; DELETE FROM visitors.bookings;
       DELETE FROM visitors.branch_closures`,
    );
  });
  afterAll(() => {
    opened?.db.close();
    opened?.temp.cleanup();
  });
  return {
    get db() {
      return current().db;
    },
    get stores() {
      return current().stores;
    },
  };
}

let bookingForms = 0;
/** A booking form, every field valid, with a WhatsApp number of its own unless one is given. */
export function bookingForm(values: Record<string, unknown> = {}): Record<string, unknown> {
  bookingForms += 1;
  return {
    branch: 'kiaracondong',
    service: 'pediatric',
    date: '2026-12-01',
    time: '10:00',
    name: 'Sari Wulandari',
    phone: `0813-${String(1000_0000 + bookingForms)}`,
    email: 'sari@contoh.id',
    complaint: 'Anak saya berjalan jinjit.',
    consent: true,
    ...values,
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawBytesResponse extends Omit<RawResponse, 'body'> {
  /** As sent: still compressed when Content-Encoding says so. */
  body: Buffer;
}

/**
 * A request with the path sent byte for byte and the body left as it arrives. fetch() normalises
 * '..' and '%2e%2e' before sending, so traversal attempts must go through node:http to reach the
 * server as an attacker sends them; and fetch() decompresses, hiding the bytes on the wire.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<RawBytesResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GET with the path sent byte for byte, the body read as text. */
export async function rawGet(baseUrl: string, path: string): Promise<RawResponse> {
  const res = await rawRequest(baseUrl, path);
  return { ...res, body: res.body.toString('utf8') };
}

export async function getJson(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const body: unknown = await res.json();
  return { res, body };
}

/** Rows in a table, through a separate read-only connection, as an observer outside the app. */
export function countRows(databasePath: string, table: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0;
  } finally {
    db.close();
  }
}

/** Runs `write` on a second connection, as an editor or script outside the API would. */
export function withConnection<T>(databasePath: string, write: (db: Database.Database) => T): T {
  const db = new Database(databasePath);
  try {
    return write(db);
  } finally {
    db.close();
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The X-Forwarded-For of client number `n` (0 to 131,071), for a server started with
 * trustProxy: 1, so one test process can act as many clients. The addresses are of the
 * benchmarking range 198.18.0.0/15 and only ever written into this header.
 */
export function asClient(n: number): Record<string, string> {
  return { 'X-Forwarded-For': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}` };
}

/**
 * Moves stored contact messages `minutes` into the past, through a second connection: how a
 * test lets a limit's window pass without waiting for it.
 */
export function ageMessages(visitorPath: string, minutes: number, where = '1 = 1'): void {
  withConnection(visitorPath, (db) =>
    db
      .prepare(
        `UPDATE contact_messages SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, ?) WHERE ${where}`,
      )
      .run(`-${minutes} minutes`),
  );
}

/** Polls `done` until it holds; fails after `limitMs` (a bound on a wait, never a speed check). */
export async function until(done: () => boolean, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('The condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * What one visitor leaves behind: a contact message and a counted view of `slug`, sent as client
 * `client` to a server started with trustProxy: 1.
 */
export async function visitAs(
  baseUrl: string,
  client: number,
  message: Record<string, unknown>,
  slug: string,
): Promise<void> {
  const { res } = await postJson(`${baseUrl}/api/v1/contact-messages`, message, asClient(client));
  if (res.status !== 201) throw new Error(`The message was answered ${res.status}`);
  const view = await fetch(`${baseUrl}/api/v1/articles/${slug}/view`, {
    method: 'POST',
    headers: asClient(client),
  });
  if (view.status !== 200) throw new Error(`The view was answered ${view.status}`);
}
