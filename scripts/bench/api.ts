import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { anArticleSlug, printTable, startProductionServer } from './server';

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
  const server = await startProductionServer();
  try {
    const { origin } = server;
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
    printApiTable(rows);
    return rows;
  } finally {
    await server.stop();
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

function printApiTable(rows: ApiBenchRow[]): void {
  printTable(
    ['URL', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'target'],
    rows.map((row) => [
      row.path,
      String(row.requestsPerSecond),
      String(row.p50Ms),
      String(row.p99Ms),
      String(row.non2xx),
      String(row.errors),
      row.meetsTarget ? 'met' : 'MISSED',
    ]),
  );
  console.log(
    `target: >= ${apiTargets.requestsPerSecond} req/s, p99 < ${apiTargets.p99Ms} ms, no non-2xx, no errors`,
  );
}
