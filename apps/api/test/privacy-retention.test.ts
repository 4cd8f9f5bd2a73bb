import { join } from 'node:path';
import { apiPaths, privacyRules, staffApiPaths } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStores } from '../src/data/stores';
import { openDatabase } from '../src/storage/database';
import {
  tempDir,
  testStaffKey,
  until,
  visitorDatabasePath,
  visitorMigrationsBefore,
} from './helpers';
import { runScript } from './processes';
import {
  bookOnline,
  call,
  captureConsole,
  deskServer,
  staffAccount,
  type Signed,
} from './staff-helpers';

/*
 * Retention that runs itself, on the server's clock (the tests move it): the daily task erases
 * what is due with the same erasure and writes how many on the log; `pnpm privacy due` and
 * `affected`; an erasure and a retention run at once (one wins, nothing half-erased); and the
 * migration that keeps every row and gives the old ones the consent in force then.
 */

const desk = deskServer('privacy-retention');
let admin: Signed;
const day = 24 * 3600_000;

beforeAll(async () => {
  await desk.start({ retentionIntervalMs: 50 });
  admin = await staffAccount(desk, 'admin');
});
afterAll(() => desk.stop());

const marker = privacyRules.erasedMarker;
const bookingRow = (code: string) =>
  desk.db
    .prepare<
      [string],
      { name: string; phone: string; email: string | null; erased_at: string | null }
    >('SELECT name, phone, email, erased_at FROM visitors.bookings WHERE code = ?')
    .get(code);
const messageRow = (id: number) =>
  desk.db
    .prepare<[number], { name: string; message: string; erased_at: string | null }>(
      'SELECT name, message, erased_at FROM visitors.contact_messages WHERE id = ?',
    )
    .get(id);

async function message(name: string, phone: string): Promise<number> {
  const { res, body } = await call(desk, apiPaths.contactMessage(), {
    method: 'POST',
    client: desk.newClient(),
    body: { name, email: 'retensi@contoh.id', phone, subject: 'lainnya', message: `Pesan ${name}` },
  });
  expect(res.status).toBe(201);
  return (body.data as { id: number }).id;
}

describe('the retention task', () => {
  it('erases each kind when its period ends, on the server’s clock, and logs how many', async () => {
    // An old log row (older than 24 months by any clock) the run deletes.
    desk.db
      .prepare(
        "INSERT INTO visitors.staff_log (at, actor, action) VALUES ('2024-01-02T00:00:00.000Z', 'cli', 'account_add')",
      )
      .run();
    const kept = await bookOnline(desk, { name: 'Budi Tetap', time: '09:00' });
    const cancelled = await bookOnline(desk, { name: 'Citra Batal', time: '11:00' });
    expect(
      (await call(desk, apiPaths.cancelBooking(cancelled.manage_token), { method: 'POST' })).res
        .status,
    ).toBe(200);
    const messageId = await message('Dewi Retensi', '0812-9000-1111');
    const request = await call(desk, apiPaths.dataRequest(), {
      method: 'POST',
      client: desk.newClient(),
      body: { kind: 'access', contact: 'eko@contoh.id', name: 'Eko Retensi', consent: true },
    });
    const requestId = (request.body.data as { id: number }).id;
    await until(
      () =>
        desk.db
          .prepare("SELECT count(*) FROM visitors.staff_log WHERE at < '2025-01-01'")
          .pluck()
          .get() === 0,
    );
    expect(bookingRow(cancelled.code)?.erased_at).toBeNull();

    // 30 days and a bit after the cancellation: only the cancelled booking's details go.
    desk.now += 31 * day;
    await until(() => bookingRow(cancelled.code)?.erased_at !== null);
    expect(bookingRow(cancelled.code)).toMatchObject({
      name: marker,
      phone: marker,
      email: marker,
    });
    expect(bookingRow(kept.code)?.name).toBe('Budi Tetap');
    expect(messageRow(messageId)?.name).toBe('Dewi Retensi');

    // 12 months after the visit (and the message): both go; the request stays for 24 months.
    desk.now = Date.parse('2027-12-02T01:00:00Z');
    await until(
      () => bookingRow(kept.code)?.erased_at !== null && messageRow(messageId)?.erased_at !== null,
    );
    expect(messageRow(messageId)).toMatchObject({ name: marker, message: marker });
    const requestName = desk.db
      .prepare('SELECT name FROM visitors.data_requests WHERE id = ?')
      .pluck()
      .get(requestId);
    expect(requestName).toBe('Eko Retensi');
    const runs = desk.db
      .prepare<[], { actor: string | null; detail: string }>(
        "SELECT actor, detail FROM visitors.staff_log WHERE action = 'retention_run' ORDER BY id",
      )
      .all();
    expect(runs[0]?.actor).toBeNull();
    expect(runs[0]?.detail).toMatch(
      /^janji temu: 0, pesan: 0, permintaan: 0, baris log: 1 \(\d+\.\d\d s\)$/,
    );
    expect(runs.map((run) => run.detail.replace(/ \(.*\)$/, ''))).toContain(
      'janji temu: 1, pesan: 0, permintaan: 0, baris log: 0',
    );
    // The booking still holds its day, branch and time: the books stay straight.
    const row = desk.db
      .prepare('SELECT branch, start_at, status FROM visitors.bookings WHERE code = ?')
      .get(kept.code);
    expect(row).toEqual({
      branch: 'kiaracondong',
      start_at: '2026-12-01T02:00:00.000Z',
      status: 'confirmed',
    });
    desk.now = Date.parse('2026-11-30T01:00:00Z');
  });
});

