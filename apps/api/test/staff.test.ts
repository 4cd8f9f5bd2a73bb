import {
  staffAnswerSchemas,
  staffApiPaths,
  staffClosureConflictSchema,
  staffMessages,
  staffRules,
  staffLogActionValues,
  staffTakenSchema,
  type StaffAccountListing,
  type StaffBooking,
  type StaffClosure,
  type StaffEndpoint,
  type StaffLogRow,
  type StaffMessage,
} from '@klinik/clinic';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../src/auth/second-factor';
import { deviceLabel } from '../src/http/device-label';
import { backupVisitorData } from '../src/storage/backup';
import { startMailServer, type MailServer } from './mail-server';
import { expectApiError, expectSchema } from './shapes';
import { until, withConnection } from './helpers';
import {
  bookOnline,
  call,
  captureConsole,
  deskServer,
  invite,
  manageTokensIn,
  setupTokenOf,
  signIn,
  staffAccount,
  type Signed,
} from './staff-helpers';

/*
 * The front desk's API against a real server on real files over real HTTP, with the
 * tests' clock: each case of the issue's "bad input and abuse" its own test (another branch's
 * records, sessions, set-up links, the second factor, guessing, other origins, bad bodies, the
 * status steps, two staff racing for the last place), the role × action matrix with every
 * answer held to `staffAnswerSchemas`, and, after the whole run, the log and the places no
 * secret may be found. The CLI is staff-commands.test.ts's, the reminders
 * staff-reminders.test.ts's, the desk's pages staff-pages.test.ts's.
 */

let mail: MailServer;
const desk = deskServer('staff');
let admin: Signed;
/** A receptionist of Kiaracondong, and one of Sumur Bandung. */
let kiara: Signed;
let sumur: Signed;
const adminAccount = () => admin;
const kiaraAccount = () => kiara;

/** The server's output through the console (an uncaught error's line, for one). */
let consoleOutput: ReturnType<typeof captureConsole>;

beforeAll(async () => {
  consoleOutput = captureConsole();
  mail = await startMailServer();
  await desk.start({
    smtp: { smtpUrl: `smtp://klinik:rahasia@127.0.0.1:${mail.port}`, idleCheckMs: 200 },
  });
});
afterAll(async () => {
  await desk.stop();
  await mail.close();
  consoleOutput.restore();
});

beforeAll(async () => {
  admin = await staffAccount(desk, 'admin');
  kiara = await staffAccount(desk, 'desk', ['kiaracondong']);
  sumur = await staffAccount(desk, 'desk', ['sumur-bandung']);
});

/** The matrix's columns: an admin, a desk account of the record's branch, one of another. */
type Who = 'admin' | 'desk' | 'other';
type Answer = Awaited<ReturnType<typeof call>>;
/** One cell of the matrix: what the call answered, in the table's words. */
type Run = (who: Who) => Promise<string>;

const minute = 60_000;
const hour = 60 * minute;

/**
 * A new session of an account at the clock's time: a test that moved the clock far ahead
 * ended every session idle since (a sign-in clears them), as it would in a day.
 */
async function fresh(who: Signed): Promise<Signed> {
  const code = who.secret ? totpCodeAt(who.secret, (desk.now += 30_000)) : undefined;
  return { ...who, ...(await signIn(desk, who.email, who.password, code)) };
}

describe('who may see what', () => {
  it('a desk account asking for another branch’s booking, day or times gets 404, as for a booking that does not exist', async () => {
    const booked = await bookOnline(desk, { branch: 'sumur-bandung', time: '11:00' });
    const elsewhere = await call(desk, staffApiPaths.booking(booked.code), {
      cookie: kiara.cookie,
    });
    const missing = await call(desk, staffApiPaths.booking('ZZZZ-ZZZZ'), { cookie: kiara.cookie });
    expect(elsewhere.res.status).toBe(404);
    expect(elsewhere.body).toEqual(missing.body);
    expect(elsewhere.body.message).toBe(staffMessages.notFound);
    const own = await call(desk, staffApiPaths.booking(booked.code), { cookie: sumur.cookie });
    expect(own.res.status).toBe(200);

    for (const path of [
      staffApiPaths.day({ branch: 'sumur-bandung' }),
      staffApiPaths.week({ branch: 'sumur-bandung' }),
      staffApiPaths.times({ branch: 'sumur-bandung', service: 'pediatric' }),
    ]) {
      expect((await call(desk, path, { cookie: kiara.cookie })).res.status).toBe(404);
    }
    for (const [path, body] of [
      [staffApiPaths.changeStatus(booked.code), { status: 'arrived' }],
      [staffApiPaths.moveBooking(booked.code), { date: '2026-12-02', time: '11:00' }],
      [staffApiPaths.addNote(booked.code), { text: 'Bukan cabang saya' }],
    ] as const) {
      const refused = await call(desk, path, { method: 'POST', body, cookie: kiara.cookie });
      expect(refused.res.status).toBe(404);
    }
    const desked = await call(desk, staffApiPaths.createBooking(), {
      method: 'POST',
      cookie: kiara.cookie,
      body: {
        branch: 'sumur-bandung',
        service: 'pediatric',
        date: '2026-12-02',
        time: '09:00',
        name: 'Tamu',
        phone: '0812-1111-2222',
        consent: true,
      },
    });
    expect(desked.res.status).toBe(404);
    // Nothing changed: still confirmed, no note.
    const after = await call(desk, staffApiPaths.booking(booked.code), { cookie: sumur.cookie });
    expect(after.body.data).toMatchObject({ status: 'confirmed', notes: [] });
    // The search finds only the account's branches.
    const found = await call(desk, staffApiPaths.search(booked.code), { cookie: kiara.cookie });
    expect(found.body.data).toEqual([]);
    const foundOwn = await call(
      desk,
      staffApiPaths.search(booked.code.toLowerCase().replace('-', ' ')),
      { cookie: sumur.cookie },
    );
    expect((foundOwn.body.data as { code: string }[]).map((b) => b.code)).toEqual([booked.code]);
  });

  it('every call but sign-in and set-up needs a session: 401 without one', async () => {
    for (const path of [
      staffApiPaths.me(),
      staffApiPaths.day({ branch: 'kiaracondong' }),
      staffApiPaths.messages(),
      staffApiPaths.log(),
    ]) {
      const refused = await call(desk, path);
      expect(refused.res.status).toBe(401);
      expect(refused.body.message).toBe(staffMessages.signedOut);
    }
    const forged = await call(desk, staffApiPaths.me(), {
      cookie: `__Host-staff=${'A'.repeat(43)}`,
    });
    expect(forged.res.status).toBe(401);
  });

  it('messages: a desk account sees its branch’s, an admin also the general ones; handled by whom', async () => {
    const send = (branch?: string) =>
      call(desk, '/v1/contact-messages', {
        method: 'POST',
        client: desk.newClient(),
        body: {
          name: 'Rina',
          email: 'rina@contoh.id',
          phone: '0812-3456-7000',
          subject: 'konsultasi',
          message: `Pesan untuk ${branch ?? 'umum'} ${desk.newClient()}`,
          ...(branch ? { branch } : {}),
        },
      });
    expect((await send('kiaracondong')).res.status).toBe(201);
    expect((await send()).res.status).toBe(201);
    expect((await send('mhorfitness')).res.status).toBe(201);
    const bad = await send('bandung-timur');
    expect(bad.res.status).toBe(422);
    const ofKiara = (await call(desk, staffApiPaths.messages(), { cookie: kiara.cookie })).body
      .data as { id: number; branch: string | null }[];
    expect(ofKiara.map((m) => m.branch)).toEqual(['kiaracondong']);
    const ofAdmin = (await call(desk, staffApiPaths.messages(), { cookie: admin.cookie })).body
      .data as { id: number; branch: string | null }[];
    expect(ofAdmin.map((m) => m.branch).sort()).toEqual(
      ['kiaracondong', 'mhorfitness', null].sort(),
    );
    const general = ofAdmin.find((m) => m.branch === null);
    const refused = await call(desk, staffApiPaths.handleMessage(general?.id ?? 0), {
      method: 'POST',
      cookie: kiara.cookie,
    });
    expect(refused.res.status).toBe(404);
    const handled = await call(desk, staffApiPaths.handleMessage(ofKiara[0]?.id ?? 0), {
      method: 'POST',
      cookie: kiara.cookie,
    });
    expect(handled.res.status).toBe(200);
    expect(handled.body.data).toMatchObject({ handled_by: 'Staf 2' });
    expectSchema(staffAnswerSchemas.handleMessage, handled.body);
  });
});

