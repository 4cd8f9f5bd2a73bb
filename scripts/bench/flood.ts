import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';
import { printTable } from './server';

/** What the flood line must show: the static page stays fast and fails nothing. */
export const floodTargets = { staticP99Ms: 20 } as const;

/** Words a search flood draws from: what visitors of a physiotherapy site might type, and noise. */
const words = [
  'nyeri',
  'lutut',
  'bahu',
  'punggung',
  'pinggang',
  'leher',
  'kaki',
  'tangan',
  'anak',
  'lansia',
  'cedera',
  'olahraga',
  'stroke',
  'saraf',
  'otot',
  'sendi',
  'tulang',
  'terapi',
  'pijat',
  'akupunktur',
  'homecare',
  'jadwal',
  'harga',
  'biaya',
  'lokasi',
  'bandung',
  'buka',
  'sabtu',
  'minggu',
  'dokter',
  'fisioterapis',
  'keseleo',
  'patah',
  'operasi',
  'pemulihan',
  'latihan',
  'postur',
  'skoliosis',
  'asam',
  'urat',
  'kram',
  'kesemutan',
  'bengkak',
  'radang',
  'tendon',
  'ligamen',
  'acl',
  'meniskus',
  'lari',
  'sepak',
  'bola',
  'badminton',
  'renang',
  'gym',
  'hamil',
  'bayi',
  'tumbuh',
  'kembang',
  'xq',
  'zzt',
  'qwerty',
  'asdf',
  'lorem',
  'ipsum',
  'abc',
  '123',
  'tes',
  'coba',
];

const pick = () => words[Math.floor(Math.random() * words.length)] ?? 'nyeri';

/** A random query of 1-3 words, as a flood would send: nearly every one a new address. */
export function randomQuery(): string {
  const count = 1 + Math.floor(Math.random() * 3);
  return Array.from({ length: count }, pick).join(' ');
}

export interface StaticReading {
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const floodClient = fileURLToPath(new URL('./flood-client.ts', import.meta.url));

/** Runs node with these arguments and parses what it prints as autocannon's result. */
function autocannonProcess(args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as Result);
    });
  });
}

/**
 * One visitor reading a static page over and over, in a process of its own (at the normal
 * priority): the flood's client would otherwise delay its requests and add its waits to them.
 */
export async function readStatic(url: string, duration: number): Promise<StaticReading> {
  const result = await autocannonProcess([
    autocannonCli,
    '--json',
    '--connections',
    '1',
    '--duration',
    String(duration),
    url,
  ]);
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The flood (scripts/bench/flood-client.ts, at nice 10). */
function flood(origin: string, connections: number, duration: number, many: boolean) {
  return autocannonProcess([
    '--import',
    'tsx',
    floodClient,
    origin,
    String(connections),
    String(duration),
    many ? 'many' : 'one',
  ]);
}

/** How the flood may be answered: a page, the per-client limit, the full queue. */
const floodAnswers = new Set(['200', '429', '503']);

export interface FloodRow {
  label: string;
  run: number;
  load: string;
  floodPerSecond: number;
  floodStatuses: string;
  floodP99Ms: number;
  static: StaticReading;
  meetsTarget: boolean;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** "200 120, 429 5,000": how the flood was answered. */
function statuses(result: Result): string {
  const parts = Object.entries(result.statusCodeStats).map(
    ([status, { count }]) => `${status} ${count.toLocaleString('en')}`,
  );
  if (result.errors + result.timeouts > 0) parts.push(`errors ${result.errors + result.timeouts}`);
  return parts.join(', ') || 'none';
}

export interface FloodResult {
  /** What was flooded and read, with the static page's figures when read alone. */
  heading: string;
  rows: FloodRow[];
  /** What the table does not show: the medians and the target. */
  notes: string[];
}

/**
 * Floods /cari with random 1-3 word queries at `connections` connections while a second client
 * (another process) reads `staticPath`; `runs` times each from one address and from many
 * (X-Forwarded-For, so the server must run with TRUST_PROXY=1). Prints each run and the medians.
 */
export async function runFloodBench(
  origin: string,
  {
    connections,
    duration,
    runs,
    staticPath,
  }: {
    connections: number;
    duration: number;
    runs: number;
    staticPath: string;
  },
): Promise<FloodResult> {
  const alone = await readStatic(origin + staticPath, Math.min(5, duration));
  const heading = `/cari flood: random 1-3 word queries at ${connections} connections, ${duration} s per run, while one client reads ${staticPath} (alone: p50 ${alone.p50Ms} ms, p99 ${alone.p99Ms} ms)`;
  console.log(`\n${heading}`);
  const rows: FloodRow[] = [];
  for (const manyAddresses of [false, true]) {
    const label = manyAddresses ? 'from 131,072 addresses' : 'from one address';
    for (let run = 1; run <= runs; run += 1) {
      const load = loadavg()[0]?.toFixed(2) ?? '?';
      const [answers, reading] = await Promise.all([
        flood(origin, connections, duration, manyAddresses),
        readStatic(origin + staticPath, duration),
      ]);
      rows.push({
        label,
        run,
        load,
        floodPerSecond: Math.round(answers.requests.average),
        floodStatuses: statuses(answers),
        floodP99Ms: answers.latency.p99,
        static: reading,
        meetsTarget:
          reading.p99Ms < floodTargets.staticP99Ms &&
          reading.non2xx === 0 &&
          reading.errors === 0 &&
          answers.errors + answers.timeouts === 0 &&
          Object.keys(answers.statusCodeStats).every((status) => floodAnswers.has(status)),
      });
    }
  }
  const { header, lines } = floodCells(rows);
  printTable(header, lines);
  const notes: string[] = [];
  for (const label of new Set(rows.map((row) => row.label))) {
    const mine = rows.filter((row) => row.label === label);
    notes.push(
      `${label}: median static p99 ${median(mine.map((row) => row.static.p99Ms))} ms, median flood ${median(mine.map((row) => row.floodPerSecond))} req/s`,
    );
  }
  notes.push(
    `target: static page p99 < ${floodTargets.staticP99Ms} ms with no non-2xx or error; the flood answered only 200, 429 (the per-client limit) or 503 (the render queue full), no error or timeout. The flood's client runs at nice 10 in a process of its own (scripts/bench/flood-client.ts)`,
  );
  for (const note of notes) console.log(note);
  return { heading, rows, notes };
}

/** The flood runs as table cells, for the terminal and for docs/performance.md. */
export function floodCells(rows: FloodRow[]): { header: string[]; lines: string[][] } {
  return {
    header: [
      'flood',
      'run',
      'load 1m',
      'flood req/s',
      'flood answers',
      'flood p99',
      'static p50',
      'static p99',
      'static non-2xx/errors',
      'target',
    ],
    lines: rows.map((row) => [
      row.label,
      String(row.run),
      row.load,
      String(row.floodPerSecond),
      row.floodStatuses,
      `${row.floodP99Ms} ms`,
      `${row.static.p50Ms} ms`,
      `${row.static.p99Ms} ms`,
      `${row.static.non2xx}/${row.static.errors}`,
      row.meetsTarget ? 'met' : 'MISSED',
    ]),
  };
}
