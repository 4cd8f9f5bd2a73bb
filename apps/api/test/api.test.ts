import { join } from 'node:path';
import {
  formatPriceRange,
  legacyServiceSlugs,
  services as serviceFacts,
  type ApiError,
  type ApiSuccess,
  type Service,
  type ServiceDetail,
  type Settings,
} from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, openDatabase, startServer, type RunningServer } from '../src/index';
import { getJson, tempDir } from './helpers';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;

beforeAll(async () => {
  temp = tempDir('api');
  // A folder that does not exist yet: the prerender step passes such paths.
  server = await startServer({ port: 0, databasePath: join(temp.dir, 'nested', 'klinik.db') });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const api = (path: string) => `${server.url}/api/v1${path}`;

describe('startServer', () => {
  it('listens on the ephemeral port it reports', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });
});

describe('GET /api/v1/settings', () => {
  it('returns the default settings, every group', async () => {
    const { res, body } = await getJson(api('/settings'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const { data } = body as ApiSuccess<Settings>;
    expect(body).toMatchObject({ success: true });
    expect(Object.keys(data).sort()).toEqual(['contact', 'general', 'seo', 'social', 'website']);
    expect(data).toEqual(defaultSettings);
  });
});

describe('GET /api/v1/services', () => {
  it('lists the six services in the order of the clinic constants', async () => {
    const { res, body } = await getJson(api('/services'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const { success, data } = body as ApiSuccess<Service[]>;
    expect(success).toBe(true);
    expect(data.map((s) => s.slug)).toEqual(serviceFacts.map((s) => s.slug));
  });

  it('takes names, prices and durations from the constants', async () => {
    const { body } = await getJson(api('/services'));
    const { data } = body as ApiSuccess<Service[]>;
    for (const [index, facts] of serviceFacts.entries()) {
      const service = data[index];
      expect(service?.name).toBe(facts.name);
      expect(service?.price).toBe(formatPriceRange(facts.price));
      expect(service?.duration).toBe(facts.duration);
    }
  });

  it('gives every service the list shape', async () => {
    const { body } = await getJson(api('/services'));
    const { data } = body as ApiSuccess<Service[]>;
    const icons = ['heart', 'home', 'dumbbell', 'user-md', 'child', 'graduation-cap'];
    for (const service of data) {
      expect(Object.keys(service).sort()).toEqual(
        [
          'category',
          'description',
          'duration',
          'features',
          'icon',
          'id',
          'name',
          'price',
          'shortDesc',
          'slug',
        ].sort(),
      );
      expect(service.id).toEqual(expect.any(Number));
      expect(icons).toContain(service.icon);
      expect(service.category).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
      });
      expect(service.features.length).toBeGreaterThanOrEqual(5);
      expect(service.features.length).toBeLessThanOrEqual(6);
      expect(service.shortDesc.length).toBeGreaterThan(20);
      expect(service.description.length).toBeGreaterThan(service.shortDesc.length);
    }
    expect(new Set(data.map((s) => s.icon)).size).toBe(data.length);
  });
});

describe('GET /api/v1/services/:slug', () => {
  it('returns every detail field for each service', async () => {
    for (const facts of serviceFacts) {
      const { res, body } = await getJson(api(`/services/${facts.slug}`));
      expect(res.status).toBe(200);
      const { data } = body as ApiSuccess<ServiceDetail>;
      expect(data.slug).toBe(facts.slug);
      expect(data.name).toBe(facts.name);
      expect(data.price).toBe(formatPriceRange(facts.price));
      expect(data.fullDescription.split('\n\n')).toHaveLength(2);
      expect(data.benefits.length).toBeGreaterThanOrEqual(4);
      expect(data.benefits.length).toBeLessThanOrEqual(5);
      expect(data.process.length).toBeGreaterThanOrEqual(4);
      expect(data.process.length).toBeLessThanOrEqual(5);
      for (const step of data.process) {
        // The site splits on ' - ': exactly one separator, text on both sides.
        const parts = step.split(' - ');
        expect(parts, step).toHaveLength(2);
        expect(parts.every((part) => part.trim().length > 0)).toBe(true);
      }
      expect(data.includes.length).toBeGreaterThanOrEqual(4);
      expect(data.faqs).toHaveLength(3);
      for (const faq of data.faqs) {
        expect(Object.keys(faq).sort()).toEqual(['answer', 'question']);
        expect(faq.question).toMatch(/\?$/);
      }
    }
  });

  it('shares the list fields with the list entry', async () => {
    const { body: list } = await getJson(api('/services'));
    const first = (list as ApiSuccess<Service[]>).data[0];
    const { body } = await getJson(api(`/services/${first?.slug ?? ''}`));
    expect((body as ApiSuccess<ServiceDetail>).data).toMatchObject(first ?? {});
  });

  it.each(Object.entries(legacyServiceSlugs))(
    'resolves the legacy slug %s to %s',
    async (legacy, current) => {
      const { res, body } = await getJson(api(`/services/${legacy}`));
      expect(res.status).toBe(200);
      const { data } = body as ApiSuccess<ServiceDetail>;
      expect(data.slug).toBe(current);
      const { body: direct } = await getJson(api(`/services/${current}`));
      expect(data).toEqual((direct as ApiSuccess<ServiceDetail>).data);
    },
  );

  it('accepts the numeric id', async () => {
    const { body: list } = await getJson(api('/services'));
    const second = (list as ApiSuccess<Service[]>).data[1];
    const { res, body } = await getJson(api(`/services/${second?.id ?? 0}`));
    expect(res.status).toBe(200);
    expect((body as ApiSuccess<ServiceDetail>).data.slug).toBe(second?.slug);
  });

  it.each(['tidak-ada', '999999', 'a'.repeat(200)])('answers 404 JSON for %s', async (slug) => {
    const { res, body } = await getJson(api(`/services/${slug}`));
    expect(res.status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Layanan tidak ditemukan' });
  });

  it.each([
    ['too long', 'a'.repeat(201)],
    ['upper case', 'Rehab-Recovery'],
    ['underscore', 'rehab_recovery'],
    ['space', 'rehab%20recovery'],
    ['encoded slash', 'a%2Fb'],
  ])('rejects an invalid slug (%s) with 422', async (_label, slug) => {
    const { res, body } = await getJson(api(`/services/${slug}`));
    expect(res.status).toBe(422);
    const error = body as ApiError;
    expect(error.success).toBe(false);
    expect(error.message).toEqual(expect.any(String));
    expect(error.errors?.slug?.length).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  it.each(['/api/v1/nope', '/api/v2/services', '/api', '/api/', '/api/v1/services/a/b'])(
    'answers 404 JSON for the unknown API path %s',
    async (path) => {
      const { res, body } = await getJson(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(body).toEqual({ success: false, message: 'Endpoint tidak ditemukan' });
    },
  );

  it.each([
    ['POST', '/services'],
    ['DELETE', '/settings'],
    ['PUT', '/services/homecare'],
  ])('answers 405 JSON for %s %s', async (method, path) => {
    const { res, body } = await getJson(api(path), { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers HEAD on an endpoint without a body', async () => {
    const res = await fetch(api('/services'), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('hides the details of an uncaught error', async () => {
    const { dir, cleanup } = tempDir('error');
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const db = openDatabase(join(dir, 'klinik.db'));
      const app = createApp({ db });
      // A closed connection makes every query throw, as a real database failure would.
      db.close();
      const res = await app.request('/api/v1/services');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: 'Terjadi kesalahan pada server',
      });
      expect(text).not.toMatch(/database|at /i);
      expect(errorLog).toHaveBeenCalledOnce();
    } finally {
      errorLog.mockRestore();
      cleanup();
    }
  });
});