describe('sessions', () => {
  it('the cookie is __Host-, HttpOnly, Secure, SameSite=Strict, Path=/; only its hash is stored; a new one at every sign-in', async () => {
    const first = await signIn(desk, kiara.email, kiara.password);
    const second = await signIn(desk, kiara.email, kiara.password);
    expect(first.setCookie).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43};/);
    for (const attribute of [
      'Path=/',
      'HttpOnly',
      'Secure',
      'SameSite=Strict',
      `Max-Age=${staffRules.absoluteHours * 3600}`,
    ]) {
      expect(first.setCookie).toContain(attribute);
    }
    expect(first.setCookie).not.toMatch(/Domain=/i);
    expect(first.token).not.toBe(second.token);
    const stored = withConnection(
      desk.dir + '/klinik-visitors.db',
      (db) => db.prepare('SELECT token_hash FROM staff_sessions').pluck().all() as string[],
    );
    expect(stored.join(' ')).not.toContain(first.token);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('sign-out ends the session on the server: the old cookie answers 401', async () => {
    const session = await signIn(desk, sumur.email, sumur.password);
    const out = await call(desk, staffApiPaths.signOut(), {
      method: 'POST',
      cookie: session.cookie,
    });
    expect(out.res.status).toBe(200);
    expect(out.res.headers.getSetCookie()[0]).toMatch(/^__Host-staff=;.*Max-Age=0/);
    expect((await call(desk, staffApiPaths.me(), { cookie: session.cookie })).res.status).toBe(401);
  });

  it('a session past 2 hours idle answers 401; one in use ends 12 hours after its start', async () => {
    const start = desk.now;
    try {
      const idle = await signIn(desk, kiara.email, kiara.password);
      desk.now = start + staffRules.idleMinutes * minute - minute;
      expect((await call(desk, staffApiPaths.me(), { cookie: idle.cookie })).res.status).toBe(200);
      desk.now += staffRules.idleMinutes * minute;
      const ended = await call(desk, staffApiPaths.me(), { cookie: idle.cookie });
      expect(ended.res.status).toBe(401);
      expect(ended.res.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);

      desk.now = start;
      const busy = await signIn(desk, kiara.email, kiara.password);
      for (let hours = 1; hours < staffRules.absoluteHours; hours += 1) {
        desk.now = start + hours * hour;
        expect((await call(desk, staffApiPaths.me(), { cookie: busy.cookie })).res.status).toBe(
          200,
        );
      }
      desk.now = start + staffRules.absoluteHours * hour;
      expect((await call(desk, staffApiPaths.me(), { cookie: busy.cookie })).res.status).toBe(401);
    } finally {
      desk.now = start;
    }
  });

  it('a disabled account’s sessions end at once (401), and it cannot sign in', async () => {
    const gone = await staffAccount(desk, 'desk', ['mhorfitness']);
    const other = await signIn(desk, gone.email, gone.password);
    expect((await call(desk, staffApiPaths.me(), { cookie: gone.cookie })).res.status).toBe(200);
    const disabled = await call(desk, staffApiPaths.disableAccount(gone.id), {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(disabled.res.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ state: 'disabled' });
    for (const session of [gone, other]) {
      expect((await call(desk, staffApiPaths.me(), { cookie: session.cookie })).res.status).toBe(
        401,
      );
    }
    const again = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client: desk.newClient(),
      body: { email: gone.email, password: gone.password },
    });
    expect(again.res.status).toBe(401);
    expect(again.body.message).toBe(staffMessages.signInFailed);
    // An admin does not lock themselves out from the desk.
    const own = await call(desk, staffApiPaths.disableAccount(admin.id), {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(own.res.status).toBe(409);
  });
});

describe('set-up links', () => {
  const setupBody = (password: string) => ({
    password: desk.remember(password),
    password_repeat: password,
  });
  const listing = async (email: string) =>
    (
      (await call(desk, staffApiPaths.accounts(), { cookie: (await fresh(admin)).cookie })).body
        .data as { email: string; state: string }[]
    ).find((account) => account.email === email);

  it('a reused set-up link answers 410 and changes nothing', async () => {
    const added = invite(desk, 'Sekali');
    const first = await call(desk, staffApiPaths.setup(added.token), {
      method: 'POST',
      body: setupBody('teh manis hangat di sore hari'),
    });
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({
      recovery_codes: null,
      account: { second_factor: false },
    });
    const reused = await call(desk, staffApiPaths.setup(added.token), {
      method: 'POST',
      body: setupBody('kopi jahe merah di malam hari'),
    });
    expect(reused.res.status).toBe(410);
    expect(reused.body.message).toBe(staffMessages.setupLinkInvalid);
    expect((await call(desk, staffApiPaths.setupInfo(added.token))).res.status).toBe(410);
    // The first password stands; the second was never stored.
    await signIn(desk, 'sekali@geraksehat.id', 'teh manis hangat di sore hari');
    const second = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client: desk.newClient(),
      body: { email: 'sekali@geraksehat.id', password: 'kopi jahe merah di malam hari' },
    });
    expect(second.res.status).toBe(401);
  });

  it('a newer link (a reset) replaces the one before it: the older answers 410', async () => {
    const added = invite(desk, 'Ganti');
    const reset = desk.stores.staffAuth.reset(
      added.account.id,
      { actor: 'cli', client: null },
      new Date(desk.now),
    );
    if (!reset.ok) throw new Error('not reset');
    const newer = desk.remember(setupTokenOf(reset.value.setup_link));
    expect((await call(desk, staffApiPaths.setupInfo(added.token))).res.status).toBe(410);
    expect((await call(desk, staffApiPaths.setupInfo(newer))).res.status).toBe(200);
  });

  it('an expired set-up link (past 24 hours) answers 410 and the account stays invited; an unknown one 404', async () => {
    const later = invite(desk, 'Telat');
    const start = desk.now;
    try {
      desk.now = start + staffRules.setupLinkHours * hour - minute;
      expect((await call(desk, staffApiPaths.setupInfo(later.token))).res.status).toBe(200);
      desk.now = start + staffRules.setupLinkHours * hour + 1000;
      expect((await call(desk, staffApiPaths.setupInfo(later.token))).res.status).toBe(410);
      const late = await call(desk, staffApiPaths.setup(later.token), {
        method: 'POST',
        body: setupBody('teh manis hangat di sore hari'),
      });
      expect(late.res.status).toBe(410);
      expect(late.body.message).toBe(staffMessages.setupLinkInvalid);
    } finally {
      desk.now = start;
    }
    expect(await listing('telat@geraksehat.id')).toMatchObject({ state: 'invited' });
    expect((await call(desk, staffApiPaths.setupInfo('B'.repeat(43)))).res.status).toBe(404);
    expect((await call(desk, staffApiPaths.setupInfo('kurang'))).res.status).toBe(404);
  });

  it('refuse a common or short password and an admin without a right code, storing nothing', async () => {
    const { token } = invite(desk, 'Umum', 'admin');
    const info = await call(desk, staffApiPaths.setupInfo(token));
    expect(info.body.data).toMatchObject({ second_factor: 'required', role: 'admin' });
    const secret = (info.body.data as { totp: { secret: string; qr_svg: string; uri: string } })
      .totp;
    desk.remember(secret.secret);
    expect(secret.qr_svg).toMatch(/^<svg/);
    expect(secret.uri).toMatch(/^otpauth:\/\/totp\//);
    const code = totpCodeAt(secret.secret, desk.now);
    /** The set-up form: the password, its repeat, and the code (null: none). */
    const form = (password: string, repeat = password, withCode: string | null = code) => ({
      password,
      password_repeat: repeat,
      ...(withCode === null ? {} : { code: withCode }),
    });
    const tries: [Record<string, string>, string][] = [
      [form('qwerty123456789'), staffMessages.passwordCommon],
      [form('umum@geraksehat.id'), staffMessages.passwordCommon],
      [form('pendek'), staffMessages.passwordTooShort],
      [form('kopi tubruk panas sekali', 'kopi tubruk panas'), staffMessages.passwordMismatch],
      [form('kopi tubruk panas sekali', undefined, null), staffMessages.codeInvalid],
      [form('kopi tubruk panas sekali', undefined, '000000'), staffMessages.codeInvalid],
    ];
    for (const [body, message] of tries) {
      // The e-mail tried as a password is the account's name in the log, not a secret.
      if (body.password !== 'umum@geraksehat.id') desk.remember(body.password ?? '');
      const refused = await call(desk, staffApiPaths.setup(token), { method: 'POST', body });
      expect(refused.res.status).toBe(422);
      expect(JSON.stringify(expectApiError(refused.body).errors)).toContain(message);
    }
    // The link still works: nothing was used up.
    expect((await call(desk, staffApiPaths.setupInfo(token))).res.status).toBe(200);
  });
});

