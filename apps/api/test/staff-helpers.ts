import { join } from 'node:path';
import {
  apiPaths,
  staffApiPaths,
  type StaffAccountInput,
  type StaffRole,
  type Branch,
} from '@klinik/clinic';
import { testArgon2 } from '../src/auth/passwords';
import { totpCodeAt } from '../src/auth/second-factor';
import { createStores, type Stores } from '../src/data/stores';
import { startServer, type RunningServer, type StartServerOptions } from '../src/server';
import { openDatabase } from '../src/storage/database';
import type { Db } from '../src/storage/sqlite';
import { asClient, tempDir, testStaffKey } from './helpers';

/**
 * A real server for the front desk's tests, on fresh temporary files, with a clock the tests
 * move (sessions, waits, set-up links and the booking rules all read it), the test Argon2 cost
 * (`testArgon2`, never the production default) and a second connection to the same files for
 * what `pnpm staff` does (adding accounts).
 */
export function deskServer(
  prefix: string,
  options: Omit<StartServerOptions, 'port' | 'databasePath'> = {},
) {
  /** Monday 30 November 2026, 08:00 in Jakarta. */
  const start = Date.parse('2026-11-30T01:00:00Z');
  const state: {
    server?: RunningServer;
    temp?: ReturnType<typeof tempDir>;
    db?: Db;
    stores?: Stores;
    now: number;
    clients: number;
  } = { now: start, clients: 1000 };
  let accounts = 0;
  /** What the server wrote to its log (its `log` option) while it ran. */
  const output: string[] = [];
  /**
   * Every secret a test handled: passwords, TOTP secrets, recovery codes, set-up, session and
   * private-link tokens. None may be found where it must not be (the log, the output, a backup).
   */
  const secrets = new Set<string>();
  const running = () => {
    if (!state.server || !state.temp || !state.stores) throw new Error('Not running');
    return { server: state.server, temp: state.temp, stores: state.stores };
  };

  return {
    async start(more: Omit<StartServerOptions, 'port' | 'databasePath'> = {}) {
      state.temp = tempDir(prefix);
      state.now = start;
      const databasePath = join(state.temp.dir, 'klinik.db');
      state.server = await startServer({
        port: 0,
        databasePath,
        trustProxy: 1,
        argon2: testArgon2,
        staffKey: testStaffKey,
        now: () => state.now,
        log: (line) => output.push(line),
        ...options,
        ...more,
      });
      state.db = openDatabase(databasePath, { warn: () => undefined });
      state.stores = createStores(state.db, { key: testStaffKey, argon2: testArgon2 });
    },
    async stop() {
      state.db?.close();
      await state.server?.close();
      state.temp?.cleanup();
    },
    get url() {
      return running().server.url;
    },
    get dir() {
      return running().temp.dir;
    },
    get stores() {
      return running().stores;
    },
    get db() {
      if (!state.db) throw new Error('Not running');
      return state.db;
    },
    /** The tests' clock, in ms. */
    get now() {
      return state.now;
    },
    set now(value: number) {
      state.now = value;
    },
    output,
    secrets,
    /** Notes a secret a test handled, and hands it back. */
    remember<T extends string>(secret: T): T {
      secrets.add(secret);
      return secret;
    },
    /** The number of the next account `staffAccount` makes on this server: 1, 2, ... */
    nextAccount: () => (accounts += 1),
    /** A new client (its own X-Forwarded-For), so per-client limits stay apart. */
    newClient: () => (state.clients += 1),
    api: (path: string) => `${running().server.url}/api${path}`,
  };
}

export type DeskServer = ReturnType<typeof deskServer>;

export interface Signed {
  email: string;
  name: string;
  password: string;
  /** The TOTP secret (base32), when the account has one. */
  secret?: string;
  /** The Cookie header of its session. */
  cookie: string;
  /** The session token (for the tests that look for it where it must not be). */
  token: string;
  client: number;
  recoveryCodes: string[] | null;
  id: number;
}

export interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  client?: number;
  headers?: Record<string, string>;
}

