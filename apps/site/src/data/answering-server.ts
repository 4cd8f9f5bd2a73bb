import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A request the server was sent, as the tests read it. */
export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  cookie?: string;
}

/**
 * A real HTTP server standing in for the clinic API in a client's tests: it answers each
 * `METHOD /path?query` of `answers` with its status and JSON body (the table may change between
 * tests), anything else with a 500 that is not JSON, and keeps every request it was sent.
 */
async function startAnsweringServer(answers: Record<string, [number, unknown]>) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body,
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
      });
      const answer = answers[`${req.method} ${req.url}`];
      if (!answer) {
        res.writeHead(500);
        res.end('boom');
        return;
      }
      res.writeHead(answer[0], { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The answering server of a test file: started before its tests, closed after them. `baseUrl`
 * and `seen` are there once the tests run.
 */
export function answeringServer(answers: Record<string, [number, unknown]>) {
  const state = { baseUrl: '', seen: [] as SeenRequest[] };
  let close = () => Promise.resolve();
  beforeAll(async () => {
    const server = await startAnsweringServer(answers);
    Object.assign(state, { baseUrl: server.baseUrl, seen: server.seen });
    close = server.close;
  });
  afterAll(() => close());
  return state;
}
