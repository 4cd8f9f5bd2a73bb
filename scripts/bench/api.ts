import { existsSync, readFileSync, statSync } from 'node:fs';
import autocannon, { type Request, type Result } from 'autocannon';
import { bookingBranchValues, type BookingTimes } from '@klinik/clinic';
import { deskCells, runDeskBench, type DeskResult } from './desk';
import {
  retentionCells,
  retentionTargets,
  runRetentionBench,
  type RetentionResult,
} from './retention';
import { floodCells, runFloodBench, type FloodResult } from './flood';
import { loadAverage, markdownTable, stampLine, type BenchStamp } from './report';
import { anArticleSlug, printTable, startProductionServer } from './server';

/**
 * The read URLs' targets on a 2-core machine like the development one. The mixed and search
 * lines have no speed target: they show what writes and uncached searches cost, and only have
 * to be free of errors.
 */
export const apiTargets = { requestsPerSecond: 5000, p99Ms: 25 } as const;

/** The most resident memory the server may hold after the floods and this many mixed requests. */
export const memoryTarget = { rssMb: 250, requests: 250_000 } as const;

export interface ApiBenchOptions {
  connections?: number;
  /** Seconds per URL. */
  duration?: number;
}

export interface ApiBenchRow {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  meetsTarget: boolean;
}

export interface ApiBenchResult {
  rows: ApiBenchRow[];
  flood: FloodResult;
  /** The front desk's lines (scripts/bench/desk.ts). */
  desk: DeskResult;
  /** The retention task's line (scripts/bench/retention.ts). */
  retention: RetentionResult;
  rssMb: number;
  /** What the table of lines does not show: the target, the views counted, the WAL. */
  notes: string[];
  /** The server's memory along the run, and the long mixed line. */
  memoryNotes: string[];
  /** The load average when the run started, and when it ended. */
  loadBefore: string;
  loadAfter: string;
  meetsTargets: boolean;
}

/** One request in this many of the mixed line is a view POST. */
const writeEvery = 10;

/**
 * Starts the production server (apps/api/dist/main.js, built beforehand) on a free port with a
 * fresh database in a temporary folder; loads a list page and an article with autocannon, then
 * both mixed with view POSTs (1 request in 10), then the site search; prints one table row each
 * and the size of the WAL files after the mixed run; runs the front desk's lines (a branch's
 * day at 20 staff sessions, a public page during sign-ins: scripts/bench/desk.ts) before the
 * booking line. Then floods /cari while a second client reads a static page
 * (scripts/bench/flood.ts), sends 250,000 requests of a wider mix, and
 * prints the server's resident memory along the way; then stops the server and removes the
 * folder.
 */
