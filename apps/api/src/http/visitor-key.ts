import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Db } from '../storage/sqlite';

export interface ClientOptions {
  /**
   * How many proxies in front of the server add themselves to X-Forwarded-For (TRUST_PROXY).
   * 0: the socket's address is the client, and the forwarding headers, which anyone can send,
   * are ignored.
   */
  trustProxy: number;
}

/**
 * The address a request came from: the socket's, or behind `trustProxy` proxies the entry of
 * X-Forwarded-For that the outermost trusted proxy wrote (entries further left were written by
 * the client and prove nothing).
 */
export function clientAddress(c: Context, { trustProxy }: ClientOptions): string {
  // @hono/node-server hands the Node request over as the env; app.request() in tests has none.
  const env = c.env as Partial<HttpBindings> | undefined;
  const socket = env?.incoming?.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const hops = [socket, ...forwarded.reverse()];
  return hops[Math.min(trustProxy, hops.length - 1)] ?? socket;
}

/**
 * What the limits count by: an IPv4 address, or the /64 network of an IPv6 address (one home
 * or phone gets a whole /64, so single IPv6 addresses would be free to choose).
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Turns a request into the key the limits count by: a keyed hash of the client's network, so
 * the stored messages do not keep visitors' addresses. The key is made once per installation
 * and kept in the visitor data file, so limits hold across restarts.
 */
export function createClientKey(db: Db, options: ClientOptions): (c: Context) => string {
  const secret = installationSecret(db);
  return (c) =>
    createHmac('sha256', secret)
      .update(clientNetwork(clientAddress(c, options)))
      .digest('hex')
      .slice(0, 32);
}

function installationSecret(db: Db): string {
  const read = db.prepare<[], { value: string }>(
    "SELECT value FROM visitors.visitor_meta WHERE key = 'client_secret'",
  );
  const existing = read.get()?.value;
  if (existing) return existing;
  // A read-only connection (a render worker's, which never counts a client) cannot keep one.
  if (db.readonly) return randomBytes(32).toString('hex');
  db.prepare("INSERT INTO visitors.visitor_meta (key, value) VALUES ('client_secret', ?)").run(
    randomBytes(32).toString('hex'),
  );
  return read.get()?.value ?? '';
}