/** A call to the API as the desk's page makes it (same origin), the answer parsed. */
export async function call(
  desk: DeskServer,
  path: string,
  { method = 'GET', body, cookie, client = 1, headers = {} }: Call = {},
) {
  const res = await fetch(desk.api(path), {
    method,
    headers: {
      ...asClient(client),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      Origin: desk.url,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    res,
    body: json as {
      success: boolean;
      data?: unknown;
      message?: string;
      errors?: Record<string, string[]>;
    } & Record<string, unknown>,
  };
}

/** The token of a set-up link (its last path segment). */
export const setupTokenOf = (link: string): string =>
  new URL(link).pathname.split('/').at(-1) ?? '';

/**
 * A new account as `pnpm staff add` makes it (through the same function, on the tests' second
 * connection), its set-up token noted as a secret.
 */
export function addAccount(desk: DeskServer, input: StaffAccountInput) {
  const added = desk.stores.staffAuth.addAccount(
    input,
    { actor: 'cli', client: null },
    new Date(desk.now),
  );
  if (!added.ok) throw new Error(`The account ${input.email} was not added`);
  return { ...added.value, token: desk.remember(setupTokenOf(added.value.setup_link)) };
}

/**
 * An invited account named `name` (e-mail: the name in lower case at geraksehat.id): a desk
 * account of Kiaracondong, or an admin.
 */
export const invite = (desk: DeskServer, name: string, role: StaffRole = 'desk') =>
  addAccount(desk, {
    email: `${name.toLowerCase()}@geraksehat.id`,
    name,
    role,
    branches: role === 'desk' ? ['kiaracondong'] : [],
  });

/** A passphrase of the test: long, not on the common list. */
export const passwordOf = (n: number) => `kopi susu gula aren nomor ${n} pagi`;

/**
 * An account as `pnpm staff add` makes it, set up through its link as a person does (the
 * authenticator's code for an admin, or when `totp`), then signed in.
 */
export async function staffAccount(
  desk: DeskServer,
  role: StaffRole,
  branches: Branch['value'][] = [],
  { totp = role === 'admin' }: { totp?: boolean } = {},
): Promise<Signed> {
  const number = desk.nextAccount();
  const email = `staf${number}@geraksehat.id`;
  const name = `Staf ${number}`;
  const added = addAccount(desk, { email, name, role, branches });
  const token = added.token;
  const password = desk.remember(passwordOf(number));
  const info = await call(desk, staffApiPaths.setupInfo(token));
  const secret = desk.remember((info.body.data as { totp: { secret: string } }).totp.secret);
  const client = desk.newClient();
  const done = await call(desk, staffApiPaths.setup(token), {
    method: 'POST',
    client,
    body: {
      password,
      password_repeat: password,
      ...(totp ? { code: totpCodeAt(secret, desk.now) } : {}),
    },
  });
  if (done.res.status !== 200)
    throw new Error(`Set-up answered ${done.res.status}: ${JSON.stringify(done.body)}`);
  const recoveryCodes = (done.body.data as { recovery_codes: string[] | null }).recovery_codes;
  for (const code of recoveryCodes ?? []) desk.remember(code);
  // The code of the set-up's step is used: sign in a step later, as a person would.
  if (totp) desk.now += 30_000;
  const signed = await signIn(
    desk,
    email,
    password,
    totp ? totpCodeAt(secret, desk.now) : undefined,
    client,
  );
  return {
    ...signed,
    email,
    name,
    password,
    ...(totp ? { secret } : {}),
    client,
    recoveryCodes,
    id: added.account.id,
  };
}

/** Signs in; throws unless it worked. */
export async function signIn(
  desk: DeskServer,
  email: string,
  password: string,
  code?: string,
  client = desk.newClient(),
) {
  const { res, body } = await call(desk, staffApiPaths.signIn(), {
    method: 'POST',
    client,
    body: { email, password, ...(code ? { code } : {}) },
  });
  if (res.status !== 200)
    throw new Error(`Sign-in answered ${res.status}: ${JSON.stringify(body)}`);
  const setCookie = res.headers.getSetCookie()[0] ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  return { cookie, token: desk.remember(cookie.split('=')[1] ?? ''), setCookie };
}

/** A booking the visitor made online (the public call), with its private token. */
export async function bookOnline(
  desk: DeskServer,
  values: Record<string, unknown>,
): Promise<{ code: string; manage_token: string }> {
  const { res, body } = await call(desk, '/v1/bookings', {
    method: 'POST',
    client: desk.newClient(),
    body: {
      branch: 'kiaracondong',
      service: 'pediatric',
      date: '2026-12-01',
      time: '10:00',
      name: 'Sari Wulandari',
      phone: `0813${String(20000000 + desk.newClient())}`,
      email: 'sari@contoh.id',
      consent: true,
      ...values,
    },
  });
  if (res.status !== 201)
    throw new Error(`Booking answered ${res.status}: ${JSON.stringify(body)}`);
  const made = body.data as { code: string; manage_token: string };
  desk.remember(made.manage_token);
  return made;
}

/**
 * A person's contact message and erasure request, as the public forms send them: the message
 * with the number as `messagePhone` (default: as given), the request by the e-mail; the
 * request's id.
 */
export async function sendMessageAndRequest(
  desk: DeskServer,
  who: { name: string; phone: string; email: string; complaint: string; message: string },
  messagePhone: string = who.phone,
): Promise<number> {
  const message = await call(desk, apiPaths.contactMessage(), {
    method: 'POST',
    client: desk.newClient(),
    body: {
      name: who.name,
      email: who.email,
      phone: messagePhone,
      subject: 'konsultasi',
      message: who.message,
    },
  });
  if (message.res.status !== 201) throw new Error(`The message answered ${message.res.status}`);
  const request = await call(desk, apiPaths.dataRequest(), {
    method: 'POST',
    client: desk.newClient(),
    body: {
      kind: 'erasure',
      contact: who.email,
      name: who.name,
      details: `Hapus data saya: ${who.complaint}`,
      consent: 'on',
    },
  });
  if (request.res.status !== 201) throw new Error(`The request answered ${request.res.status}`);
  return (request.body.data as { id: number }).id;
}

/**
 * What the process writes through console.log, warn and error from now until `restore`, still
 * written as before: the server's own output (an uncaught error's line among it).
 */
export function captureConsole(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const methods = ['log', 'warn', 'error'] as const;
  const originals = methods.map((name) => console[name]);
  for (const [index, name] of methods.entries()) {
    const original = originals[index] ?? console.log;
    console[name] = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? (arg.stack ?? '') : String(arg))).join(' '),
      );
      original.apply(console, args);
    };
  }
  return {
    lines,
    restore: () => {
      for (const [index, name] of methods.entries())
        console[name] = originals[index] ?? console.log;
    },
  };
}

/** The private links' tokens in mails the clinic sent (the desk's bookings' among them). */
export const manageTokensIn = (text: string): string[] =>
  [...text.matchAll(/\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g)].map((match) => match[1] ?? '');
