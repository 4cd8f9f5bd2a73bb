import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The module a worker thread runs, beside the module at `moduleUrl`: `built` in the built server
 * (vite.config.ts builds each worker as an entry of its own), or `tsxStarter` when the server runs
 * from its TypeScript source (tests, tsx), since a thread does not take the process's
 * `--import tsx`: the starter registers tsx itself and imports the worker's source.
 */
export function workerFile(
  moduleUrl: string,
  files: { tsxStarter: string; built: string },
): string {
  const here = fileURLToPath(moduleUrl);
  return join(dirname(here), here.endsWith('.ts') ? files.tsxStarter : files.built);
}
