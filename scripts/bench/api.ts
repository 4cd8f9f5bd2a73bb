import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(root, 'apps/api/dist/main.js');

/** The targets of issue 4, on this 2-core machine. */
export const apiTargets = { requestsPerSecond: 5000, p99Ms: 25 } as const;

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

/**
 * Starts the production server (apps/api/dist/main.js, built beforehand) on a free port with a
 * fresh database in a temporary folder, loads a list page and an article with autocannon,
 * prints one table row per URL, then stops the server and removes the folder.
 */
export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchRow[]> {
  const connections = options.connections ?? 50;
  const duration = options.duration ?? 10;
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} does not exist: run \`pnpm build\` first, then \`pnpm bench\`.`,
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'klinik-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dataDir, 'bench.db'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilListening(server, origin);
    const slug = await anArticleSlug(origin);
    const paths = ['/api/v1/articles?page=2&sort_by=views', `/api/v1/articles/${slug}`];

    console.log(
      `\nAPI: ${connections} connections, ${duration} s per URL (load average before: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')})`,
    );
    const rows: ApiBenchRow[] = [];
    for (const path of paths) {
      // A short warm-up, so the JIT and SQLite's page cache are not part of the figures.
      await autocannon({ url: origin + path, connections, duration: 2 });
      rows.push(toRow(path, await autocannon({ url: origin + path, connections, duration })));
    }
    printTable(rows);
    return rows;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function toRow(path: string, result: Result): ApiBenchRow {
  const row = {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  return {
    ...row,
    meetsTarget:
      row.requestsPerSecond >= apiTargets.requestsPerSecond &&
      row.p99Ms < apiTargets.p99Ms &&
      row.non2xx === 0 &&
      row.errors === 0,
  };
}

function printTable(rows: ApiBenchRow[]): void {
  const header = ['URL', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target'];
  const lines = rows.map((row) => [
    row.path,
    String(row.requestsPerSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.non2xx),
    String(row.errors),
    row.meetsTarget ? 'met' : 'MISSED',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log(
    `target: >= ${apiTargets.requestsPerSecond} req/s, p99 < ${apiTargets.p99Ms} ms, no non-2xx, no errors`,
  );
}

/** PORT=0 is not supported by main.js: ask the OS for a free port and hand that over. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(server: ChildProcess, origin: string): Promise<void> {
  const exited = new Promise<never>((_resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The API server exited early (code ${code})`)));
  });
  const deadline = Date.now() + 20_000;
  const poll = async () => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${origin}/api/v1/settings`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The API server did not answer within 20 s at ${origin}`);
  };
  await Promise.race([poll(), exited]);
}

async function anArticleSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/articles/latest?limit=1`);
  const body = (await response.json()) as { data?: { slug?: string }[] };
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error('The API returned no article to benchmark');
  return slug;
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