describe('pnpm privacy', () => {
  // From here on a server whose task waits its minute: a run begun on the moved clock above
  // (every 50 ms, each on a thread of its own) must not erase what these tests make.
  beforeAll(async () => {
    await desk.stop();
    await desk.start();
    admin = await staffAccount(desk, 'admin');
  });

  it('due lists what the next run erases; affected lists who had data in a window', async () => {
    const booked = await bookOnline(desk, { name: 'Fajar Dicatat', time: '13:00' });
    const env = { DATABASE_PATH: join(desk.dir, 'klinik.db') };
    const due = await runScript(['privacy', 'due', '--at', '2027-12-05T00:00:00Z'], env);
    expect(due.code, due.stderr).toBe(0);
    expect(due.stdout).toMatch(/- 1 bookings' contact details/);
    expect(due.stdout).toContain(booked.code);
    const affected = await runScript(
      ['privacy', 'affected', '--from', '2026-11-01', '--to', '2026-11-30', '--csv'],
      env,
    );
    expect(affected.code, affected.stderr).toBe(0);
    expect(affected.stdout.split('\r\n')[0]).toBe(
      'record,key,name,phone,email,stored_at,erased_at',
    );
    expect(affected.stdout).toContain(`booking,${booked.code},Fajar Dicatat`);
  });
});

describe('an erasure while the retention task runs', () => {
  it('one transaction wins; the other waits or finds nothing; nothing is half-erased', async () => {
    const booked = await bookOnline(desk, {
      name: 'Gita Bersamaan',
      phone: '0812-5555-0001',
      email: 'gita@contoh.id',
      complaint: 'nyeri bahu',
      time: '15:00',
    });
    expect(
      (await call(desk, apiPaths.cancelBooking(booked.manage_token), { method: 'POST' })).res
        .status,
    ).toBe(200);
    const messageId = await message('Gita Bersamaan', '0812-5555-0001');
    // The cancelled booking is due (30 days), the message not yet (12 months).
    const later = new Date(Date.parse('2027-01-15T00:00:00Z'));
    // Two connections of their own, as a second process would have.
    const a = openDatabase(join(desk.dir, 'klinik.db'), { warn: () => undefined });
    const b = openDatabase(join(desk.dir, 'klinik.db'), { warn: () => undefined });
    b.pragma('busy_timeout = 0');
    try {
      const storesA = createStores(a, { key: testStaffKey });
      const storesB = createStores(b, { key: testStaffKey });
      const key = { kind: 'phone', key: '6281255550001' } as const;
      a.exec('BEGIN IMMEDIATE');
      const batch = storesA.privacy.retentionBatch(later, 200);
      expect(batch.bookings).toBeGreaterThan(0);
      // The admin's erasure meanwhile: refused at once, nothing written.
      expect(() =>
        storesB.privacy.transaction(() => storesB.privacy.erasePerson(key, later)),
      ).toThrow(/locked|busy/i);
      expect(bookingRow(booked.code)?.name).toBe('Gita Bersamaan');
      a.exec('COMMIT');
      // Then it runs, and finds only what the retention run left (the message is younger).
      const erased = storesB.privacy.transaction(() => storesB.privacy.erasePerson(key, later));
      expect(erased.bookings).toEqual([]);
      expect(erased.messages).toEqual([messageId]);
    } finally {
      a.close();
      b.close();
    }
    const full = desk.db
      .prepare('SELECT name, phone, email, complaint FROM visitors.bookings WHERE code = ?')
      .get(booked.code);
    expect(full).toEqual({ name: marker, phone: marker, email: marker, complaint: marker });
  });

  it('an erasure that fails half-way changes nothing', async () => {
    const booked = await bookOnline(desk, {
      name: 'Hana Gagal',
      phone: '0812-5555-0002',
      email: 'hana@contoh.id',
      time: '16:00',
    });
    const messageId = await message('Hana Gagal', '0812-5555-0002');
    // The message's step, after the booking's, fails.
    desk.db
      .exec(`CREATE TRIGGER visitors.fail_erasure BEFORE UPDATE OF erased_at ON contact_messages
      BEGIN SELECT RAISE(ABORT, 'disk failed'); END`);
    const output = captureConsole();
    try {
      const { res } = await call(desk, staffApiPaths.privacyErase(), {
        method: 'POST',
        cookie: admin.cookie,
        client: admin.client,
        body: { q: '0812-5555-0002' },
      });
      expect(res.status).toBe(500);
    } finally {
      output.restore();
      desk.db.exec('DROP TRIGGER visitors.fail_erasure');
    }
    expect(output.lines.join('\n')).toMatch(/privacy\/erase failed: SqliteError: disk failed/);
    expect(bookingRow(booked.code)).toMatchObject({ name: 'Hana Gagal', erased_at: null });
    expect(messageRow(messageId)).toMatchObject({ name: 'Hana Gagal', erased_at: null });
  });
});

describe('the migration of the visitor file', () => {
  it('keeps every row and gives the old ones the consent in force before', () => {
    const temp = tempDir('privacy-migration');
    try {
      const before = visitorMigrationsBefore(temp.dir, '0004');
      const path = join(temp.dir, 'klinik.db');
      openDatabase(path, { visitorMigrationsDir: before, warn: () => undefined }).close();
      const old = new Database(visitorDatabasePath(path));
      old.exec(`INSERT INTO contact_messages (name, email, phone, subject, message, created_at,
          fingerprint) VALUES ('Lama', 'lama@contoh.id', '+62 812-3456 7890', 'lainnya', 'Pesan lama',
          '2026-01-05T00:00:00.000Z', 'x');
        INSERT INTO bookings (code, token_hash, branch, service, start_at, end_at, name, phone,
          phone_key, created_at) VALUES ('AAAA-BBBB', '${'a'.repeat(64)}', 'kiaracondong',
          'pediatric', '2026-02-01T02:00:00.000Z', '2026-02-01T03:00:00.000Z', 'Lama',
          '081234567890', '6281234567890', '2026-01-05T00:00:00.000Z');
        INSERT INTO staff_log (at, actor, action) VALUES ('2026-01-05T00:00:00.000Z', 'cli', 'account_add');`);
      old.close();
      const db = openDatabase(path, { warn: () => undefined });
      try {
        expect(
          db
            .prepare('SELECT consent_version, consent_at, phone_key FROM visitors.contact_messages')
            .get(),
        ).toEqual({
          consent_version: 1,
          consent_at: '2026-01-05T00:00:00.000Z',
          phone_key: '6281234567890',
        });
        expect(db.prepare('SELECT consent_version, name FROM visitors.bookings').get()).toEqual({
          consent_version: 1,
          name: 'Lama',
        });
        expect(db.prepare('SELECT count(*) FROM visitors.staff_log').pluck().get()).toBe(1);
        expect(() => db.exec('UPDATE visitors.staff_log SET actor = NULL')).toThrow(/append-only/);
      } finally {
        db.close();
      }
    } finally {
      temp.cleanup();
    }
  });
});