describe('signing in', () => {
  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const unknown = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client: desk.newClient(),
      body: {
        email: 'tidak.ada@geraksehat.id',
        password: desk.remember('salah sekali kata sandinya'),
      },
    });
    const wrong = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client: desk.newClient(),
      body: { email: kiara.email, password: desk.remember('salah sekali kata sandinya') },
    });
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.message).toBe(staffMessages.signInFailed);
  });

  /** Signs the admin in with `code` from a client of its own; a session's token is noted. */
  const adminWith = async (client: number, code?: string) => {
    const answer = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client,
      body: { email: admin.email, password: admin.password, ...(code ? { code } : {}) },
    });
    const cookie = answer.res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    if (cookie) desk.remember(cookie.split('=')[1] ?? '');
    return answer;
  };

  it('refuses a wrong TOTP code as any failed sign-in (401), and asks for a code when none came', async () => {
    const client = desk.newClient();
    const secret = admin.secret ?? '';
    desk.now += 30_000;
    const noCode = await adminWith(client);
    expect(noCode.res.status).toBe(401);
    expect(noCode.body.message).toBe(staffMessages.codeRequired);
    expect(noCode.res.headers.getSetCookie()).toEqual([]);
    const right = totpCodeAt(secret, desk.now);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await adminWith(client, wrong);
    expect(refused.res.status).toBe(401);
    expect(refused.body.message).toBe(staffMessages.signInFailed);
    expect(refused.res.headers.getSetCookie()).toEqual([]);
    expect((await adminWith(client, right)).res.status).toBe(200);
  });

  it('refuses a TOTP code used once already, and any code of an earlier step', async () => {
    const client = desk.newClient();
    const secret = admin.secret ?? '';
    desk.now += 30_000;
    const code = totpCodeAt(secret, desk.now);
    expect((await adminWith(client, code)).res.status).toBe(200);
    const reused = await adminWith(client, code);
    expect(reused.res.status).toBe(401);
    expect(reused.body.message).toBe(staffMessages.signInFailed);
    // A code of the step before is within the window but older than the one used: refused.
    expect((await adminWith(client, totpCodeAt(secret, desk.now - 30_000))).res.status).toBe(401);
  });

  it('takes a recovery code as typed, once', async () => {
    const client = desk.newClient();
    const recovery = admin.recoveryCodes?.[0] ?? '';
    expect(admin.recoveryCodes).toHaveLength(staffRules.recoveryCodes);
    expect((await adminWith(client, recovery.toLowerCase().replace(/-/g, ' '))).res.status).toBe(
      200,
    );
    expect((await adminWith(client, recovery)).res.status).toBe(401);
  });

  it('11 wrong passwords in a row: the wait (429), then the right password is still accepted', async () => {
    const start = desk.now;
    const target = await staffAccount(desk, 'desk', ['kiaracondong']);
    try {
      const client = desk.newClient();
      const wrong = () =>
        call(desk, staffApiPaths.signIn(), {
          method: 'POST',
          client,
          body: { email: target.email, password: desk.remember('bukan kata sandi yang benar') },
        });
      for (let failure = 1; failure <= staffRules.failuresBeforeWait; failure += 1) {
        desk.now += 1000;
        expect((await wrong()).res.status).toBe(401);
      }
      const eleventh = await wrong();
      expect(eleventh.res.status).toBe(429);
      expect(Number(eleventh.res.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(Number(eleventh.res.headers.get('retry-after'))).toBeLessThanOrEqual(
        staffRules.firstWaitSeconds,
      );
      expect(eleventh.body.message).toBe(staffMessages.wait(1));
      // Even the right password waits (nothing is verified during the wait)...
      const during = await call(desk, staffApiPaths.signIn(), {
        method: 'POST',
        client,
        body: { email: target.email, password: target.password },
      });
      expect(during.res.status).toBe(429);
      // ...and is accepted once the wait is over: never a lock for good.
      desk.now += staffRules.firstWaitSeconds * 1000 + 1000;
      await signIn(desk, target.email, target.password, undefined, client);
    } finally {
      desk.now = start + 5 * minute;
    }
  });

  it('limits one client across accounts', async () => {
    const client = desk.newClient();
    let status = 0;
    let tries = 0;
    while (tries < staffRules.clientTries + 2) {
      tries += 1;
      const answer = await call(desk, staffApiPaths.signIn(), {
        method: 'POST',
        client,
        body: {
          email: `tebak${tries}@geraksehat.id`,
          password: desk.remember('tebakan yang salah sekali'),
        },
      });
      status = answer.res.status;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(tries).toBe(staffRules.clientTries + 1);
    // Another client is not held by it.
    expect(
      (
        await call(desk, staffApiPaths.signIn(), {
          method: 'POST',
          client: desk.newClient(),
          body: { email: 'x@geraksehat.id', password: desk.remember('tebakan yang salah sekali') },
        })
      ).res.status,
    ).toBe(401);
  });
});

describe('one’s own account', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  type Own = { sessions: { id: number; current: boolean; device: string | null }[] };
  const ownOf = async (who: { cookie: string }) => {
    const answer = await call(desk, staffApiPaths.ownAccount(), { cookie: who.cookie });
    expect(answer.res.status).toBe(200);
    return expectSchema(staffAnswerSchemas.ownAccount, answer.body).data as Own;
  };
  /** Signs in from a browser of its own (its User-Agent), as a person on a second device. */
  const signInFrom = async (who: Signed, userAgent: string) => {
    const answer = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client: desk.newClient(),
      headers: { 'User-Agent': userAgent },
      body: { email: who.email, password: who.password },
    });
    expect(answer.res.status).toBe(200);
    const cookie = answer.res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    desk.remember(cookie.split('=')[1] ?? '');
    return { cookie };
  };
  const logOf = (email: string, action: string) =>
    desk.db
      .prepare<[string, string], StaffLogRow>(
        'SELECT * FROM visitors.staff_log WHERE record = ? AND action = ? ORDER BY id',
      )
      .all(email, action);
  const change = (who: { cookie: string; client?: number }, body: Record<string, string>) =>
    call(desk, staffApiPaths.changePassword(), {
      method: 'POST',
      cookie: who.cookie,
      client: who.client ?? 1,
      body,
    });

  it('names the browser and system of a session in a few words, never more', () => {
    expect(deviceLabel(android)).toBe('Chrome di Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari di iPhone');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge di Windows');
    expect(
      deviceLabel('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox di Linux');
    expect(
      deviceLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome di Linux');
    expect(deviceLabel('node')).toBeNull();
    expect(deviceLabel(undefined)).toBeNull();
  });

  it('lists the account’s own live sessions, this one first and marked, with its browser; never a token or its hash', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const phone = await signInFrom(owner, android);
    const answer = await call(desk, staffApiPaths.ownAccount(), { cookie: owner.cookie });
    const own = expectSchema(staffAnswerSchemas.ownAccount, answer.body).data;
    expect(own.account).toMatchObject({ email: owner.email, role: 'desk' });
    expect(own.sessions.map((session) => [session.current, session.device])).toEqual([
      [true, null],
      [false, 'Chrome di Android'],
    ]);
    expect(own.sessions[0]).toMatchObject({
      started_at: new Date(desk.now).toISOString(),
      expires_at: new Date(desk.now + staffRules.absoluteHours * hour).toISOString(),
    });
    // Seen from the phone, the phone's session is the one marked.
    expect((await ownOf(phone)).sessions.find((session) => session.current)?.device).toBe(
      'Chrome di Android',
    );
    const hashes = withConnection(
      desk.dir + '/klinik-visitors.db',
      (db) => db.prepare('SELECT token_hash FROM staff_sessions').pluck().all() as string[],
    );
    const text = JSON.stringify(answer.body);
    for (const secret of [owner.token, phone.cookie.split('=')[1] ?? '', ...hashes]) {
      expect(text).not.toContain(secret);
    }
    // Another account's sessions are not listed.
    const others = (await ownOf(await fresh(kiaraAccount()))).sessions;
    expect(others.map((session) => session.device)).not.toContain('Chrome di Android');
  });

  it('changes the password given the current one: the old one stops working, every other session ends (401), this one goes on under a new token', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const other = await signIn(desk, owner.email, owner.password);
    const password = desk.remember('teh tarik hangat di pagi yang cerah');
    const changed = await change(owner, {
      current_password: owner.password,
      password,
      password_repeat: password,
    });
    expect(changed.res.status).toBe(200);
    const own = expectSchema(staffAnswerSchemas.changePassword, changed.body).data;
    expect(own.sessions.map((session) => session.current)).toEqual([true]);
    const setCookie = changed.res.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43};.*HttpOnly/);
    const renewed = { cookie: setCookie.split(';')[0] ?? '' };
    const token = desk.remember(renewed.cookie.split('=')[1] ?? '');
    expect(token).not.toBe(owner.token);
    expect((await call(desk, staffApiPaths.me(), { cookie: renewed.cookie })).res.status).toBe(200);
    for (const ended of [owner, other]) {
      expect((await call(desk, staffApiPaths.me(), { cookie: ended.cookie })).res.status).toBe(401);
    }
    const old = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      client: desk.newClient(),
      body: { email: owner.email, password: owner.password },
    });
    expect(old.res.status).toBe(401);
    await signIn(desk, owner.email, password);
    expect(logOf(owner.email, 'password_change')).toEqual([
      expect.objectContaining({
        actor: owner.email,
        record_type: 'account',
        detail: '1 sesi lain diakhiri',
        client: expect.stringMatching(/\S/),
      }),
    ]);
  });

  it('refuses a wrong current password at its field (422, the session lives on), logs it, and counts it toward the sign-in waits', async () => {
    const start = desk.now;
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    try {
      const password = desk.remember('es kelapa muda di siang hari');
      const wrong = desk.remember('bukan kata sandi saya yang ini');
      // A failure counts when it comes after the account's last sign-in.
      desk.now += 1000;
      const refused = await change(owner, {
        current_password: wrong,
        password,
        password_repeat: password,
      });
      expect(refused.res.status).toBe(422);
      expect(expectApiError(refused.body).errors).toEqual({
        current_password: [staffMessages.currentPasswordWrong],
      });
      expect((await call(desk, staffApiPaths.me(), { cookie: owner.cookie })).res.status).toBe(200);
      expect(logOf(owner.email, 'reauth_failed')).toEqual([
        expect.objectContaining({
          actor: owner.email,
          detail: 'kata sandi salah: mengganti kata sandi',
        }),
      ]);
      // Ending sessions counts the same: ten wrong in all start the sign-in's wait.
      for (let failure = 2; failure <= staffRules.failuresBeforeWait; failure += 1) {
        desk.now += 1000;
        const again =
          failure % 2 === 0
            ? await call(desk, staffApiPaths.endOtherSessions(), {
                method: 'POST',
                cookie: owner.cookie,
                client: owner.client,
                body: { current_password: wrong },
              })
            : await change(owner, { current_password: wrong, password, password_repeat: password });
        expect(again.res.status).toBe(422);
      }
      const waits = await change(owner, {
        current_password: owner.password,
        password,
        password_repeat: password,
      });
      expect(waits.res.status).toBe(429);
      expect(waits.body.message).toBe(staffMessages.wait(1));
      expect(Number(waits.res.headers.get('retry-after'))).toBeGreaterThan(50);
      // The sign-in of the account waits too, from any client, even with the right password.
      const signInNow = await call(desk, staffApiPaths.signIn(), {
        method: 'POST',
        client: desk.newClient(),
        body: { email: owner.email, password: owner.password },
      });
      expect(signInNow.res.status).toBe(429);
      // Once the wait is over the right password is accepted: never a lock for good.
      desk.now += staffRules.firstWaitSeconds * 1000 + 1000;
      const done = await change(owner, {
        current_password: owner.password,
        password,
        password_repeat: password,
      });
      expect(done.res.status).toBe(200);
      desk.remember(done.res.headers.getSetCookie()[0]?.split(';')[0]?.split('=')[1] ?? '');
    } finally {
      desk.now = start + 5 * minute;
    }
  });

  it('refuses a short, common or own-word new password and a mismatch, changing nothing', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const form = (password: string, repeat = password) => ({
      current_password: owner.password,
      password,
      password_repeat: repeat,
    });
    const tries: [Record<string, string>, string, string][] = [
      [form('pendek'), 'password', staffMessages.passwordTooShort],
      [form('x'.repeat(129)), 'password', staffMessages.passwordTooLong],
      [form('qwerty123456789'), 'password', staffMessages.passwordCommon],
      [form(owner.email), 'password', staffMessages.passwordCommon],
      [
        form('kopi tubruk panas sekali', 'kopi tubruk panas'),
        'password_repeat',
        staffMessages.passwordMismatch,
      ],
      [
        { password: 'kopi tubruk panas sekali', password_repeat: 'kopi tubruk panas sekali' },
        'current_password',
        staffMessages.currentPasswordRequired,
      ],
    ];
    for (const [body, field, message] of tries) {
      if (body.password !== owner.email) desk.remember(body.password ?? '');
      const refused = await change(owner, body);
      expect(refused.res.status, body.password).toBe(422);
      expect(expectApiError(refused.body).errors?.[field]).toEqual([message]);
    }
    // The password and the session are as they were; no wrong current password was counted.
    expect((await call(desk, staffApiPaths.me(), { cookie: owner.cookie })).res.status).toBe(200);
    await signIn(desk, owner.email, owner.password);
    expect(logOf(owner.email, 'password_change')).toEqual([]);
    expect(logOf(owner.email, 'reauth_failed')).toEqual([]);
  });

  it('ends another of its sessions after the password again: that session answers 401 at once', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const phone = await signInFrom(owner, android);
    const id = (await ownOf(owner)).sessions.find((session) => !session.current)?.id ?? 0;
    const end = (current_password: string) =>
      call(desk, staffApiPaths.endSession(id), {
        method: 'POST',
        cookie: owner.cookie,
        body: { current_password },
      });
    const wrong = await end(desk.remember('salah tebak kata sandinya'));
    expect(wrong.res.status).toBe(422);
    expect((await call(desk, staffApiPaths.me(), { cookie: phone.cookie })).res.status).toBe(200);
    const ended = await end(owner.password);
    expect(ended.res.status).toBe(200);
    const own = expectSchema(staffAnswerSchemas.endSession, ended.body).data;
    expect(own.sessions.map((session) => session.current)).toEqual([true]);
    expect((await call(desk, staffApiPaths.me(), { cookie: phone.cookie })).res.status).toBe(401);
    expect((await call(desk, staffApiPaths.me(), { cookie: owner.cookie })).res.status).toBe(200);
    expect(logOf(owner.email, 'session_end')).toEqual([
      expect.objectContaining({
        actor: owner.email,
        detail: expect.stringMatching(/^Chrome di Android, masuk 2026-/),
      }),
    ]);
    // Ended already: no such session now.
    expect((await end(owner.password)).res.status).toBe(404);
  });

  it('cannot end a session of another account (404, as one that does not exist), nor the one in use (409)', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const stranger = await staffAccount(desk, 'desk', ['sumur-bandung']);
    const theirs = (await ownOf(stranger)).sessions[0]?.id ?? 0;
    const mine = (await ownOf(owner)).sessions[0]?.id ?? 0;
    const endAs = (id: number | string) =>
      call(desk, `/v1/staff/account/sessions/${id}/end`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { current_password: owner.password },
      });
    const refused = await endAs(theirs);
    expect(refused.res.status).toBe(404);
    expect(refused.body.message).toBe(staffMessages.notFound);
    expect((await endAs(999_999)).body).toEqual(refused.body);
    expect((await endAs('abc')).res.status).toBe(404);
    expect((await call(desk, staffApiPaths.me(), { cookie: stranger.cookie })).res.status).toBe(
      200,
    );
    const own = await endAs(mine);
    expect(own.res.status).toBe(409);
    expect(own.body.message).toBe(staffMessages.currentSession);
    expect((await call(desk, staffApiPaths.me(), { cookie: owner.cookie })).res.status).toBe(200);
  });

  it('ends every other session at once after the password again, and logs how many', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const others = [
      await signInFrom(owner, android),
      await signIn(desk, owner.email, owner.password),
    ];
    const ended = await call(desk, staffApiPaths.endOtherSessions(), {
      method: 'POST',
      cookie: owner.cookie,
      body: { current_password: owner.password },
    });
    expect(ended.res.status).toBe(200);
    expect(
      expectSchema(staffAnswerSchemas.endOtherSessions, ended.body).data.sessions,
    ).toHaveLength(1);
    for (const other of others) {
      expect((await call(desk, staffApiPaths.me(), { cookie: other.cookie })).res.status).toBe(401);
    }
    expect(logOf(owner.email, 'sessions_end')).toEqual([
      expect.objectContaining({ actor: owner.email, detail: '2 sesi diakhiri' }),
    ]);
  });

  it('takes every change only as a POST from the site itself, with a session', async () => {
    const owner = await staffAccount(desk, 'desk', ['kiaracondong']);
    const password = desk.remember('nasi goreng kampung pedas sekali');
    const body = { current_password: owner.password, password, password_repeat: password };
    const paths = [
      staffApiPaths.changePassword(),
      staffApiPaths.endOtherSessions(),
      staffApiPaths.endSession(1),
    ];
    for (const path of paths) {
      const crossSite = await call(desk, path, {
        method: 'POST',
        cookie: owner.cookie,
        body,
        headers: { Origin: 'https://penipu.example', 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(crossSite.res.status).toBe(403);
      expect((await call(desk, path, { cookie: owner.cookie })).res.status).toBe(405);
      expect((await call(desk, path, { method: 'POST', body })).res.status).toBe(401);
    }
    expect(
      (await call(desk, staffApiPaths.ownAccount(), { method: 'POST', cookie: owner.cookie, body }))
        .res.status,
    ).toBe(405);
    expect((await call(desk, staffApiPaths.ownAccount())).res.status).toBe(401);
    // Nothing changed: the password and the session stand.
    expect((await call(desk, staffApiPaths.me(), { cookie: owner.cookie })).res.status).toBe(200);
    await signIn(desk, owner.email, owner.password);
  });
});

describe('changes only from the site itself', () => {
  it('refuses a request from another origin (403), nothing changed', async () => {
    const booked = await bookOnline(desk, { time: '13:00' });
    const origins: Record<string, string>[] = [
      { Origin: 'https://penipu.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://penipu.example' },
    ];
    for (const headers of origins) {
      const refused = await call(desk, staffApiPaths.changeStatus(booked.code), {
        method: 'POST',
        body: { status: 'arrived' },
        cookie: kiara.cookie,
        headers,
      });
      expect(refused.res.status).toBe(403);
    }
    const signInElsewhere = await call(desk, staffApiPaths.signIn(), {
      method: 'POST',
      body: { email: kiara.email, password: kiara.password },
      headers: { Origin: 'https://penipu.example' },
    });
    expect(signInElsewhere.res.status).toBe(403);
    expect(signInElsewhere.res.headers.getSetCookie()).toEqual([]);
    const still = await call(desk, staffApiPaths.booking(booked.code), { cookie: kiara.cookie });
    expect(still.body.data).toMatchObject({ status: 'confirmed' });
    // A change is never a GET.
    expect(
      (await call(desk, staffApiPaths.changeStatus(booked.code), { cookie: kiara.cookie })).res
        .status,
    ).toBe(405);
  });

  it('refuses an oversized or malformed body (4xx), nothing changed', async () => {
    const booked = await bookOnline(desk, { time: '13:30' });
    const path = staffApiPaths.addNote(booked.code);
    const big = await call(desk, path, {
      method: 'POST',
      body: { text: 'x'.repeat(17 * 1024) },
      cookie: kiara.cookie,
    });
    expect(big.res.status).toBe(413);
    const broken = await call(desk, path, {
      method: 'POST',
      body: '{"text": ',
      cookie: kiara.cookie,
    });
    expect(broken.res.status).toBe(400);
    const plain = await call(desk, path, {
      method: 'POST',
      body: 'text=hai',
      cookie: kiara.cookie,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.res.status).toBe(415);
    const long = await call(desk, path, {
      method: 'POST',
      body: { text: 'x'.repeat(staffRules.noteMaxLength + 1) },
      cookie: kiara.cookie,
    });
    expect(long.res.status).toBe(422);
    const status = await call(desk, staffApiPaths.changeStatus(booked.code), {
      method: 'POST',
      body: { status: 'cancelled' },
      cookie: kiara.cookie,
    });
    expect(status.res.status).toBe(422);
    expect(status.body.errors?.reason).toEqual([staffMessages.reasonRequired]);
    const after = await call(desk, staffApiPaths.booking(booked.code), { cookie: kiara.cookie });
    expect(after.body.data).toMatchObject({ status: 'confirmed', notes: [] });
  });
});

describe('a booking at the desk', () => {
  it('takes only the steps of visitTransitions: arrived -> confirmed and cancelled -> done are 409', async () => {
    const booked = await bookOnline(desk, { time: '14:00' });
    const change = (status: string, reason?: string) =>
      call(desk, staffApiPaths.changeStatus(booked.code), {
        method: 'POST',
        cookie: kiara.cookie,
        body: { status, ...(reason ? { reason } : {}) },
      });
    const arrived = await change('arrived');
    expect(arrived.res.status).toBe(200);
    expect(arrived.body.data).toMatchObject({
      status: 'arrived',
      next_statuses: ['done'],
      can_move: true,
    });
    const back = await change('confirmed');
    expect(back.res.status).toBe(409);
    expect(back.body.message).toBe(staffMessages.statusNotAllowed('Hadir', 'Terjadwal'));

    const other = await bookOnline(desk, { time: '14:30' });
    const cancel = await call(desk, staffApiPaths.changeStatus(other.code), {
      method: 'POST',
      cookie: kiara.cookie,
      body: { status: 'cancelled', reason: 'therapist_unavailable' },
    });
    expect(cancel.res.status).toBe(200);
    expect(cancel.body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'therapist_unavailable',
      next_statuses: [],
      can_move: false,
    });
    const done = await call(desk, staffApiPaths.changeStatus(other.code), {
      method: 'POST',
      cookie: kiara.cookie,
      body: { status: 'done' },
    });
    expect(done.res.status).toBe(409);
    expect(done.body.message).toBe(staffMessages.statusNotAllowed('Dibatalkan', 'Selesai'));
    // The patient is told, with the reason.
    const cancellation = () =>
      mail.received.find(
        (m) =>
          m.mail.subject?.startsWith('Janji temu Anda dibatalkan') &&
          m.mail.text?.includes(other.code),
      );
    await until(() => cancellation() !== undefined);
    expect(cancellation()?.mail.text).toContain('alasan: terapis berhalangan');
    // The private link shows a marked visit as confirmed, no longer the visitor's to change.
    const link = await call(desk, `/v1/bookings/${booked.manage_token}`);
    expect(link.body.data).toMatchObject({ status: 'confirmed', can_self_manage: false });
    const history = (await call(desk, staffApiPaths.booking(other.code), { cookie: kiara.cookie }))
      .body.data as { history: { text: string; by: string | null }[] };
    expect(history.history.map((event) => event.text)).toEqual([
      'Dibuat online',
      'Dibatalkan oleh klinik: Terapis berhalangan',
    ]);
  });

  it('books a patient on the phone from now on (no 2-hour lead), marked as made at the desk', async () => {
    const start = desk.now;
    try {
      // Tuesday 1 December 2026, 09:40 in Jakarta: 10:00 is 20 minutes away.
      desk.now = Date.parse('2026-12-01T02:40:00Z');
      const morning = await signIn(desk, kiara.email, kiara.password);
      const times = await call(
        desk,
        staffApiPaths.times({ branch: 'kiaracondong', service: 'pediatric' }),
        { cookie: morning.cookie },
      );
      expect((times.body.data as { times: { time: string }[] }).times[0]?.time).toBe('10:00');
      const online = await call(
        desk,
        '/v1/booking-times?branch=kiaracondong&service=pediatric&date=2026-12-01',
      );
      expect((online.body.data as { times: { time: string }[] }).times[0]?.time).toBe('12:00');
      /** A phone booking at Kiaracondong on 1 December, typed by the receptionist. */
      const bookAt = (time: string, patient: Record<string, string>) =>
        call(desk, staffApiPaths.createBooking(), {
          method: 'POST',
          cookie: morning.cookie,
          body: {
            branch: 'kiaracondong',
            service: 'pediatric',
            date: '2026-12-01',
            time,
            consent: true,
            ...patient,
          },
        });
      const made = await bookAt('10:00', {
        name: 'Pasien Telepon',
        phone: '0812-7777-1234',
        email: 'telepon@contoh.id',
      });
      expect(made.res.status).toBe(201);
      expect(made.body.data).toMatchObject({
        source: 'desk',
        status: 'confirmed',
        time: '10:00',
        reminder: { state: 'none' },
      });
      expectSchema(staffAnswerSchemas.createBooking, made.body);
      const code = (made.body.data as { code: string }).code;
      const history = (made.body.data as { history: { text: string; by: string }[] }).history;
      expect(history).toEqual([
        expect.objectContaining({ text: 'Dibuat di meja depan', by: 'Staf 2' }),
      ]);
      // The patient gets the confirmation with the private link, as online.
      await until(() => mail.received.some((m) => m.recipients.includes('telepon@contoh.id')));
      const confirmation = mail.received.find((m) => m.recipients.includes('telepon@contoh.id'));
      expect(confirmation?.mail.text).toContain(code);
      expect(confirmation?.mail.text).toMatch(
        /Lihat, pindah, atau batalkan janji temu: https?:\/\/\S+\/[A-Za-z0-9_-]{43}\n/,
      );
      // A time already past is not offered, not even at the desk.
      const past = await bookAt('09:00', { name: 'Terlambat', phone: '0812-7777-9999' });
      expect(past.res.status).toBe(400);
    } finally {
      desk.now = start;
    }
  });

  it('two staff moving into the last free place at once: one 200, the other 409 with the times', async () => {
    // Mhor Fitness has one treatment place: 2026-12-03 11:00 is its last place at that time.
    const first = await bookOnline(desk, {
      branch: 'mhorfitness',
      date: '2026-12-03',
      time: '09:00',
    });
    const second = await bookOnline(desk, {
      branch: 'mhorfitness',
      date: '2026-12-03',
      time: '13:00',
    });
    const mhor = await staffAccount(desk, 'desk', ['mhorfitness']);
    const boss = await fresh(admin);
    const move = (code: string, who: Signed) =>
      call(desk, staffApiPaths.moveBooking(code), {
        method: 'POST',
        cookie: who.cookie,
        body: { date: '2026-12-03', time: '11:00' },
      });
    const answers = await Promise.all([move(first.code, mhor), move(second.code, boss)]);
    const statuses = answers.map((answer) => answer.res.status).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.res.status === 409);
    const taken = expectSchema(staffTakenSchema, lost?.body);
    expect(taken.date).toBe('2026-12-03');
    expect(taken.times.find((slot) => slot.time === '11:00')).toEqual({
      time: '11:00',
      free: false,
    });
    const won = answers.find((answer) => answer.res.status === 200);
    expect((won?.body.data as { history: { text: string }[] }).history.at(-1)?.text).toMatch(
      /^Dipindah dari Kam, 3 Des pukul (09|13)\.00$/,
    );
  });

  it('a closure on a day with bookings that hold a place answers 409 with them and closes nothing', async () => {
    const admin = await fresh(adminAccount());
    const kiara = await fresh(kiaraAccount());
    const booked = await bookOnline(desk, { date: '2026-12-04', time: '10:00' });
    const add = await call(desk, staffApiPaths.addClosure(), {
      method: 'POST',
      cookie: admin.cookie,
      body: { branch: 'kiaracondong', date: '2026-12-04', reason: 'Listrik padam' },
    });
    expect(add.res.status).toBe(409);
    const conflict = expectSchema(staffClosureConflictSchema, add.body);
    expect(conflict.bookings_to_contact.map((b) => b.code)).toEqual([booked.code]);
    const list = await call(desk, staffApiPaths.closures('kiaracondong'), { cookie: admin.cookie });
    expect(JSON.stringify(list.body.data)).not.toContain('2026-12-04');
    // Contacted and cancelled: now the day closes, and can be opened again.
    await call(desk, staffApiPaths.changeStatus(booked.code), {
      method: 'POST',
      cookie: admin.cookie,
      body: { status: 'cancelled', reason: 'branch_closed' },
    });
    const added = await call(desk, staffApiPaths.addClosure(), {
      method: 'POST',
      cookie: admin.cookie,
      body: { branch: 'kiaracondong', date: '2026-12-04', reason: 'Listrik padam' },
    });
    expect(added.res.status).toBe(201);
    expect(added.body.data).toMatchObject({ created_by: 'Staf 1', reason: 'Listrik padam' });
    const twice = await call(desk, staffApiPaths.addClosure(), {
      method: 'POST',
      cookie: admin.cookie,
      body: { branch: 'kiaracondong', date: '2026-12-04', reason: 'Lagi' },
    });
    expect(twice.res.status).toBe(409);
    const day = await call(
      desk,
      staffApiPaths.day({ branch: 'kiaracondong', date: '2026-12-04' }),
      { cookie: kiara.cookie },
    );
    expect(day.body.data).toMatchObject({ closed: { reason: 'Listrik padam' } });
    const online = await call(
      desk,
      '/v1/booking-times?branch=kiaracondong&service=pediatric&date=2026-12-04',
    );
    expect(online.body.data).toMatchObject({ times: [] });
    const id = (added.body.data as { id: number }).id;
    expect(
      (
        await call(desk, staffApiPaths.removeClosure(id), {
          method: 'DELETE',
          cookie: admin.cookie,
        })
      ).res.status,
    ).toBe(200);
    expect(
      (
        await call(desk, staffApiPaths.removeClosure(id), {
          method: 'DELETE',
          cookie: admin.cookie,
        })
      ).res.status,
    ).toBe(404);
  });
});

