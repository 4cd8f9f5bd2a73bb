import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index';
import { asClient, postJson, tempDir, visitorDatabasePath, withConnection } from './helpers';
import { runScript, runShell } from './processes';

let temp: ReturnType<typeof tempDir>;
let env: Record<string, string>;

const sent = [
  {
    name: 'Agus Wibowo',
    email: 'agus@contoh.id',
    phone: '0812-1000-2000',
    subject: 'konsultasi',
    message: 'Pertanyaan pertama, tentang jadwal.',
  },
  {
    name: '=HYPERLINK("http://penipu.example","klik")',
    email: 'spam@contoh.id',
    phone: '0812-1000-3000',
    subject: 'lainnya',
    message: 'Baris satu, dengan "kutip".\nBaris dua.',
    website: 'http://penipu.example',
  },
  {
    name: 'Maya Sari',
    email: 'maya@contoh.id',
    phone: '0812-1000-4000',
    subject: 'booking',
    message: 'Pesan terakhir, sudah terkirim.',
  },
];

beforeAll(async () => {
  temp = tempDir('messages');
  const databasePath = join(temp.dir, 'klinik.db');
  env = { DATABASE_PATH: databasePath };
  const server = await startServer({ port: 0, databasePath, trustProxy: 1 });
  try {
    for (const [i, message] of sent.entries()) {
      const { res } = await postJson(`${server.url}/api/v1/contact-messages`, message, asClient(i));
      expect(res.status).toBe(201);
    }
  } finally {
    await server.close();
  }
  // As the outbox leaves them: the last one delivered, the first one tried once.
  withConnection(visitorDatabasePath(databasePath), (db) => {
    db.prepare("UPDATE contact_messages SET status = 'sent', attempts = 1 WHERE id = 3").run();
    db.prepare(
      "UPDATE contact_messages SET attempts = 1, last_error = 'ECONNREFUSED' WHERE id = 1",
    ).run();
  });
});

afterAll(() => {
  temp.cleanup();
});

describe('pnpm messages', () => {
  it('lists every message newest first, with its status', async () => {
    const { code, stdout, stderr } = await runScript(['messages'], env);
    expect(code, stderr).toBe(0);
    const headings = stdout.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      expect.stringMatching(/^#3 · \d{4}-\d\d-\d\d \d\d:\d\d WIB · terkirim · Booking Janji Temu$/),
      expect.stringMatching(/^#2 · .* · spam \(honeypot\) · Lainnya$/),
      expect.stringMatching(
        /^#1 · .* · menunggu dikirim \(1 percobaan gagal: ECONNREFUSED\) · Konsultasi Umum$/,
      ),
    ]);
    expect(stdout).toContain(
      'Maya Sari <maya@contoh.id> · 0812-1000-4000\n  Pesan terakhir, sudah terkirim.',
    );
    expect(stdout).toContain('  Baris satu, dengan "kutip".\n  Baris dua.');
    expect(stdout.trim().split('\n').at(-1)).toBe(
      '3 pesan: 1 terkirim, 1 spam (honeypot), 1 menunggu dikirim',
    );
  });

  it('shows control characters of a stored message as \ufffd, never raw to the terminal', async () => {
    const visitorPath = visitorDatabasePath(env.DATABASE_PATH ?? '');
    withConnection(visitorPath, (db) =>
      db
        .prepare('UPDATE contact_messages SET message = ? WHERE id = 1')
        .run('Awal\u009b31mmerah\u001b[2Jhapus'),
    );
    try {
      const { stdout } = await runScript(['messages'], env);
      expect(stdout).toContain('  Awal\ufffd31mmerah\ufffd[2Jhapus');
      expect(stdout).not.toContain('\u001b');
      expect(stdout).not.toContain('\u009b');
    } finally {
      withConnection(visitorPath, (db) =>
        db.prepare('UPDATE contact_messages SET message = ? WHERE id = 1').run(sent[0]?.message),
      );
    }
  });

  it('exports CSV with --csv: a header, newest first, quoted where needed, no formulas', async () => {
    const { code, stdout } = await runScript(['messages', '--csv'], env);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,dikirim,status,subjek,nama,email,telepon,pesan');
    expect(lines[1]).toMatch(
      /^3,\d{4}-\d\d-\d\d \d\d:\d\d WIB,terkirim,Booking Janji Temu,Maya Sari,maya@contoh.id,0812-1000-4000,"Pesan terakhir, sudah terkirim."$/,
    );
    // A name that a spreadsheet would run is written as text, its quotes doubled.
    expect(stdout).toContain(
      `,"'=HYPERLINK(""http://penipu.example"",""klik"")",spam@contoh.id,0812-1000-3000,"Baris satu, dengan ""kutip"".\nBaris dua."\r\n`,
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(5);
  });

  it('refuses an unknown option', async () => {
    const { code, stderr } = await runScript(['messages', '--json'], env);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: pnpm messages [--csv]');
  });

  it('stops quietly, exit 0, when its reader closes the pipe (`pnpm messages | head`)', async () => {
    // More than a pipe holds (64 KB), so that the closed pipe is written to.
    withConnection(visitorDatabasePath(env.DATABASE_PATH ?? ''), (db) => {
      const insert = db.prepare(
        `INSERT INTO contact_messages (name, email, phone, subject, message, created_at, client, fingerprint)
         VALUES ('Pengirim', 'p@contoh.id', '081234567890', 'lainnya', ?, '2026-01-01T00:00:00.000Z', 'klien', ?)`,
      );
      for (let index = 0; index < 400; index += 1)
        insert.run('Isi pesan. '.repeat(40), `isi-${index}`);
    });
    const { code, stdout, stderr } = await runShell(
      'pnpm --silent messages | head -n 3; exit "${PIPESTATUS[0]}"',
      env,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')).toHaveLength(4);
  });
});
