import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isNotFound } from './api-client';

/** A real HTTP server standing in for the clinic API's edge cases (401, error bodies). */
let server: Server;
let baseUrl = '';
const seen: { request: IncomingMessage; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ request: req, body });
      const json = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.url === '/api/v1/services') return json(200, { success: true, data: [1, 2] });
      if (req.url === '/api/v1/faqs') return json(401, { success: false, message: 'Unauthenticated' });
      if (req.url === '/api/v1/services/tidak-ada')
        return json(404, { success: false, message: 'Layanan tidak ditemukan' });
      if (req.url === '/api/v1/settings')
        return json(200, { success: false, message: 'Failed to fetch settings' });
      if (req.url === '/api/v1/contact-messages' && req.method === 'POST')
        return json(201, { success: true, message: 'Terkirim', data: { id: 7 } });
      res.writeHead(500);
      res.end('boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('asks the path of the endpoint, returns the JSON body and sends the stored token', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'abc123' });
    await expect(api.get('services')).resolves.toEqual({ success: true, data: [1, 2] });
    expect(seen.at(-1)?.request.url).toBe('/api/v1/services');
    expect(seen.at(-1)?.request.headers.authorization).toBe('Bearer abc123');
  });

  it('sends no Authorization header without a token', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    await api.get('services');
    expect(seen.at(-1)?.request.headers.authorization).toBeUndefined();
  });

  it('posts the body as JSON to the endpoint of the contract', async () => {
    const api = createApiClient({ baseUrl });
    const message = {
      name: 'Budi',
      email: 'budi@example.com',
      phone: '081234567890',
      subject: 'booking' as const,
      message: 'Halo',
    };
    await expect(api.post('contactMessage', message)).resolves.toMatchObject({ data: { id: 7 } });
    const { request, body } = seen.at(-1) ?? {};
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(body ?? '')).toEqual(message);
  });

  it('calls onUnauthorized on HTTP 401 and rejects', async () => {
    let unauthorized = 0;
    const api = createApiClient({
      baseUrl,
      getToken: () => 'old',
      onUnauthorized: () => unauthorized++,
    });
    await expect(api.get('faqs')).rejects.toMatchObject({
      status: 401,
      message: 'Sesi Anda telah berakhir',
    });
    expect(unauthorized).toBe(1);
  });

  it('rejects with the server message for error statuses and success:false bodies', async () => {
    const api = createApiClient({ baseUrl });
    const missing = await api.get('service', 'tidak-ada').catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, message: 'Layanan tidak ditemukan' });
    expect(isNotFound(missing)).toBe(true);
    await expect(api.get('settings')).rejects.toMatchObject({
      message: 'Failed to fetch settings',
    });
    const error = await api.get('team').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Permintaan gagal (HTTP 500)' });
    expect(isNotFound(error)).toBe(false);
  });
});
