import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { staffApiPaths, staffMessages, staffPagePaths } from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testArgon2 } from '../src/auth/passwords';
import { totpCodeAt } from '../src/auth/second-factor';
import { staffKeyFileName } from '../src/auth/staff-key';
import { startServer, type RunningServer } from '../src/server';
import { asClient, tempDir } from './helpers';
import { runScript } from './processes';

/*
 * `pnpm staff` (issue 36) as a person runs it: a child process on the same temporary files as a
 * running server, both on the real clock (the command has no other). The set-up links it prints
 * are used through the API, as the set-up page uses them.
 */

const siteUrl = 'https://contoh.geraksehat.id';
let temp: ReturnType<typeof tempDir>;
let server: RunningServer;
let env: Record<string, string>;
let clients = 500;

beforeAll(async () => {
  temp = tempDir('staff-commands');
  const databasePath = join(temp.dir, 'klinik.db');
  env = { DATABASE_PATH: databasePath, SITE_URL: siteUrl, BACKUP_DIR: join(temp.dir, 'backups') };
  // No staff key given: the server makes the key file beside the visitor data, and the command
  // reads the same file.
  server = await startServer({
    port: 0,
    databasePath,
    trustProxy: 1,
    siteUrl,
    argon2: testArgon2,
    log: () => undefined,
  });
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const staff = (...args: string[]) => runScript(['staff', ...args], env);

/** A call to the desk's API from the site's own page. */
async function api(path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...asClient((clients += 1)),
      Origin: siteUrl,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { res, body: (await res.json()) as { data?: unknown; message?: string } };
}

/** The set-up link a command printed: the whole address of the set-up page, and its token. */
function linkIn(stdout: string): { link: string; token: string } {
  const link = /https:\/\/\S+/.exec(stdout)?.[0] ?? '';
  const token = link.slice(`${siteUrl}${staffPagePaths.setup('')}`.length);
  expect(link).toBe(`${siteUrl}${staffPagePaths.setup(token)}`);
  return { link, token };
}

async function signIn(email: string, password: string, code?: string) {
  const answer = await api(staffApiPaths.signIn(), { email, password, ...(code ? { code } : {}) });
  return { ...answer, cookie: answer.res.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
}

const deskPassword = 'sepeda ontel tua di pagi hari';
const adminPassword = 'gunung tangkuban perahu berkabut';
let deskToken = '';
let adminSecret = '';

describe('pnpm staff', () => {
  it('add prints a one-time set-up link valid 24 hours; the person sets a password (and an admin the second factor) through it', async () => {
    const desk = await staff(
      'add',
      '--email',
      'Meja@GerakSehat.id',
      '--name',
      'Meja Depan',
      '--role',
      'desk',
      '--branch',
      'kiaracondong',
      '--branch',
      'mhorfitness',
    );
    expect(desk.code, desk.stderr).toBe(0);
    expect(desk.stdout).toMatch(
      /^Tautan pengaturan untuk meja@geraksehat\.id \(sekali pakai, berlaku sampai .+\):\n/,
    );
    deskToken = linkIn(desk.stdout).token;
    const info = await api(staffApiPaths.setupInfo(deskToken));
    expect(info.body.data).toMatchObject({
      email: 'meja@geraksehat.id',
      role: 'desk',
      second_factor: 'optional',
    });
    const done = await api(staffApiPaths.setup(deskToken), {
      password: deskPassword,
      password_repeat: deskPassword,
    });
    expect(done.res.status).toBe(200);
    expect(done.body.data).toMatchObject({
      account: { branches: ['kiaracondong', 'mhorfitness'], second_factor: false },
    });

    const admin = await staff(
      'add',
      '--email',
      'ayu@geraksehat.id',
      '--name',
      'Ayu',
      '--role',
      'admin',
    );
    expect(admin.code, admin.stderr).toBe(0);
    const { token } = linkIn(admin.stdout);
    adminSecret = (
      (await api(staffApiPaths.setupInfo(token))).body.data as { totp: { secret: string } }
    ).totp.secret;
    const withoutCode = await api(staffApiPaths.setup(token), {
      password: adminPassword,
      password_repeat: adminPassword,
    });
    expect(withoutCode.res.status).toBe(422);
    const adminDone = await api(staffApiPaths.setup(token), {
      password: adminPassword,
      password_repeat: adminPassword,
      code: totpCodeAt(adminSecret, Date.now()),
    });
    expect(adminDone.res.status).toBe(200);
    expect(adminDone.body.data).toMatchObject({ account: { second_factor: true } });

    // The staff key is the server's file beside the visitor data, readable by its owner only.
    const keyFile = join(temp.dir, staffKeyFileName);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('add refuses a taken e-mail, a desk account without a branch and any password on the command line', async () => {
    const taken = await staff(
      'add',
      '--email',
      'meja@geraksehat.id',
      '--name',
      'Lagi',
      '--role',
      'admin',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('meja@geraksehat.id: sudah ada akun dengan email ini.');
    const noBranch = await staff(
      'add',
      '--email',
      'x@geraksehat.id',
      '--name',
      'X',
      '--role',
      'desk',
    );
    expect(noBranch.code).toBe(2);
    expect(noBranch.stderr).toContain(staffMessages.branchesRequired);
    const password = await staff(
      'add',
      '--email',
      'y@geraksehat.id',
      '--name',
      'Y',
      '--role',
      'admin',
      '--password',
      'rahasia sekali kata sandinya',
    );
    expect(password.code).toBe(2);
    expect(password.stderr).toMatch(/^Usage: pnpm staff add/);
    expect((await staff('list')).stdout).not.toMatch(/[xy]@geraksehat\.id/);
  });

  it('list shows every account: role, branches, state, second factor', async () => {
    await signIn('meja@geraksehat.id', deskPassword);
    const { code, stdout } = await staff('list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^ayu@geraksehat\.id · Ayu · Admin \(semua cabang\) · aktif · 2 langkah$/,
      ),
      expect.stringMatching(
        /^meja@geraksehat\.id · Meja Depan · Resepsionis \(Kiaracondong, MhorFitness Istana Plaza\) · aktif · terakhir masuk .+$/,
      ),
      '2 akun',
    ]);
  });

  it('disable ends every session of the account at once, and it cannot sign in', async () => {
    const first = await signIn('meja@geraksehat.id', deskPassword);
    const second = await signIn('meja@geraksehat.id', deskPassword);
    for (const session of [first, second]) {
      expect((await api(staffApiPaths.me(), undefined, session.cookie)).res.status).toBe(200);
    }
    const { code, stdout } = await staff('disable', 'meja@geraksehat.id');
    expect(code).toBe(0);
    expect(stdout).toContain('Dinonaktifkan: meja@geraksehat.id; semua sesinya berakhir.');
    for (const session of [first, second]) {
      expect((await api(staffApiPaths.me(), undefined, session.cookie)).res.status).toBe(401);
    }
    expect((await signIn('meja@geraksehat.id', deskPassword)).res.status).toBe(401);
    expect((await staff('list')).stdout).toMatch(/meja@geraksehat\.id .* · nonaktif/);
    const unknown = await staff('disable', 'siapa@geraksehat.id');
    expect(unknown.code).toBe(1);
  });

  it('reset prints a new set-up link; the old password stops working, the new set-up enables the account again', async () => {
    const { code, stdout } = await staff('reset', 'meja@geraksehat.id');
    expect(code).toBe(0);
    expect(stdout).toContain('Diatur ulang: meja@geraksehat.id');
    const { token } = linkIn(stdout);
    expect(token).not.toBe(deskToken);
    const newPassword = 'layang layang putus di sawah';
    expect(
      (
        await api(staffApiPaths.setup(token), {
          password: newPassword,
          password_repeat: newPassword,
        })
      ).res.status,
    ).toBe(200);
    expect((await signIn('meja@geraksehat.id', deskPassword)).res.status).toBe(401);
    const again = await signIn('meja@geraksehat.id', newPassword);
    expect(again.res.status).toBe(200);
    expect((await api(staffApiPaths.me(), undefined, again.cookie)).res.status).toBe(200);
  });

  it('log writes the log as CSV: every step above with who, what, which record and when, no secret', async () => {
    const { code, stdout } = await staff('log');
    expect(code).toBe(0);
    const lines = stdout.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('id,waktu_utc,pelaku,aksi,keterangan_aksi,jenis_data,data,rincian,klien');
    const rows = lines.slice(1).map((line) => line.split(','));
    const actions = rows.map((row) => `${row[2]} ${row[3]} ${row[6]}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'cli account_add meja@geraksehat.id',
        'meja@geraksehat.id setup meja@geraksehat.id',
        'cli account_add ayu@geraksehat.id',
        'ayu@geraksehat.id setup ayu@geraksehat.id',
        'ayu@geraksehat.id second_factor ayu@geraksehat.id',
        'meja@geraksehat.id sign_in meja@geraksehat.id',
        'cli account_disable meja@geraksehat.id',
        ' sign_in_failed meja@geraksehat.id',
        'cli account_reset meja@geraksehat.id',
      ]),
    );
    for (const row of rows) expect(row[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(stdout).toContain('"Resepsionis: Kiaracondong, MhorFitness Istana Plaza"');
    expect(stdout).toMatch(
      /,sign_in_failed,Gagal masuk,account,meja@geraksehat\.id,akun nonaktif,/,
    );
    for (const secret of [deskToken, deskPassword, adminPassword, adminSecret]) {
      expect(stdout).not.toContain(secret);
    }
  });

  it('refuses an unknown command or extra words with its usage (exit 2)', async () => {
    for (const args of [['hapus', 'meja@geraksehat.id'], ['list', '--all'], []]) {
      const { code, stderr } = await staff(...args);
      expect(code).toBe(2);
      expect(stderr).toContain('Usage: pnpm staff add --email EMAIL');
    }
  });

  it('backs up no staff key: a backup alone opens no second factor', async () => {
    const backup = await runScript(['db:backup'], env);
    expect(backup.code, backup.stderr).toBe(0);
    const files = readdirSync(join(temp.dir, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^visitors-.*\.db$/)]);
    const key = readFileSync(join(temp.dir, staffKeyFileName), 'utf8').trim();
    const copy = readFileSync(join(temp.dir, 'backups', files[0] ?? '')).toString('latin1');
    expect(copy).toContain('ayu@geraksehat.id');
    expect(copy).not.toContain(key);
    expect(copy).not.toContain(adminSecret);
  });
});