export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchResult> {
  const connections = options.connections ?? 50;
  const duration = options.duration ?? 10;
  // Behind a "proxy", so each view POST can come from a visitor of its own and be counted.
  const server = await startProductionServer({ env: { TRUST_PROXY: '1' } });
  try {
    const { origin } = server;
    const rss = [`at start ${memory(server.pid)}`];
    const slug = await anArticleSlug(origin);
    const reads = ['/api/v1/articles?page=2&sort_by=views', `/api/v1/articles/${slug}`];

    const loadBefore = loadAverage();
    console.log(
      `\nAPI: ${connections} connections, ${duration} s per line (load average before: ${loadBefore})`,
    );
    const rows: ApiBenchRow[] = [];
    for (const path of reads) {
      // A short warm-up, so the JIT and SQLite's page cache are not part of the figures.
      await autocannon({ url: origin + path, connections, duration: 2 });
      rows.push(toRow(path, await autocannon({ url: origin + path, connections, duration })));
    }

    const viewsBefore = await totalViews(origin);
    const mixed = await autocannon({
      url: origin,
      connections,
      duration,
      requests: mixedRequests(reads, `/api/v1/articles/${slug}/view`),
    });
    rows.push(toRow(`mixed: both reads, 1 in ${writeEvery} a view POST`, mixed, false));
    const counted = (await totalViews(origin)) - viewsBefore;
    const wal = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0);
    const visitorFile = server.databasePath.replace(/\.db$/, '-visitors.db');
    // Read now: once writes pause for 10 s the server truncates the WAL (apps/api/src/storage/checkpoint.ts).
    const walAfterMixed = `visitor data ${megabytes(wal(visitorFile))}, content ${megabytes(wal(server.databasePath))}`;

    await autocannon({ url: origin, connections, duration: 2, requests: searchRequests() });
    const search = await autocannon({
      url: origin,
      connections,
      duration,
      requests: searchRequests(),
    });
    rows.push(toRow('search, uncached: typed prefixes of 5 queries', search, false));

    // Before the booking line, which books every free place it finds: the desk's day is a
    // weekday with no booking yet.
    const desk = await runDeskBench(server, { duration, staticPath: '/kontak' });

    const slots = await freeSlots(origin);
    const warmUp = bookingRequests([]);
    await autocannon({ url: origin, connections, duration: 2, requests: warmUp.requests });
    const bookingLine = bookingRequests(slots);
    const booking = await autocannon({
      url: origin,
      connections,
      duration,
      requests: bookingLine.requests,
    });
    const left = (await freeSlots(origin)).length;
    const booked = { made: slots.length - left, taken: bookingLine.sent() - (slots.length - left) };
    rows.push(
      toRow(
        `booking: free-times reads, 1 in ${bookingEvery} a booking`,
        booking,
        false,
        booked.taken,
      ),
    );

    const { header, lines } = apiCells(rows);
    printTable(header, lines);
    const notes = [
      `target: >= ${apiTargets.requestsPerSecond} req/s, p99 < ${apiTargets.p99Ms} ms, no non-2xx, no errors (mixed and search lines: no non-2xx, no errors)`,
      `mixed line: ${counted} views counted; WAL at its end: ${walAfterMixed}`,
      `booking line: ${booked.made} bookings made of ${slots.length} free places offered; its non-2xx are the ${booked.taken} answers 409 of a time taken meanwhile, none else`,
    ];
    for (const note of notes) console.log(note);

    rss.push(`after the lines above ${memory(server.pid)}`);
    const flood = await runFloodBench(origin, {
      connections,
      duration,
      runs: 3,
      staticPath: '/kontak',
    });
    rss.push(`after the /cari floods ${memory(server.pid)}`);
    const long = await autocannon({
      url: origin,
      connections,
      amount: memoryTarget.requests,
      requests: longMixedRequests(reads, `/api/v1/articles/${slug}/view`),
    });
    const rssMb = residentMb(server.pid);
    rss.push(
      `after ${memoryTarget.requests.toLocaleString('en')} mixed requests ${memory(server.pid)}`,
    );
    const loadAfter = loadAverage();
    const memoryNotes = [
      `Memory of the server process (load average ${loadAfter}): ${rss.join('; ')}`,
      `long mixed line: ${Math.round(long.requests.average)} req/s, ${long.non2xx} non-2xx, ${long.errors} errors; target: RSS < ${memoryTarget.rssMb} MB`,
    ];
    console.log(`\n${memoryNotes.join('\n')}`);
    const memoryMet = rssMb < memoryTarget.rssMb && long.errors === 0 && long.non2xx === 0;
    // A server of its own, with the backlog in its files.
    const retention = await runRetentionBench();
    return {
      rows,
      flood,
      desk,
      retention,
      rssMb,
      notes,
      memoryNotes,
      loadBefore,
      loadAfter,
      meetsTargets:
        rows.every((row) => row.meetsTarget) &&
        flood.rows.every((row) => row.meetsTarget) &&
        desk.meetsTargets &&
        retention.meetsTargets &&
        memoryMet,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The mixed line's request cycle: the two read URLs in turn, and every tenth request a view POST
 * from a new visitor (X-Forwarded-For from the benchmarking range 198.18.0.0/15, only ever a
 * header), so that each one is counted and written, the worst case for the WAL and the cache.
 */
function mixedRequests(reads: string[], viewPath: string): Request[] {
  let visitor = 0;
  const cycle: Request[] = Array.from({ length: writeEvery - 1 }, (_, i) => ({
    method: 'GET',
    path: reads[i % reads.length] ?? '/',
  }));
  cycle.push({
    method: 'POST',
    path: viewPath,
    setupRequest: (request) => {
      visitor = (visitor + 1) % 2 ** 17;
      const address = `198.${18 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255}`;
      return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
    },
  });
  return cycle;
}

/** What visitors type into the search box, one letter at a time. */
const typicalSearches = ['nyeri lutut', 'fisioterapi anak', 'keseleo', 'homecare', 'jam buka'];

/**
 * The search line's requests: every prefix of the typical searches (as the box sends them while
 * typing), each with a parameter of its own that the API ignores, so that no answer comes from
 * the response cache and every request runs the FTS5 query.
 */
function searchRequests(): Request[] {
  const typed = typicalSearches.flatMap((text) =>
    Array.from({ length: text.length }, (_, end) => text.slice(0, end + 1)).filter(
      (prefix) => prefix.trim() === prefix,
    ),
  );
  let sent = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        sent += 1;
        const q = encodeURIComponent(typed[sent % typed.length] ?? '');
        return { ...request, path: `/api/v1/search?q=${q}&n=${sent}` };
      },
    },
  ];
}

/**
 * The long line's cycle: the mixed line's requests, static pages and files of the site, and the
 * search page for a few common queries (rendered once, then kept), from visitors of their own.
 */
function longMixedRequests(reads: string[], viewPath: string): Request[] {
  const site = ['/', '/kontak', '/layanan', '/artikel', '/favicon.svg', '/robots.txt'];
  const searches = typicalSearches.map((text) => `/cari?q=${encodeURIComponent(text)}`);
  return [
    ...mixedRequests(reads, viewPath),
    ...[...site, ...searches].map((path) => ({ method: 'GET', path })),
  ];
}

/** VmRSS of a process, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/** "123 MB (peak 140 MB)" */
function memory(pid: number): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const peak = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  return `RSS ${residentMb(pid).toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`;
}

