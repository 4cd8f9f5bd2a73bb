import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';

/** A real HTTP server standing in for the clinic API's edge cases (401, error bodies). */
let server: Server;
let baseUrl = '';
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/ok') return json(200, { success: true, data: [1, 2] });
    if (req.url === '/api/private')
      return json(401, { success: false, message: 'Unauthenticated' });
    if (req.url === '/api/missing')
      return json(404, { success: false, message: 'Layanan tidak ditemukan' });
    if (req.url === '/api/soft-fail')
      return json(200, { success: false, message: 'Failed to fetch settings' });
    res.writeHead(500);
    res.end('boom');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('returns the JSON body and attaches the bearer token when one is stored', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'abc123' });
    await expect(api.get('/ok')).resolves.toEqual({ success: true, data: [1, 2] });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer abc123');
  });

  it('sends no Authorization header without a token', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    await api.get('/ok');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('calls onUnauthorized on HTTP 401 and rejects', async () => {
    let unauthorized = 0;
    const api = createApiClient({
      baseUrl,
      getToken: () => 'old',
      onUnauthorized: () => unauthorized++,
    });
    await expect(api.get('/private')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toBe(1);
  });

  it('rejects with the server message for error statuses and success:false bodies', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.get('/missing')).rejects.toMatchObject({
      status: 404,
      message: 'Layanan tidak ditemukan',
    });
    await expect(api.get('/soft-fail')).rejects.toMatchObject({
      message: 'Failed to fetch settings',
    });
    const error = await api.get('/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });
});
