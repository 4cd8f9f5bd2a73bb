import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { privacyRules, staffApiPaths, staffLogActions, type StaffLogRow } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErasure } from '../src/data/privacy';
import { restoreVisitorData } from '../src/data/restore';
import { backupVisitorData } from '../src/storage/backup';
import { openDatabase } from '../src/storage/database';
import { decryptBackup, parseBackupKey } from '../src/storage/backup-crypto';
import { tempDir, visitorDatabasePath, visitorMigrationsBefore } from './helpers';
import {
  bookOnline,
  call,
  deskServer,
  sendMessageAndRequest,
  staffAccount,
  type Signed,
} from './staff-helpers';

/*
 * A restore does not bring back what was erased since its backup was taken: on a real server
 * and its real files, a person's booking, message and request are backed up, erased by an
 * admin, and the backup restored beside the running server, as `pnpm db:restore` does.
 */

const desk = deskServer('privacy-restore');
let admin: Signed;

beforeAll(async () => {
  await desk.start();
  admin = await staffAccount(desk, 'admin');
});
afterAll(() => desk.stop());

const who = {
  name: 'Ratna Sekarwangi Puspitasari',
  phone: '0813-6060-4242',
  email: 'ratna.sekarwangi@contoh.id',
  complaint: 'nyeri bahu setelah dislokasi, kontrol pasca operasi Bankart',
  message: 'Apakah terapi bahu pasca Bankart bisa dua kali seminggu?',
};
const values = Object.values(who);
const asAdmin = (path: string, more: Parameters<typeof call>[2] = {}) =>
  call(desk, path, { cookie: admin.cookie, client: admin.client, ...more });

describe('a restore after an erasure', () => {
  it('erases again, before the copy is in place, what the current file holds as erased, and logs no value', async () => {
    const booking = await bookOnline(desk, { ...who });
    const requestId = await sendMessageAndRequest(desk, who);

    // The night's backup holds them all; then the person asks, and the admin erases.
    const key = parseBackupKey('cd'.repeat(32));
    const backupDir = join(desk.dir, 'backups');
    const taken = await backupVisitorData(desk.db, backupDir, { key, now: new Date(desk.now) });
    expect(decryptBackup(taken, key).toString('latin1')).toContain(who.complaint);
    for (const body of [{ q: who.phone }, { q: who.email, request_id: requestId }]) {
      const { res } = await asAdmin(staffApiPaths.privacyErase(), { method: 'POST', body });
      expect(res.status).toBe(200);
    }

    // The file is lost a day later; the backup goes back in place beside the running server.
    const visitorFile = visitorDatabasePath(join(desk.dir, 'klinik.db'));
    const report = await restoreVisitorData({
      visitorPath: visitorFile,
      backupDir,
      file: taken,
      key,
      now: new Date(desk.now),
    });
    expect(report.erasedAgain).toEqual({ bookings: 1, messages: 1, requests: 1 });
    expect(report.savedCurrent).toBeDefined();

    // No copy in the file put in place or its WAL; the backup itself is as it was.
    const raw = [readFileSync(visitorFile)];
    if (existsSync(`${visitorFile}-wal`)) raw.push(readFileSync(`${visitorFile}-wal`));
    for (const bytes of raw) {
      for (const value of values) expect(bytes.toString('latin1')).not.toContain(value);
    }
    expect(decryptBackup(taken, key).toString('latin1')).toContain(who.complaint);

    // The server reads the restored file: the booking's link is gone, the rows hold the marker.
    const link = await call(desk, `/v1/bookings/${booking.manage_token}`);
    expect(link.res.status).toBe(410);
    const row = desk.db
      .prepare<[string], { name: string; complaint: string }>(
        'SELECT name, complaint FROM visitors.bookings WHERE code = ?',
      )
      .get(booking.code);
    expect(row).toEqual({ name: privacyRules.erasedMarker, complaint: privacyRules.erasedMarker });
    const last = desk.db
      .prepare<[], StaffLogRow>('SELECT * FROM visitors.staff_log ORDER BY id DESC LIMIT 1')
      .get();
    expect(last).toMatchObject({
      actor: null,
      action: 'privacy_erase',
      detail: 'dihapus lagi saat memulihkan cadangan: janji temu: 1, pesan: 1, permintaan: 1',
    });
    expect(staffLogActions[last?.action ?? 'privacy_erase']).toBe('Menghapus data pribadi');

    // Undone with the copy taken just before (erased already there): nothing to erase again.
    const undone = await restoreVisitorData({
      visitorPath: visitorFile,
      backupDir,
      file: report.savedCurrent,
      key,
      now: new Date(desk.now),
    });
    expect(undone.erasedAgain).toEqual({ bookings: 0, messages: 0, requests: 0 });
    expect((await call(desk, `/v1/bookings/${booking.manage_token}`)).res.status).toBe(410);
  });
});

describe('a backup from before erasure existed', () => {
  it('gets the visitor file’s newer columns first, then the erasures made since', async () => {
    const temp = tempDir('privacy-restore-old');
    try {
      // The site before the privacy release: its migrations only, one booking, a night's backup.
      const before = visitorMigrationsBefore(temp.dir, '0005');
      const path = join(temp.dir, 'klinik.db');
      const visitorFile = visitorDatabasePath(path);
      const backupDir = join(temp.dir, 'backups');
      openDatabase(path, { visitorMigrationsDir: before, warn: () => undefined }).close();
      const old = new Database(visitorFile);
      old.exec(`INSERT INTO bookings (code, token_hash, branch, service, start_at, end_at, name,
          phone, phone_key, complaint, created_at) VALUES ('AAAA-BBBB', '${'a'.repeat(64)}',
          'kiaracondong', 'pediatric', '2026-02-01T02:00:00.000Z', '2026-02-01T03:00:00.000Z',
          'Lama Sekali', '081234567890', '6281234567890', 'nyeri pinggang kronis',
          '2026-01-05T00:00:00.000Z')`);
      const oldBackup = await backupVisitorData(old, backupDir, {
        schema: 'main',
        now: new Date('2026-11-01T00:00:00Z'),
      });
      old.close();
      // Upgraded (every migration at the start), then the booking erased.
      const db = openDatabase(path, { warn: () => undefined });
      try {
        const row = db
          .prepare<[], { id: number; code: string }>('SELECT id, code FROM visitors.bookings')
          .get();
        expect(row).toBeDefined();
        if (row) {
          db.transaction(() =>
            createErasure(db).eraseRows(
              { bookings: [row], messages: [], requests: [] },
              new Date(),
            ),
          )();
        }
      } finally {
        db.close();
      }

      const report = await restoreVisitorData({
        visitorPath: visitorFile,
        backupDir,
        file: oldBackup,
      });
      expect(report.erasedAgain).toEqual({ bookings: 1, messages: 0, requests: 0 });
      const restored = new Database(visitorFile, { readonly: true });
      try {
        expect(
          restored
            .prepare('SELECT name, complaint, erased_at IS NOT NULL AS erased FROM bookings')
            .get(),
        ).toEqual({
          name: privacyRules.erasedMarker,
          complaint: privacyRules.erasedMarker,
          erased: 1,
        });
      } finally {
        restored.close();
      }
      expect(readFileSync(visitorFile).toString('latin1')).not.toContain('nyeri pinggang kronis');
    } finally {
      temp.cleanup();
    }
  });
});
