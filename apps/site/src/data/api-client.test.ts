import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerShapeError, ApiError, createApiClient, isNotFound } from './api-client';

/** A real HTTP server standing in for the clinic API's edge cases (401, error bodies, shapes). */
let server: Server;
let baseUrl = '';
const seen: { request: IncomingMessage; body: string }[] = [];

const category = { id: 1, name: 'Cedera Olahraga', slug: 'cedera-olahraga' };
const service = {
  id: 1,
  name: 'Fisioterapi Olahraga',
  description: 'Pemulihan cedera olahraga.',
  shortDesc: 'Cedera olahraga',
  slug: 'rehab-recovery',
  icon: 'dumbbell',
  category,
  features: ['Evaluasi gerak'],
  price: 'Rp 250.000 - 500.000',
  duration: '60-90 menit',
};
/** A branch with exactly the fields of spec section 3, as another backend may answer it. */
const specBranch = {
  id: 3,
  name: 'Cabang Sumur Bandung',
  description: 'Dekat alun-alun.',
  address: 'Jl. Asia Afrika No. 10, Bandung',
  phone: '(022) 1234 567',
  email: 'sumur@example.id',
  operating_hours: 'Senin - Jumat 09:00-17:00',
  facilities: ['Parkir'],
  latitude: -6.92,
  longitude: 107.6,
  is_main_location: false,
};
/** What each address answers (status, body); anything else is a 500 without JSON. */
const answers: Record<string, [number, unknown]> = {
  '/api/v1/services': [200, { success: true, data: [service] }],
  '/api/v1/faqs': [401, { success: false, message: 'Unauthenticated' }],
  '/api/v1/services/tidak-ada': [404, { success: false, message: 'Layanan tidak ditemukan' }],
  '/api/v1/settings': [200, { success: false, message: 'Failed to fetch settings' }],
};

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
      const answer = answers[req.url ?? ''];
      if (answer) return json(...answer);
      if (req.url === '/api/v1/contact-messages' && req.method === 'POST') {
        const receipt = { id: 7, subject: 'booking', created_at: '2026-11-25T08:00:00.000Z' };
        return json(201, { success: true, message: 'Terkirim', data: receipt });
      }
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
    await expect(api.get('services')).resolves.toEqual({ success: true, data: [service] });
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

describe('the door: every answer is read with the contract before a hook sees it', () => {
  const api = () => createApiClient({ baseUrl });

  it('accepts the locations as a bare array of branches with only the spec fields', async () => {
    answers['/api/v1/locations'] = [200, [specBranch]];
    const branches = await api().get('locations');
    expect(branches).toEqual([specBranch]);
    expect(branches[0]?.business_hours).toBeUndefined();
  });

  it('accepts the locations as { data } and { success, data }, a branch without coordinates too', async () => {
    const { latitude: _lat, longitude: _lng, ...withoutCoordinates } = specBranch;
    answers['/api/v1/locations'] = [200, { data: [withoutCoordinates] }];
    await expect(api().get('locations')).resolves.toEqual([withoutCoordinates]);
    answers['/api/v1/locations'] = [200, { success: true, data: [] }];
    await expect(api().get('locations')).resolves.toEqual([]);
  });

  it('refuses an answer of another shape, naming where it is wrong', async () => {
    answers['/api/v1/locations'] = [200, { success: true, data: { id: 1 } }];
    const error = await api()
      .get('locations')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(isNotFound(error)).toBe(false);

    answers['/api/v1/services'] = [200, { success: true, data: [{ id: 1 }] }];
    await expect(api().get('services')).rejects.toThrow(/services.*data\.0\./);
    answers['/api/v1/services'] = [200, { success: true, data: [service] }];
  });

  it('draws a service with an icon it does not know as the heart (spec: default heart)', async () => {
    answers['/api/v1/services/rehab-recovery'] = [
      200,
      {
        success: true,
        data: {
          ...service,
          icon: 'stethoscope',
          fullDescription: 'Program lengkap.',
          benefits: [],
          process: [],
          includes: [],
          faqs: [],
        },
      },
    ];
    const { data } = await api().get('service', 'rehab-recovery');
    expect(data.icon).toBe('heart');
  });
});
