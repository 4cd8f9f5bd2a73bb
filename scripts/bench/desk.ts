import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { staffApiPaths, type StaffBooking, type StaffRecords } from '@klinik/clinic';
import { createPasswordHasher, productionArgon2 } from '../../apps/api/src/auth/passwords';
import { median, readStatic, type StaticReading } from './flood';
import { printTable, type RunningServer } from './server';

/**
 * The front desk's targets: a branch's day answers fast for a whole front desk at
 * once, and the sign-in's password hashing, deliberately slow, does not slow the public pages.
 */
export const deskTargets = {
  dayP99Ms: 50,
  sessions: 20,
  bookings: 40,
  signInsPerSecond: 5,
  publicP99Ms: 20,
  minHashMs: 50,
} as const;

const runs = 3;
const accounts = 4;
const branch = 'kiaracondong';
const root = fileURLToPath(new URL('../../', import.meta.url));

export interface DeskRow {
  line: 'day' | 'sign-in';
  run: number;
  load: string;
  /** The day line: the day's answers; the sign-in line: the public page's. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The sign-in line: sign-ins made, and their answer times. */
  signIns?: { made: number; refused: number; p50Ms: number };
  meetsTarget: boolean;
}

export interface DeskResult {
  heading: string;
  rows: DeskRow[];
  notes: string[];
  meetsTargets: boolean;
}

/** `pnpm staff add` on the server's files, as an admin runs it: the set-up link's token. */
function addAccount(databasePath: string, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/scripts/staff.ts',
        'add',
        '--email',
        email,
        '--name',
        'Resepsionis Uji Beban',
        '--role',
        'desk',
        '--branch',
        branch,
      ],
      { cwd: root, env: { ...process.env, DATABASE_PATH: databasePath } },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(/\/([A-Za-z0-9_-]{43})\s*$/.exec(stdout)?.[1] ?? '');
      },
    );
  });
}

