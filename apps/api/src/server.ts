import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { Argon2Parameters } from './auth/passwords';
import { loadStaffKey, staffKeyPath, type StaffKey } from './auth/staff-key';
import { visitorDatabasePath } from './config';
import { createOutboxStore } from './data/outbox';
import { runRetentionInWorker, startRetentionTask } from './data/retention';
import { createStores } from './data/stores';
import { startOutbox, type Outbox, type OutboxOptions } from './mail/outbox';
import { startReminderTask } from './mail/reminders';
import { startRenderPool, type RenderPool } from './site/render/pool';
import {
  proveBackupFolder,
  scheduleBackups,
  type BackupSchedule,
  type BackupScheduleOptions,
} from './storage/backup';
import { scheduleIdleCheckpoints } from './storage/checkpoint';
import { openDatabase, StartupError } from './storage/database';

export interface StartServerOptions {
  /** 0 picks a free port; the real one is in the result. */
  port: number;
  /** Defaults to 127.0.0.1, so tests and the prerender step are not reachable from outside. */
  host?: string;
  /** The content file (rebuilt from the seed when damaged). */
  databasePath: string;
  /** The visitor data file; defaults to <databasePath without .db>-visitors.db beside it. */
  visitorDatabasePath?: string;
  siteDir?: string;
  /**
   * The site's server bundle, which renders per request the pages that depend on their address
   * and every page in maintenance (src/site/rendered-pages.ts); by default dist/server/entry-server.js
   * beside the built site.
   */
  siteServerEntry?: string;
  /** Threads that render those pages (RENDER_THREADS); see defaultRenderThreads. */
  renderThreads?: number;
  /** The most the visitor data file may grow to, in bytes (VISITOR_DATABASE_MAX_MB). */
  maxVisitorBytes?: number;
  /** Proxies in front of the server whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  trustProxy?: number;
  /** The site's public origin (SITE_URL), for the cross-site check of view counts. */
  siteUrl?: string;
  /** Mail stored contact messages to the clinic (SMTP_URL); without it they are only stored. */
  smtp?: Omit<OutboxOptions, 'log'>;
  /**
   * Back up the visitor data on a schedule and at shutdown; off unless given. The folder must be
   * writable at start.
   */
  backups?: Omit<BackupScheduleOptions, 'log'>;
  /** A request, body included, must arrive within this time, or it is answered 408 and closed. */
  requestTimeoutMs?: number;
  /** How often to look for a pause in writes to truncate the WAL (src/storage/checkpoint.ts). */
  checkpointIntervalMs?: number;
  /**
   * The server's clock (milliseconds, as Date.now): the booking rules, the per-client limits,
   * staff sessions and sign-in waits, and when the outbox's mails (a reminder) are due.
   */
  now?: () => number;
  log?: (line: string) => void;
  /**
   * The staff key (STAFF_KEY, src/auth/staff-key.ts); by default the key file `staff.key`
   * beside the visitor data file, made on first start.
   */
  staffKey?: StaffKey;
  /**
   * Argon2id's cost for staff passwords. Only tests lower it (`testArgon2`), to keep a run of
   * many sign-ins fast; the production parameters otherwise.
   */
  argon2?: Argon2Parameters;
  /** How often the reminder task looks for missing reminders (src/mail/reminders.ts). */
  reminderIntervalMs?: number;
  /** How often the retention task erases what is due (src/data/retention.ts); daily. */
  retentionIntervalMs?: number;
}

export interface RunningServer {
  /** Base URL a client on this machine can use, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /**
   * Stops accepting connections, waits for open requests and a mail being sent, takes the
   * shutdown backup, then closes the database.
   */
  close(): Promise<void>;
}

/** Open requests get this long to finish on close before their connections are cut. */
const closeGraceMs = 5000;

/**
 * Node's default is 5 minutes, which lets a client trickle a body for that long while holding
 * a connection; the largest body the API reads is 16 KB.
 */
