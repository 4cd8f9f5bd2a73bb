import { join } from 'node:path';
import {
  apiPaths,
  bookingMessages,
  type ApiCreated,
  type ApiSuccess,
  type BookingCreated,
  type BookingTimes,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import {
  asClient,
  countRows,
  getJson,
  postJson,
  tempDir,
  visitorDatabasePath,
  withConnection,
} from './helpers';
import { runScript } from './processes';

let temp: ReturnType<typeof tempDir>;
let server: RunningServer;
let env: Record<string, string>;
let visitorPath: string;
/** Two open days ahead (the commands run on the real clock, so the server does too). */
let days: string[];
const made: BookingCreated[] = [];

async function book(branch: string, date: string, time: string, client: number, email?: string) {
  const { res, body } = await postJson(
    `${server.url}/api${apiPaths.createBooking()}`,
    {
      branch,
      service: 'geriatric',
      date,
      time,
      name: client === 1 ? '=HYPERLINK("http://penipu.example")' : `Pasien ${client}`,
      phone: `0856-${String(3000_0000 + client)}`,
      ...(email ? { email } : {}),
      complaint: 'Nyeri pinggang, "kambuh" lagi.',
      consent: true,
    },
    asClient(client),
  );
  expect(res.status, JSON.stringify(body)).toBe(201);
  made.push((body as ApiCreated<BookingCreated>).data);
}

const timesOf = async (branch: string, date?: string) =>
  (
    (
      await getJson(
        `${server.url}/api${apiPaths.bookingTimes({ branch: branch as 'kiaracondong', service: 'geriatric', ...(date ? { date } : {}) })}`,
      )
    ).body as ApiSuccess<BookingTimes>
  ).data;

beforeAll(async () => {
  temp = tempDir('booking-commands');
  const databasePath = join(temp.dir, 'klinik.db');
  visitorPath = visitorDatabasePath(databasePath);
  env = { DATABASE_PATH: databasePath, BACKUP_DIR: join(temp.dir, 'backups') };
  server = await startServer({ port: 0, databasePath, trustProxy: 1, log: () => undefined });
  days = (await timesOf('kiaracondong')).dates
    .slice(1)
    .filter((day) => !day.closed)
    .map((day) => day.date)
    .slice(0, 2);
  const [first = '', second = ''] = days;
  await book('kiaracondong', first, '13:00', 1, 'pasien1@contoh.id');
  await book('mhorfitness', first, '14:00', 2);
  await book('kiaracondong', second, '13:00', 3);
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

describe('pnpm bookings', () => {
  it('lists every booking newest first, with status, and filters by date and branch', async () => {
    const { code, stdout, stderr } = await runScript(['bookings'], env);
    expect(code, stderr).toBe(0);
    const headings = stdout.split('\n').filter((line) => /^[2-9A-Z]{4}-/.test(line));
    expect(headings.map((line) => line.slice(0, 9))).toEqual(made.map((b) => b.code).reverse());
    expect(headings[0]).toMatch(
      /pukul 13\.00 · Kiaracondong · Fisioterapi Geriatri · terkonfirmasi$/,
    );
    expect(stdout.trim().split('\n').at(-1)).toBe('3 janji temu: 3 terkonfirmasi, 0 dibatalkan');

    const filtered = await runScript(
      ['bookings', '--date', days[0] ?? '', '--branch', 'mhorfitness'],
      env,
    );
    expect(filtered.stdout).toContain(made[1]?.code);
    expect(filtered.stdout).not.toContain(made[0]?.code);
    expect(filtered.stdout.trim().split('\n').at(-1)).toBe(
      '1 janji temu: 1 terkonfirmasi, 0 dibatalkan',
    );
  });

  it('exports CSV with --csv, no formulas', async () => {
    const { code, stdout } = await runScript(['bookings', '--csv'], env);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('kode,jadwal,cabang,layanan,status,nama,whatsapp,email,keluhan,dibuat');
    expect(lines).toHaveLength(5);
    expect(stdout).toContain(
      `${made[0]?.code},${days[0]} 13:00 WIB,Kiaracondong,Fisioterapi Geriatri,terkonfirmasi,"'=HYPERLINK(""http://penipu.example"")",0856-30000001,pasien1@contoh.id,"Nyeri pinggang, ""kambuh"" lagi.",`,
    );
  });

  it('refuses an unknown branch', async () => {
    const { code, stderr } = await runScript(['bookings', '--branch', 'jakarta'], env);
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown branch: jakarta');
  });

  it('cancels by the code as typed, on the clinic’s behalf: the time is free, the patient is mailed', async () => {
    const booking = made[0];
    if (!booking) throw new Error('No booking');
    const typed = booking.code.toLowerCase().replace('-', ' ');
    const { code, stdout, stderr } = await runScript(['bookings', 'cancel', typed], env);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`Dibatalkan: ${booking.code}`);
    expect(stdout).toContain('pasien1@contoh.id');
    const free = (await timesOf('kiaracondong', booking.date)).times.find(
      (t) => t.time === '13:00',
    );
    expect(free?.free).toBe(true);
    const mails = withConnection(visitorPath, (db) =>
      db
        .prepare<[], { recipient: string; to_address: string | null }>(
          "SELECT recipient, to_address FROM booking_mails WHERE kind = 'cancelled'",
        )
        .all(),
    );
    expect(mails).toEqual([
      { recipient: 'clinic', to_address: 'info@geraksehat.id' },
      { recipient: 'visitor', to_address: 'pasien1@contoh.id' },
    ]);
    const again = await runScript(['bookings', 'cancel', booking.code], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(bookingMessages.alreadyCancelled);
  });
});

describe('pnpm closures', () => {
  it('adds a day the clinic closes a branch: the booking page shows it closed at once', async () => {
    const day = days[1] ?? '';
    const { code, stdout, stderr } = await runScript(
      ['closures', 'add', '--branch', 'kiaracondong', '--date', day, '--reason', 'Pelatihan staf'],
      env,
    );
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Ditambahkan: Kiaracondong tutup');
    // The booking of that day stays; the command names it.
    expect(stdout).toContain(made[2]?.code);
    const dates = (await timesOf('kiaracondong', day)).dates;
    expect(dates.find((entry) => entry.date === day)?.closed).toEqual({ reason: 'Pelatihan staf' });

    const all = ['closures', 'add', '--branch', 'all', '--date', day, '--reason', 'Listrik padam'];
    expect((await runScript(all, env)).code).toBe(0);
    const listed = await runScript(['closures'], env);
    expect(listed.stdout).toContain(`${day} · `);
    expect(listed.stdout).toContain('Kiaracondong · Pelatihan staf (klinik)');
    expect(listed.stdout).toContain('semua cabang · Listrik padam (klinik)');
    expect(listed.stdout).toMatch(/semua cabang · Kelahiran Yesus Kristus \(libur nasional\)/);
  });
});

describe('pnpm db:backup and pnpm db:restore', () => {
  it('keep the bookings and the clinic’s closures', async () => {
    const backup = await runScript(['db:backup'], env);
    expect(backup.code, backup.stderr).toBe(0);
    const before = countRows(visitorPath, 'bookings');
    withConnection(visitorPath, (db) =>
      db.exec('DELETE FROM booking_mails; DELETE FROM booking_events; DELETE FROM bookings'),
    );
    expect(countRows(visitorPath, 'bookings')).toBe(0);

    const restore = await runScript(['db:restore'], env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`${before} bookings, 2 closures.`);
    expect(countRows(visitorPath, 'bookings')).toBe(3);
    const opened = await getJson(
      `${server.url}/api${apiPaths.booking(made[1]?.manage_token ?? '')}`,
    );
    expect(opened.res.status).toBe(200);
  });
});