/** A call of the desk's page: JSON from the site's own origin, with a session when given. */
async function desk<T>(
  origin: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; data: T; cookie: string }> {
  const res = await fetch(`${origin}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Origin: origin,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { data: T };
  const setCookie = res.headers.getSetCookie()[0] ?? '';
  return { status: res.status, data: answer.data, cookie: setCookie.split(';')[0] ?? '' };
}

const password = (n: number) => `meja depan uji beban nomor ${n} pagi`;

/**
 * The desk's lines. Makes `accounts` desk accounts with `pnpm staff add` and sets each up
 * through its link; signs in `deskTargets.sessions` sessions; fills the first weekday of the
 * bookable days at Kiaracondong with `deskTargets.bookings` bookings made at the desk (every
 * place of the day taken, and the rest of the 40 cancelled ones, as a day with cancellations
 * lists them). Then, `runs` times each: the day read at 20 connections, each request with one of
 * the 20 sessions in turn; and one client reading `staticPath` while staff sign in 5 times a
 * second with the production Argon2id cost.
 */
export async function runDeskBench(
  server: RunningServer,
  { duration, staticPath }: { duration: number; staticPath: string },
): Promise<DeskResult> {
  const { origin } = server;
  const emails = Array.from({ length: accounts }, (_, n) => `meja${n + 1}@geraksehat.id`);
  for (const [n, email] of emails.entries()) {
    const token = await addAccount(server.databasePath, email);
    const setup = await desk(origin, staffApiPaths.setup(token), {
      password: password(n),
      password_repeat: password(n),
    });
    if (setup.status !== 200) throw new Error(`The set-up of ${email} answered ${setup.status}`);
  }
  const cookies: string[] = [];
  for (let session = 0; session < deskTargets.sessions; session += 1) {
    const n = session % accounts;
    const signedIn = await desk(origin, staffApiPaths.signIn(), {
      email: emails[n],
      password: password(n),
    });
    if (signedIn.status !== 200) throw new Error(`A sign-in answered ${signedIn.status}`);
    cookies.push(signedIn.cookie);
  }
  const date = await fillADay(origin, cookies[0] ?? '');

  const dayPath = `/api${staffApiPaths.day({ branch, date })}`;
  let sent = 0;
  const dayRequests: Request[] = [
    {
      method: 'GET',
      path: dayPath,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, cookie: cookies[(sent += 1) % cookies.length] ?? '' },
      }),
    },
  ];
  const day = await desk<StaffRecords['day']['data']>(
    origin,
    staffApiPaths.day({ branch, date }),
    undefined,
    cookies[0],
  );
  const heading = `The front desk: the day of ${branch} (${date}, ${day.data.bookings.length} bookings) at ${deskTargets.sessions} connections, each request with one of ${deskTargets.sessions} staff sessions; then one client reading ${staticPath} while staff sign in ${deskTargets.signInsPerSecond} times a second; ${duration} s per run`;
  console.log(`\n${heading}`);

  const rows: DeskRow[] = [];
  await autocannon({
    url: origin,
    connections: deskTargets.sessions,
    duration: 2,
    requests: dayRequests,
  });
  for (let run = 1; run <= runs; run += 1) {
    const load = loadavg()[0]?.toFixed(2) ?? '?';
    const result = await autocannon({
      url: origin,
      connections: deskTargets.sessions,
      duration,
      requests: dayRequests,
    });
    const row = {
      line: 'day' as const,
      run,
      load,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    rows.push({
      ...row,
      meetsTarget: row.p99Ms < deskTargets.dayP99Ms && row.non2xx === 0 && row.errors === 0,
    });
  }

  for (let run = 1; run <= runs; run += 1) {
    const load = loadavg()[0]?.toFixed(2) ?? '?';
    const [reading, signIns] = await Promise.all([
      readStatic(origin + staticPath, duration),
      signInAtPace(origin, emails, duration),
    ]);
    rows.push(signInRow(run, load, duration, reading, signIns));
  }

  const hashMs = await hashMedian();
  const { header, lines } = deskCells(rows);
  printTable(header, lines);
  const of = (line: DeskRow['line']) => rows.filter((row) => row.line === line);
  const notes = [
    `the day: median p99 ${median(of('day').map((row) => row.p99Ms))} ms, median ${median(of('day').map((row) => row.requestsPerSecond))} req/s; target p99 < ${deskTargets.dayP99Ms} ms, no non-2xx, no errors`,
    `public page during sign-ins: median p99 ${median(of('sign-in').map((row) => row.p99Ms))} ms; median sign-in answer ${median(of('sign-in').map((row) => row.signIns?.p50Ms ?? 0))} ms; target public p99 < ${deskTargets.publicP99Ms} ms, every sign-in 200`,
    `Argon2id at the production cost (m=${productionArgon2.memoryCost} KiB, t=${productionArgon2.timeCost}, p=${productionArgon2.parallelism}): median ${hashMs} ms a verification in this process; target >= ${deskTargets.minHashMs} ms`,
  ];
  for (const note of notes) console.log(note);
  return {
    heading,
    rows,
    notes,
    meetsTargets: rows.every((row) => row.meetsTarget) && hashMs >= deskTargets.minHashMs,
  };
}

/**
 * Fills the first weekday after today that is open and has no booking yet at the branch (the
 * lines before book online): every free time taken at the desk by its own patient until the day
 * is full, then a booking cancelled for each one the 40 still lack and its place booked again.
 * Answers the date.
 */
async function fillADay(origin: string, cookie: string): Promise<string> {
  const times = (date?: string) =>
    desk<StaffRecords['times']['data']>(
      origin,
      staffApiPaths.times({ branch, service: 'pediatric', ...(date ? { date } : {}) }),
      undefined,
      cookie,
    );
  const today = (await times()).data.date;
  let phone = 0;
  const book = async (date: string, time: string) => {
    phone += 1;
    const made = await desk<StaffBooking>(
      origin,
      staffApiPaths.createBooking(),
      {
        branch,
        service: 'pediatric',
        date,
        time,
        name: `Pasien Uji Beban ${phone}`,
        phone: `0813${String(phone).padStart(8, '0')}`,
        email: `pasien${phone}@contoh.id`,
        consent: true,
      },
      cookie,
    );
    return made.status === 201 ? made.data.code : undefined;
  };
  for (let offset = 1; offset < 14; offset += 1) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const day = await desk<StaffRecords['day']['data']>(
      origin,
      staffApiPaths.day({ branch, date }),
      undefined,
      cookie,
    );
    if (weekday === 0 || weekday === 6 || !day.data.hours || day.data.closed) continue;
    if (day.data.bookings.length > 0) continue;
    const codes: string[] = [];
    for (;;) {
      const free = (await times(date)).data.times.find((slot) => slot.free);
      if (!free) break;
      const code = await book(date, free.time);
      if (code) codes.push(code);
    }
    let total = codes.length;
    while (total < deskTargets.bookings) {
      const code = codes.shift();
      if (!code) break;
      const cancelled = await desk<StaffBooking>(
        origin,
        staffApiPaths.changeStatus(code),
        { status: 'cancelled', reason: 'patient_request' },
        cookie,
      );
      if (cancelled.status !== 200) throw new Error(`A cancellation answered ${cancelled.status}`);
      const again = await book(date, cancelled.data.time);
      if (!again)
        throw new Error(`The freed place ${date} ${cancelled.data.time} was not booked again`);
      codes.push(again);
      total += 1;
    }
    if (total !== deskTargets.bookings) {
      throw new Error(`${date} has ${total} bookings, not ${deskTargets.bookings}`);
    }
    return date;
  }
  throw new Error(`No free weekday at ${branch} in the bookable days`);
}

/** Signs in `deskTargets.signInsPerSecond` times a second for `duration` seconds. */
async function signInAtPace(origin: string, emails: string[], duration: number) {
  const times: number[] = [];
  let refused = 0;
  const pending: Promise<void>[] = [];
  const count = duration * deskTargets.signInsPerSecond;
  for (let n = 0; n < count; n += 1) {
    const account = n % emails.length;
    pending.push(
      (async () => {
        const started = performance.now();
        const answer = await desk(origin, staffApiPaths.signIn(), {
          email: emails[account],
          password: password(account),
        });
        times.push(performance.now() - started);
        if (answer.status !== 200) refused += 1;
      })(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / deskTargets.signInsPerSecond));
  }
  await Promise.all(pending);
  return { made: count - refused, refused, p50Ms: Math.round(median(times)) };
}

function signInRow(
  run: number,
  load: string,
  duration: number,
  reading: StaticReading,
  signIns: { made: number; refused: number; p50Ms: number },
): DeskRow {
  return {
    line: 'sign-in',
    run,
    load,
    requestsPerSecond: Math.round(reading.requests / duration),
    p50Ms: reading.p50Ms,
    p99Ms: reading.p99Ms,
    non2xx: reading.non2xx,
    errors: reading.errors,
    signIns,
    meetsTarget:
      reading.p99Ms < deskTargets.publicP99Ms &&
      reading.non2xx === 0 &&
      reading.errors === 0 &&
      signIns.refused === 0,
  };
}

/** The median time of an Argon2id verification at the production cost, here. */
async function hashMedian(): Promise<number> {
  const hasher = createPasswordHasher(productionArgon2);
  const stored = await hasher.hash(password(0));
  const times: number[] = [];
  for (let n = 0; n < 9; n += 1) {
    const started = performance.now();
    await hasher.verify(stored, password(0));
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

/** The desk's runs as table cells, for the terminal and for docs/performance.md. */
export function deskCells(rows: DeskRow[]): { header: string[]; lines: string[][] } {
  return {
    header: [
      'line',
      'run',
      'load 1m',
      'req/s',
      'p50',
      'p99',
      'non-2xx/errors',
      'sign-ins (answer p50)',
      'target',
    ],
    lines: rows.map((row) => [
      row.line === 'day' ? 'the day, 20 sessions' : 'public page, 5 sign-ins/s',
      String(row.run),
      row.load,
      String(row.requestsPerSecond),
      `${row.p50Ms} ms`,
      `${row.p99Ms} ms`,
      `${row.non2xx}/${row.errors}`,
      row.signIns
        ? `${row.signIns.made} made, ${row.signIns.refused} refused (${row.signIns.p50Ms} ms)`
        : '',
      row.meetsTarget ? 'met' : 'MISSED',
    ]),
  };
}