describe('the role × action matrix', () => {
  /*
   * What every desk call answers to an admin, to a desk account of the record's branch
   * (Kiaracondong) and to a desk account of another branch (Sumur Bandung). Each cell runs on
   * records of its own, made by the admin at the desk in the week after the other tests' days;
   * every answer of 2xx is held to the contract's `staffAnswerSchemas`, and every refusal is
   * checked to have changed nothing. docs/staff.md prints the same table.
   */
  const sessions: Record<Who, Signed | undefined> = {
    admin: undefined,
    desk: undefined,
    other: undefined,
  };
  const session = (who: Who) => {
    const found = sessions[who];
    if (!found) throw new Error(`No session of ${who}`);
    return found;
  };
  const boss = () => session('admin');
  /** The Kiaracondong message every account looks for in the list. */
  let kiaraMessage = 0;
  let phones = 0;

  beforeAll(async () => {
    sessions.admin = await fresh(admin);
    sessions.desk = await fresh(kiara);
    sessions.other = await fresh(sumur);
    kiaraMessage = await contactMessage('kiaracondong');
  });

  async function contactMessage(branch: string): Promise<number> {
    const sent = await call(desk, '/v1/contact-messages', {
      method: 'POST',
      client: desk.newClient(),
      body: {
        name: 'Rina Matriks',
        email: 'rina@contoh.id',
        phone: '0812-3456-7000',
        subject: 'konsultasi',
        message: `Pesan matriks ${desk.newClient()}`,
        branch,
      },
    });
    expect(sent.res.status).toBe(201);
    return (sent.body.data as { id: number }).id;
  }

  /** The next free time of Kiaracondong from 7 December on, as the desk offers it. */
  async function freeTime(): Promise<{ date: string; time: string }> {
    for (const date of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']) {
      const times = await call(
        desk,
        staffApiPaths.times({ branch: 'kiaracondong', service: 'pediatric', date }),
        { cookie: boss().cookie },
      );
      const free = (times.body.data as { times: { time: string; free: boolean }[] }).times.find(
        (slot) => slot.free,
      );
      if (free) return { date, time: free.time };
    }
    throw new Error('Kiaracondong has no free time left that week');
  }

  /** A booking form of Kiaracondong at its next free time, with a number of its own. */
  const phoneBooking = async () => ({
    branch: 'kiaracondong',
    service: 'pediatric',
    ...(await freeTime()),
    name: 'Pasien Matriks',
    phone: `0857-${String(7000_0000 + (phones += 1))}`,
    consent: true,
  });

  /** A new Kiaracondong booking made by the admin at the desk: its code. */
  async function booking(): Promise<string> {
    const made = await call(desk, staffApiPaths.createBooking(), {
      method: 'POST',
      cookie: boss().cookie,
      body: await phoneBooking(),
    });
    expect(made.res.status).toBe(201);
    return (made.body.data as { code: string }).code;
  }

  /** The booking as the admin sees it now. */
  const bookingNow = async (code: string) =>
    (await call(desk, staffApiPaths.booking(code), { cookie: boss().cookie })).body
      .data as StaffBooking;

  /** The answer's status, its body held to the endpoint's schema when it is a success. */
  const cell = (endpoint: StaffEndpoint, answer: Answer) => {
    if (answer.res.ok) expectSchema(staffAnswerSchemas[endpoint], answer.body);
    else expectApiError(answer.body);
    return String(answer.res.status);
  };
  const as = (who: Who, path: string, method = 'GET', body?: unknown) =>
    call(desk, path, { method, body, cookie: session(who).cookie });

  let shared: string | undefined;
  const sharedBooking = async () => (shared ??= await booking());

  const day = async (who: Who) =>
    cell('day', await as(who, staffApiPaths.day({ branch: 'kiaracondong', date: '2026-12-07' })));
  const week = async (who: Who) =>
    cell('week', await as(who, staffApiPaths.week({ branch: 'kiaracondong', date: '2026-12-07' })));
  const times = async (who: Who) =>
    cell(
      'times',
      await as(
        who,
        staffApiPaths.times({ branch: 'kiaracondong', service: 'pediatric', date: '2026-12-08' }),
      ),
    );
  const view = async (who: Who) =>
    cell('booking', await as(who, staffApiPaths.booking(await sharedBooking())));
  const arrived = async (who: Who) => {
    const code = await booking();
    const answer = await as(who, staffApiPaths.changeStatus(code), 'POST', { status: 'arrived' });
    const status = answer.res.ok ? 'arrived' : 'confirmed';
    expect(await bookingNow(code)).toMatchObject({ status });
    return cell('changeStatus', answer);
  };
  const move = async (who: Who) => {
    const code = await booking();
    const before = await bookingNow(code);
    const answer = await as(who, staffApiPaths.moveBooking(code), 'POST', await freeTime());
    if (!answer.res.ok) expect((await bookingNow(code)).start).toBe(before.start);
    return cell('moveBooking', answer);
  };
  const note = async (who: Who) => {
    const code = await booking();
    const answer = await as(who, staffApiPaths.addNote(code), 'POST', { text: 'Bawa hasil MRI' });
    expect((await bookingNow(code)).notes).toHaveLength(answer.res.ok ? 1 : 0);
    return cell('addNote', answer);
  };
  const phone = async (who: Who) =>
    cell(
      'createBooking',
      await as(who, staffApiPaths.createBooking(), 'POST', await phoneBooking()),
    );
  const search = async (who: Who) => {
    await sharedBooking();
    const answer = await as(who, staffApiPaths.search('matriks'));
    const found = (answer.body.data as StaffBooking[]).filter((b) => b.branch === 'kiaracondong');
    return `${cell('search', answer)}, ${found.length > 0 ? 'found' : 'none'}`;
  };
  const messages = async (who: Who) => {
    const answer = await as(who, staffApiPaths.messages());
    const listed = (answer.body.data as StaffMessage[]).some((m) => m.id === kiaraMessage);
    return `${cell('messages', answer)}, ${listed ? 'listed' : 'not listed'}`;
  };
  const handled = async (who: Who) => {
    const id = await contactMessage('kiaracondong');
    const answer = await as(who, staffApiPaths.handleMessage(id), 'POST');
    const now = (await as('admin', staffApiPaths.messages())).body.data as StaffMessage[];
    expect(now.find((m) => m.id === id)?.handled_at === null).toBe(!answer.res.ok);
    return cell('handleMessage', answer);
  };
  const closureList = async (who: Who) =>
    cell('closures', await as(who, staffApiPaths.closures('kiaracondong')));
  const closedDays = async () =>
    ((await as('admin', staffApiPaths.closures('kiaracondong'))).body.data as StaffClosure[]).map(
      (closure) => closure.date,
    );
  let closeDays = 0;
  const close = async (who: Who) => {
    // A Saturday beyond the bookable days: no booking holds a place on it.
    const date = ['2026-12-19', '2026-12-26', '2027-01-02'][closeDays++] ?? '';
    const body = { branch: 'kiaracondong', date, reason: 'Pelatihan staf' };
    const answer = await as(who, staffApiPaths.addClosure(), 'POST', body);
    expect((await closedDays()).includes(date)).toBe(answer.res.ok);
    return cell('addClosure', answer);
  };
  const closeBooked = async (who: Who) => {
    const code = await booking();
    const { date } = await bookingNow(code);
    const body = { branch: 'kiaracondong', date, reason: 'Listrik padam' };
    const answer = await as(who, staffApiPaths.addClosure(), 'POST', body);
    expect((await closedDays()).includes(date)).toBe(false);
    if (answer.res.status !== 409) return cell('addClosure', answer);
    const conflict = expectSchema(staffClosureConflictSchema, answer.body);
    expect(conflict.bookings_to_contact.map((b) => b.code)).toContain(code);
    return '409, to contact';
  };
  let openDays = 0;
  const reopen = async (who: Who) => {
    const date = ['2027-01-09', '2027-01-16', '2027-01-23'][openDays++] ?? '';
    const added = desk.stores.closures.add(
      { branch: 'kiaracondong', date, reason: 'Renovasi' },
      new Date(desk.now),
    );
    const answer = await as(who, staffApiPaths.removeClosure(added.closure.id), 'DELETE');
    expect((await closedDays()).includes(date)).toBe(!answer.res.ok);
    return cell('removeClosure', answer);
  };
  const accountState = async (email: string) =>
    ((await as('admin', staffApiPaths.accounts())).body.data as StaffAccountListing[]).find(
      (account) => account.email === email,
    )?.state;
  const accountList = async (who: Who) => cell('accounts', await as(who, staffApiPaths.accounts()));
  let newAccounts = 0;
  const addOne = async (who: Who) => {
    const email = `matriks${(newAccounts += 1)}@geraksehat.id`;
    const body = { email, name: 'Akun Matriks', role: 'desk', branches: ['kiaracondong'] };
    const answer = await as(who, staffApiPaths.addAccount(), 'POST', body);
    if (answer.res.ok) {
      desk.remember(setupTokenOf((answer.body.data as { setup_link: string }).setup_link));
    }
    expect(await accountState(email)).toBe(answer.res.ok ? 'invited' : undefined);
    return cell('addAccount', answer);
  };
  const invited = () => invite(desk, `Undangan${(newAccounts += 1)}`);
  const disable = async (who: Who) => {
    const { account } = invited();
    const answer = await as(who, staffApiPaths.disableAccount(account.id), 'POST');
    expect(await accountState(account.email)).toBe(answer.res.ok ? 'disabled' : 'invited');
    return cell('disableAccount', answer);
  };
  const reset = async (who: Who) => {
    const { account, token } = invited();
    const answer = await as(who, staffApiPaths.resetAccount(account.id), 'POST');
    if (answer.res.ok) {
      desk.remember(setupTokenOf((answer.body.data as { setup_link: string }).setup_link));
    }
    // A reset replaces the set-up link: the old one works only while there was none.
    expect((await call(desk, staffApiPaths.setupInfo(token))).res.status).toBe(
      answer.res.ok ? 410 : 200,
    );
    return cell('resetAccount', answer);
  };
  const log = async (who: Who) => cell('log', await as(who, staffApiPaths.log()));

  // prettier-ignore
  const matrix: [action: string, admin: string, desk: string, other: string, run: Run][] = [
    // action                                admin              desk (own branch)  desk (other branch)
    ['the day of a branch',                  '200',             '200',             '404', day],
    ['the week of a branch',                 '200',             '200',             '404', week],
    ['free times from now',                  '200',             '200',             '404', times],
    ['a booking with history and notes',     '200',             '200',             '404', view],
    ['mark a booking arrived',               '200',             '200',             '404', arrived],
    ['move a booking to a free time',        '200',             '200',             '404', move],
    ['an internal note',                     '200',             '200',             '404', note],
    ['a booking on the phone',               '201',             '201',             '404', phone],
    ['search by a patient’s name',          '200, found',      '200, found',      '200, none', search],
    ['the contact messages',                 '200, listed',     '200, listed',     '200, not listed', messages],
    ['mark a message handled',               '200',             '200',             '404', handled],
    ['the closures',                         '200',             '403',             '403', closureList],
    ['close a day without bookings',         '201',             '403',             '403', close],
    ['close a day with bookings',            '409, to contact', '403',             '403', closeBooked],
    ['open a closed day again',              '200',             '403',             '403', reopen],
    ['the accounts',                         '200',             '403',             '403', accountList],
    ['add an account',                       '201',             '403',             '403', addOne],
    ['disable an account',                   '200',             '403',             '403', disable],
    ['reset an account',                     '200',             '403',             '403', reset],
    ['the log',                              '200',             '403',             '403', log],
  ];

  it.each(
    matrix.flatMap(([action, ...rest]) => {
      const run = rest[3];
      return (['admin', 'desk', 'other'] as const).map((who, column) => ({
        action,
        who,
        expected: rest[column] as string,
        run,
      }));
    }),
  )('$action, as $who: $expected', async ({ who, expected, run }) => {
    expect(await run(who)).toBe(expected);
  });
});