const defaultRequestTimeoutMs = 30_000;

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.warn(line));
  const visitorPath = options.visitorDatabasePath ?? visitorDatabasePath(options.databasePath);
  const db = openDatabase(options.databasePath, {
    visitorPath,
    warn: log,
    ...(options.maxVisitorBytes !== undefined ? { maxVisitorBytes: options.maxVisitorBytes } : {}),
  });
  let renderPool: RenderPool | undefined;
  try {
    if (options.backups) proveBackupFolder(options.backups.dir);
    renderPool = options.siteDir
      ? await startRenderPool({
          serverEntry:
            options.siteServerEntry ?? join(options.siteDir, '../server/entry-server.js'),
          siteDir: options.siteDir,
          databasePath: options.databasePath,
          visitorDatabasePath: visitorPath,
          ...(options.renderThreads !== undefined ? { threads: options.renderThreads } : {}),
          log,
        })
      : undefined;
  } catch (error) {
    db.close();
    throw error;
  }
  let key: StaffKey;
  try {
    key = options.staffKey ?? loadStaffKey({ file: staffKeyPath(visitorPath) });
  } catch (error) {
    await renderPool?.close();
    db.close();
    throw new StartupError(
      `The staff key ${staffKeyPath(visitorPath)} cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const outbox: Outbox | undefined = options.smtp
    ? startOutbox(createOutboxStore(db, key), {
        ...options.smtp,
        log,
        ...(options.now ? { now: options.now } : {}),
      })
    : undefined;
  const stores = createStores(db, {
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    ...(outbox ? { onBookingMail: outbox.wake } : {}),
    key,
    ...(options.argon2 ? { argon2: options.argon2 } : {}),
  });
  const reminders = startReminderTask((now) => stores.bookings.queueMissingReminders(now), {
    log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.reminderIntervalMs ? { intervalMs: options.reminderIntervalMs } : {}),
  });
  const retention = startRetentionTask(
    (now) =>
      runRetentionInWorker(
        { databasePath: options.databasePath, visitorDatabasePath: visitorPath },
        now,
      ),
    {
      log,
      ...(options.now ? { now: options.now } : {}),
      ...(options.retentionIntervalMs ? { intervalMs: options.retentionIntervalMs } : {}),
    },
  );
  const app = createApp({
    db,
    stores,
    siteDir: options.siteDir,
    renderPool,
    trustProxy: options.trustProxy ?? 0,
    siteUrl: options.siteUrl,
    onContactMessage: outbox?.wake,
    now: options.now,
    log,
  });
  const checkpoints = scheduleIdleCheckpoints(db, options.checkpointIntervalMs, log);
  if (options.backups && !options.backups.key) {
    log(
      "[api] BACKUP_KEY is not set: backups of the visitor data are NOT encrypted (anyone with a copy reads every patient's data). Set a 32-byte key (docs/operations.md).",
    );
  }
  const backups: BackupSchedule | undefined = options.backups
    ? scheduleBackups(db, { ...options.backups, log })
    : undefined;
  const stopWork = async () => {
    reminders.stop();
    await retention.stop();
    checkpoints.stop();
    await renderPool?.close();
    await outbox?.stop();
    await backups?.stop();
    db.close();
  };

  let server: ServerType;
  let port: number;
  try {
    ({ server, port } = await listen(
      app.fetch,
      options.port,
      host,
      options.requestTimeoutMs ?? defaultRequestTimeoutMs,
    ));
  } catch (error) {
    await stopWork();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, closeGraceMs);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          stopWork().then(() => (error ? reject(error) : resolve()), reject);
        });
        // Node closes idle keep-alive connections on close() only from v19; be explicit.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/** How long an idle keep-alive connection stays open. */
export const keepAliveTimeoutMs = 65_000;

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
  requestTimeout: number,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch,
        port,
        hostname,
        serverOptions: {
          requestTimeout,
          // An idle keep-alive connection stays open longer than the proxies and clients in front
          // keep theirs (60 s is common), so they close it first: a request sent on a connection
          // the server is closing at that moment would fail with a reset.
          keepAliveTimeout: keepAliveTimeoutMs,
          headersTimeout: Math.min(requestTimeout, 20_000),
          // Node looks for expired requests only this often (30 s by default), so a short
          // timeout needs a shorter look.
          connectionsCheckingInterval: Math.max(100, Math.min(5000, requestTimeout / 4)),
        },
      },
      (info: AddressInfo) => {
        server.off('error', reject);
        resolve({ server, port: info.port });
      },
    );
    server.once('error', reject);
  });
}

/** A wildcard bind address is not something a client can connect to; loopback is. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
