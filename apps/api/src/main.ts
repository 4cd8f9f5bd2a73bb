import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clinic, contact } from '@klinik/clinic';
import { createStaffKey, parseStaffKey, type StaffKey } from './auth/staff-key';
import { dataPaths, env } from './config';
import { parseBackupKey, type BackupKey } from './storage/backup-crypto';
import { StartupError } from './storage/database';
import { startServer } from './server';

// Relative to this file, which is src/main.ts under tsx and dist/main.js when bundled: both sit
// one level below apps/api, so the same URL works in dev and production.
const defaultSiteDir = fileURLToPath(new URL('../../site/dist/client', import.meta.url));

function parseWhole(name: string, value: string, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) {
    throw new StartupError(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return number;
}

/** "smtp://user:secret@mail.example.com:587" -> "mail.example.com:587", for the log. */
function smtpHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    throw new StartupError(`SMTP_URL is not a URL (e.g. smtp://user:pass@host:587)`);
  }
}

async function main(): Promise<void> {
  // The site's server bundle renders the search page per request (src/site/rendered-pages.ts): with React's
  // production build, as any Node server in production runs (the development build checks more
  // and renders slower).
  process.env.NODE_ENV ??= 'production';
  const port = parseWhole('PORT', env('PORT') ?? '3000', 65535);
  const host = env('HOST') ?? '0.0.0.0';
  const { databasePath, visitorDatabasePath, backupDir } = dataPaths();
  const siteDir = resolve(env('SITE_DIR') ?? defaultSiteDir);
  const trustProxy = parseWhole('TRUST_PROXY', env('TRUST_PROXY') ?? '0', 10);
  const smtpUrl = env('SMTP_URL');
  const inbox = env('CONTACT_INBOX') ?? contact.email;
  const from = env('SMTP_FROM');
  const mailServer = smtpUrl ? smtpHost(smtpUrl) : undefined;
  const renderThreads = env('RENDER_THREADS');
  // STAFF_KEY when given; otherwise the server reads (or makes) the key file beside the visitor
  // data once its folder exists (src/server.ts).
  const staffKeyText = env('STAFF_KEY');
  let staffKey: StaffKey | undefined;
  try {
    staffKey = staffKeyText ? createStaffKey(parseStaffKey(staffKeyText)) : undefined;
  } catch (error) {
    throw new StartupError(
      `STAFF_KEY cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const visitorMaxMb = env('VISITOR_DATABASE_MAX_MB');
  // BACKUP_KEY: every backup encrypted under it; without it the server starts and says so.
  const backupKeyText = env('BACKUP_KEY');
  let backupKey: BackupKey | undefined;
  try {
    backupKey = backupKeyText ? parseBackupKey(backupKeyText) : undefined;
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }

  const server = await startServer({
    port,
    host,
    databasePath,
    visitorDatabasePath,
    siteDir,
    trustProxy,
    siteUrl: env('SITE_URL') ?? clinic.defaultSiteUrl,
    ...(staffKey ? { staffKey } : {}),
    ...(smtpUrl ? { smtp: { smtpUrl, inbox, ...(from ? { from } : {}) } } : {}),
    backups: { dir: backupDir, ...(backupKey ? { key: backupKey } : {}) },
    ...(renderThreads
      ? { renderThreads: Math.max(1, parseWhole('RENDER_THREADS', renderThreads, 64)) }
      : {}),
    ...(visitorMaxMb
      ? {
          maxVisitorBytes:
            parseWhole('VISITOR_DATABASE_MAX_MB', visitorMaxMb, 1024 * 1024) * 1024 * 1024,
        }
      : {}),
  });
  // Before the first line that says the server listens: a signal sent on reading it finds the
  // graceful close in place.
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

  const site = existsSync(siteDir) ? siteDir : `${siteDir} (missing: API only)`;
  console.log(`[api] Listening on ${server.url} (site ${site})`);
  console.log(
    `[api] Content ${databasePath}; visitor data ${visitorDatabasePath}, backed up daily and at shutdown to ${backupDir}${backupKey ? ', encrypted' : ''}`,
  );
  console.log(
    mailServer
      ? `[api] Contact messages are mailed to ${inbox} via ${mailServer}`
      : '[api] SMTP_URL is not set: contact messages are stored, not mailed (read them with `pnpm messages`)',
  );
}

main().catch((error: unknown) => {
  // A known reason gets the one line it was written as; anything else its stack.
  if (error instanceof StartupError) console.error(`[api] ${error.message}`);
  else console.error('[api] Failed to start:', error);
  process.exit(1);
});