async function totalViews(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/articles?per_page=50`);
  const body = (await response.json()) as { data: { view_count: number }[] };
  return body.data.reduce((sum, article) => sum + article.view_count, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function toRow(path: string, result: Result, speedTarget = true, expected409 = 0): ApiBenchRow {
  const row = {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // A booking's 409 (the time taken meanwhile) is the right answer, not a failure.
    non2xx: result.non2xx - Math.min(expected409, result['4xx']),
    errors: result.errors,
  };
  return {
    ...row,
    meetsTarget:
      (!speedTarget ||
        (row.requestsPerSecond >= apiTargets.requestsPerSecond && row.p99Ms < apiTargets.p99Ms)) &&
      row.non2xx === 0 &&
      row.errors === 0,
  };
}

/** The lines as table cells, for the terminal and for docs/performance.md. */
function apiCells(rows: ApiBenchRow[]): { header: string[]; lines: string[][] } {
  return {
    header: ['URL', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target'],
    lines: rows.map((row) => [
      row.path,
      String(row.requestsPerSecond),
      String(row.p50Ms),
      String(row.p99Ms),
      String(row.non2xx),
      String(row.errors),
      row.meetsTarget ? 'met' : 'MISSED',
    ]),
  };
}

const list = (notes: string[]) => notes.map((note) => `- ${note}`).join('\n');

/** The run as the api section of docs/performance.md. */
export function apiReport(result: ApiBenchResult, stamp: BenchStamp): string {
  const api = apiCells(result.rows);
  const flood = floodCells(result.flood.rows);
  const desk = deskCells(result.desk.rows);
  const retention = retentionCells(result.retention);
  const code = (path: string) => (path.startsWith('/') ? `\`${path}\`` : path);
  return [
    stampLine(
      'pnpm bench:api',
      stamp,
      `load average ${result.loadBefore} at the start, ${result.loadAfter} at the end`,
    ),
    markdownTable(
      api.header,
      api.lines.map(([path = '', ...cells]) => [code(path), ...cells]),
    ),
    list(result.notes),
    `${result.flood.heading}:`,
    markdownTable(flood.header, flood.lines),
    list(result.flood.notes),
    `${result.desk.heading}:`,
    markdownTable(desk.header, desk.lines),
    list(result.desk.notes),
    `${result.retention.heading}:`,
    markdownTable(retention.header, retention.lines),
    list([
      `target: the run under ${retentionTargets.runSeconds} s (its own time, on the log), the page's p99 under ${retentionTargets.publicP99Ms} ms meanwhile, no failure`,
    ]),
    list(result.memoryNotes),
  ].join('\n\n');
}

/** One request in this many of the booking line is a booking. */
const bookingEvery = 20;

interface Slot {
  branch: string;
  service: string;
  date: string;
  time: string;
}

/** Every free place of the next 14 days for one service at every branch, as the API offers them. */
async function freeSlots(origin: string): Promise<Slot[]> {
  const service = 'pediatric';
  const slots: Slot[] = [];
  for (const branch of bookingBranchValues) {
    const first = await timesOf(origin, branch, service);
    for (const day of first.dates.filter((date) => !date.closed)) {
      const times =
        day.date === first.date ? first : await timesOf(origin, branch, service, day.date);
      for (const { time } of times.times.filter((slot) => slot.free)) {
        slots.push({ branch, service, date: day.date, time });
      }
    }
  }
  return slots;
}

async function timesOf(origin: string, branch: string, service: string, date?: string) {
  const query = new URLSearchParams({ branch, service, ...(date ? { date } : {}) });
  const res = await fetch(`${origin}/api/v1/booking-times?${query.toString()}`);
  const body = (await res.json()) as { data: BookingTimes };
  return body.data;
}

/**
 * The booking line's request cycle: the free times of the branches' next days in turn, and every
 * 20th request a booking of the next free place (its own visitor and WhatsApp number, so the
 * per-client and per-number limits stay out of the way): the reads meet writes that change them.
 */
function bookingRequests(slots: Slot[]): { requests: Request[]; sent: () => number } {
  let read = 0;
  let booked = 0;
  const cycle: Request[] = Array.from({ length: bookingEvery - 1 }, () => ({
    method: 'GET',
    setupRequest: (request) => {
      read += 1;
      const branch = bookingBranchValues[read % bookingBranchValues.length] ?? '';
      return { ...request, path: `/api/v1/booking-times?branch=${branch}&service=pediatric` };
    },
  }));
  const line = { requests: cycle, sent: () => booked };
  if (slots.length === 0) return line;
  cycle.push({
    method: 'POST',
    setupRequest: (request) => {
      const slot = slots[booked % slots.length];
      booked += 1;
      const address = `198.${18 + (booked >> 16)}.${(booked >> 8) & 255}.${booked & 255}`;
      return {
        ...request,
        path: '/api/v1/bookings',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'x-forwarded-for': address,
        },
        body: JSON.stringify({
          ...slot,
          name: 'Pasien Uji Beban',
          phone: `0812${String(booked).padStart(8, '0')}`,
          consent: true,
        }),
      };
    },
  });
  return line;
}
