import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server';

// Relative to this file, which is src/main.ts under tsx and dist/main.js when bundled: both sit
// one level below apps/api, so the same URLs work in dev and production.
const defaultDatabasePath = fileURLToPath(new URL('../data/klinik.db', import.meta.url));
const defaultSiteDir = fileURLToPath(new URL('../../site/dist/client', import.meta.url));

/** Empty variables count as unset, so `PORT= node dist/main.js` still starts. */
function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const port = parsePort(env('PORT') ?? '3000');
  const host = env('HOST') ?? '0.0.0.0';
  const databasePath = resolve(env('DATABASE_PATH') ?? defaultDatabasePath);
  const siteDir = resolve(env('SITE_DIR') ?? defaultSiteDir);

  const server = await startServer({ port, host, databasePath, siteDir });
  const site = existsSync(siteDir) ? siteDir : `${siteDir} (missing: API only)`;
  console.log(`[api] Listening on ${server.url} (database ${databasePath}, site ${site})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now", not "wait for the graceful close".
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`[api] ${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[api] Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[api] Failed to start:', error);
  process.exit(1);
});
