import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db';

export interface StartServerOptions {
  /** 0 picks a free port; the real one is in the result. */
  port: number;
  /** Defaults to 127.0.0.1, so tests and the prerender step are not reachable from outside. */
  host?: string;
  databasePath: string;
  siteDir?: string;
}

export interface RunningServer {
  /** Base URL a client on this machine can use, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** Stops accepting connections, waits for open requests, then closes the database. */
  close(): Promise<void>;
}

/** Open requests get this long to finish on close before their connections are cut. */
const closeGraceMs = 5000;

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const db = openDatabase(options.databasePath);
  const app = createApp({ db, siteDir: options.siteDir });

  let server: ServerType;
  let port: number;
  try {
    ({ server, port } = await listen(app.fetch, options.port, host));
  } catch (error) {
    db.close();
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
          db.close();
          if (error) reject(error);
          else resolve();
        });
        // Node closes idle keep-alive connections on close() only from v19; be explicit.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      return closing;
    },
  };
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({ server, port: info.port });
    });
    server.once('error', reject);
  });
}

/** A wildcard bind address is not something a client can connect to; loopback is. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
