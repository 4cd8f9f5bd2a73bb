import { runApiBench } from './api';

/**
 * `pnpm bench`: performance figures of the built app, one section after another. It builds
 * nothing: run `pnpm build` first.
 */
async function main(): Promise<void> {
  const api = await runApiBench();
  if (api.some((row) => !row.meetsTarget)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
