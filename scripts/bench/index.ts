import { apiReport, runApiBench } from './api';
import { lighthouseReport, runLighthouseBench } from './lighthouse';
import { benchStamp, writeBenchSection, type BenchPart } from './report';

const parts = ['api', 'lighthouse'] as const satisfies readonly BenchPart[];
const isPart = (name: string): name is BenchPart => (parts as readonly string[]).includes(name);

/**
 * Why a run's figures must not replace the figures of record in docs/performance.md: they were
 * measured on another build of the server, or on part of the routes, or with fewer runs.
 */
function notOfRecord(part: BenchPart, lighthouse?: { runs: number; everyRoute: boolean }) {
  if (process.env.BENCH_SERVER) return 'BENCH_SERVER measured another build of the server';
  if (part === 'lighthouse' && lighthouse && !lighthouse.everyRoute) {
    return 'LIGHTHOUSE_ROUTES measured part of the routes';
  }
  if (part === 'lighthouse' && lighthouse && lighthouse.runs < 3) {
    return 'LIGHTHOUSE_RUNS took fewer than the 3 runs a median of record needs';
  }
  return undefined;
}

async function record(part: BenchPart, report: string, reason: string | undefined) {
  if (reason) console.log(`\ndocs/performance.md is left as it is: ${reason}.`);
  else await writeBenchSection(part, report);
}

/**
 * `pnpm bench`: performance figures of the built app, one part after another; `pnpm bench api`
 * or `pnpm bench lighthouse` (also `pnpm bench:api`, `pnpm bench:lighthouse`) runs one. The
 * package scripts build the app first; this file measures the build that is there. Each part
 * writes its table into its section of docs/performance.md, and the run exits 1 when a figure
 * misses its target.
 */
async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !isPart(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown part ${unknown.join(', ')}; choose from ${parts.join(', ')}`);
  }
  const chosen = asked.length > 0 ? asked.filter(isPart) : [...parts];
  for (const part of chosen) {
    const stamp = benchStamp();
    if (part === 'api') {
      const result = await runApiBench();
      await record(part, apiReport(result, stamp), notOfRecord(part));
      if (!result.meetsTargets) process.exitCode = 1;
    } else {
      const result = await runLighthouseBench();
      await record(part, lighthouseReport(result, stamp), notOfRecord(part, result));
      if (!result.meetsTargets) process.exitCode = 1;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
