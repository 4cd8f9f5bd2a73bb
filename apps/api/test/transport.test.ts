import { Agent } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { keepAliveTimeoutMs } from '../src/server';
import { countRows, rawRequest, tempDir, visitorDatabasePath } from './helpers';

let temp: ReturnType<typeof tempDir>;
let server: RunningServer;
let dbPath: string;

beforeAll(async () => {
  temp = tempDir('transport');
  dbPath = join(temp.dir, 'klinik.db');
  // One second, so a trickled body can outlast it within a test.
  server = await startServer({
    port: 0,
    databasePath: dbPath,
    trustProxy: 1,
    requestTimeoutMs: 1000,
  });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy says the visitor came over HTTPS', async () => {
    const res = await rawRequest(server.url, '/api/v1/settings', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it.each([['http'], ['http, https']])('is not sent for X-Forwarded-Proto %s', async (proto) => {
    const res = await rawRequest(server.url, '/api/v1/settings', {
      headers: { 'X-Forwarded-Proto': proto },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open longer than the proxies and clients in front keep theirs', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const res = await rawRequest(server.url, '/api/v1/settings', { agent });
      expect(res.headers.connection).toBe('keep-alive');
      expect(res.headers['keep-alive']).toBe(`timeout=${keepAliveTimeoutMs / 1000}`);
      expect(keepAliveTimeoutMs).toBeGreaterThan(60_000);
    } finally {
      agent.destroy();
    }
  });
});

describe('the request timeout', () => {
  it('ends a body trickled past it with 408, and stores nothing', async () => {
    const before = countRows(visitorDatabasePath(dbPath), 'contact_messages');
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({
      name: 'Lambat Sekali',
      email: 'lambat@contoh.id',
      phone: '081234567890',
      subject: 'lainnya',
      message: 'x'.repeat(400),
    });
    const outcome = await new Promise<{ answer: string; sentAll: boolean }>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, sentAll: sent >= body.length });
      });
      socket.on('connect', () => {
        socket.write(
          `POST /api/v1/contact-messages HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        // A byte every 50 ms: the whole body would take 20 s.
        timer = setInterval(() => {
          if (socket.destroyed) return;
          socket.write(body.charAt(sent));
          sent += 1;
          if (sent >= body.length) clearInterval(timer);
        }, 50);
      });
      setTimeout(
        () => reject(new Error('The server kept the trickling connection open')),
        25_000,
      ).unref();
    });
    expect(outcome.sentAll).toBe(false);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(countRows(visitorDatabasePath(dbPath), 'contact_messages')).toBe(before);
  });

  it('keeps serving other clients while slow ones hold connections', async () => {
    const { hostname, port } = new URL(server.url);
    const slow = Array.from({ length: 50 }, () => {
      const socket = connect(Number(port), hostname);
      socket.on('error', () => undefined);
      socket.write('GET /api/v1/settings HTTP/1.1\r\nHost: x\r\n');
      return socket;
    });
    try {
      const res = await rawRequest(server.url, '/api/v1/services');
      expect(res.status).toBe(200);
    } finally {
      for (const socket of slow) socket.destroy();
    }
  });
});
