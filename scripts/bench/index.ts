import { runApiBench } from './api';
import { runLighthouseBench } from './lighthouse';

const parts = ['api', 'lighthouse'] as const;
type Part = (typeof parts)[number];
const isPart = (name: string): name is Part => (parts as readonly string[]).includes(name);

/**
 * `pnpm bench`: performance figures of the built app, one section after another; `pnpm bench
 * api` or `pnpm bench lighthouse` (also `pnpm bench:api`, `pnpm bench:lighthouse`) runs one.
 * It builds nothing: run `pnpm build` first. Exits 1 when a figure misses its target.
 */
async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !isPart(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown part ${unknown.join(', ')}; choose from ${parts.join(', ')}`);
  }
  const chosen = asked.length > 0 ? asked.filter(isPart) : [...parts];
  for (const part of chosen) {
    if (part === 'api') {
      const result = await runApiBench();
      if (!result.meetsTargets) process.exitCode = 1;
    } else {
      const result = await runLighthouseBench();
      if (!result.meetsTargets) process.exitCode = 1;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