describe('every staff answer', () => {
  it('is no-store and noindex, and never kept by the response cache', async () => {
    const kiara = await fresh(kiaraAccount());
    const path = staffApiPaths.day({ branch: 'kiaracondong', date: '2026-12-05' });
    const first = await call(desk, path, { cookie: kiara.cookie });
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    expect(first.res.headers.get('x-robots-tag')).toBe('noindex');
    // The same URL without a session is not a kept answer.
    expect((await call(desk, path)).res.status).toBe(401);
    expect((await call(desk, staffApiPaths.me())).res.headers.get('cache-control')).toBe(
      'no-store',
    );
  });
});

describe('after the whole run', () => {
  it('the log holds every kind of action the run did, each with who, what, which record, when and from where', () => {
    const rows = desk.db
      .prepare<[], StaffLogRow>('SELECT * FROM visitors.staff_log ORDER BY id')
      .all();
    // The privacy actions (some with no actor: a patient's own, the retention task's) are proved
    // by apps/api/test/privacy.test.ts and privacy-retention.test.ts.
    const privacyActions: readonly string[] = [
      'privacy_lookup',
      'privacy_export',
      'privacy_erase',
      'privacy_correct',
      'privacy_request_done',
      'retention_run',
    ];
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set(staffLogActionValues.filter((action) => !privacyActions.includes(action))),
    );
    for (const row of rows) {
      expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      if (row.action !== 'sign_in_failed' && row.actor !== 'cli') {
        expect(row.actor).toMatch(/@geraksehat\.id$/);
        expect(row.client).toMatch(/\S/);
      }
    }
    const moved = rows.find((row) => row.action === 'booking_move');
    expect(moved).toMatchObject({
      record_type: 'booking',
      record: expect.stringMatching(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/),
    });
    // Append-only: no row changes, none younger than 24 months goes.
    expect(() => desk.db.prepare('UPDATE visitors.staff_log SET detail = NULL').run()).toThrow(
      /append-only/,
    );
    expect(() => desk.db.prepare('DELETE FROM visitors.staff_log').run()).toThrow(/append-only/);
  });

  it('no password, TOTP secret, recovery code, session or set-up token or private link is in the log table, the server’s output, the data file or a backup', async () => {
    for (const received of mail.received) {
      for (const token of manageTokensIn(received.mail.text ?? '')) desk.remember(token);
    }
    const secrets = [...desk.secrets].filter((secret) => secret.length > 0);
    // Each kind was handled: passwords, TOTP secrets, recovery codes, tokens of every sort.
    expect(secrets.length).toBeGreaterThan(60);
    const logTable = JSON.stringify(desk.db.prepare('SELECT * FROM visitors.staff_log').all());
    const output = [...desk.output, ...consoleOutput.lines].join('\n');
    const backup = await backupVisitorData(desk.db, join(desk.dir, 'backups'));
    const files = [
      backup,
      join(desk.dir, 'klinik-visitors.db'),
      join(desk.dir, 'klinik-visitors.db-wal'),
    ]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    // The search reads the files' text: an account's e-mail is there to be found.
    expect(files[0]).toContain('sekali@geraksehat.id');
    const places = {
      logTable,
      output,
      ...Object.fromEntries(files.map((text, i) => [`file ${i}`, text])),
    };
    for (const [place, text] of Object.entries(places)) {
      const found = secrets.filter((secret) => text.includes(secret));
      expect(found, place).toEqual([]);
    }
  });
});
