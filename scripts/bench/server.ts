import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The built server; BENCH_SERVER measures another build with the same lines (a copy of an
 * earlier dist/main.js kept inside apps/api, so that it finds the same node_modules), serving
 * this build of the site.
 */
const serverEntry = resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js');
const builtSite = join(root, 'apps/site/dist/client');

/**
 * Node's options of `pnpm serve` in the package.json above the server's dist folder, so that the
 * bench measures the server as production runs it (its heap bounds among them); none for a copy
 * of a build kept without one (BENCH_SERVER).
 */
function serveNodeOptions(): string[] {
  const manifest = join(dirname(serverEntry), '../package.json');
  if (!existsSync(manifest)) return [];
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    scripts?: { serve?: string };
  };
  return (scripts?.serve ?? '').split(/\s+/).filter((arg) => arg.startsWith('--'));
}

export interface RunningServer {
  origin: string;
  /** The content file; the visitor data file is beside it (bench-visitors.db). */
  databasePath: string;
  /** The server's process id, for its memory (/proc/<pid>/status). */
  pid: number;
  /** Stops the server and removes its database folder. */
  stop: () => Promise<void>;
}

/**
 * Starts the production server (apps/api/dist/main.js, built beforehand) on `port` (a free one by
 * default) with a fresh database in a temporary folder; `siteDir` serves another copy of the
 * built site.
 */
export async function startProductionServer(
  options: {
    siteDir?: string;
    env?: Record<string, string>;
    port?: number;
    /** Fills the data files before the server starts (the retention line's backlog). */
    prepare?: (databasePath: string) => void;
  } = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} does not exist: run \`pnpm build\` first, then \`pnpm bench\`.`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'klinik-bench-'));
  const port = options.port ?? (await freePort());
  const databasePath = join(dataDir, 'bench.db');
  options.prepare?.(databasePath);
  const server = spawn(process.execPath, [...serveNodeOptions(), serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      NODE_ENV: 'production',
      SITE_DIR: options.siteDir ?? builtSite,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stopAndClean = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(server, origin);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { origin, databasePath, pid: server.pid ?? 0, stop: stopAndClean };
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

/** The slug of the newest article, for the benchmarks' article URL. */
export async function anArticleSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/articles/latest?limit=1`);
  const body = (await response.json()) as { data?: { slug?: string }[] };
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error('The API returned no article to benchmark');
  return slug;
}

/** Rows of cells as an aligned plain-text table. */
export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
