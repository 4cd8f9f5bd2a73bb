import { join } from 'node:path';
import {
  jobDepartments,
  jobLocations,
  jobTypes,
  type ApiError,
  type ApiSuccess,
  type Job,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSeeds } from '../seed/jobs';
import { startServer, type RunningServer } from '../src/index';
import { getJson, tempDir } from './helpers';
import { isoDate, slugPattern } from './shapes';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;

beforeAll(async () => {
  temp = tempDir('jobs');
  server = await startServer({ port: 0, databasePath: join(temp.dir, 'klinik.db') });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const api = (path: string) => `${server.url}/api/v1${path}`;

async function jobs(query = ''): Promise<Job[]> {
  const { res, body } = await getJson(api(`/jobs${query}`));
  expect(res.status, query).toBe(200);
  expect((body as ApiSuccess<Job[]>).success).toBe(true);
  return (body as ApiSuccess<Job[]>).data;
}

const jobKeys = [
  'benefits',
  'deadline',
  'department',
  'description',
  'experience',
  'id',
  'is_featured',
  'location',
  'posted_at',
  'requirements',
  'salary',
  'slug',
  'title',
  'type',
];
const rupiahRange = /^Rp \d{1,3}(\.\d{3})+ - \d{1,3}(\.\d{3})+ \/ bulan$/;

describe('GET /jobs', () => {
  it('lists every opening in the Job shape, featured first, then newest', async () => {
    const list = await jobs();
    expect(list).toHaveLength(jobSeeds.length);
    for (const job of list) {
      expect(Object.keys(job).sort()).toEqual(jobKeys);
      expect(Number.isInteger(job.id)).toBe(true);
      expect(job.slug).toMatch(slugPattern);
      expect(job.salary).toMatch(rupiahRange);
      expect(job.posted_at).toMatch(isoDate);
      expect(job.deadline).toMatch(isoDate);
      expect(job.deadline >= '2027-01-01').toBe(true);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.benefits.length).toBeGreaterThanOrEqual(3);
      expect(typeof job.is_featured).toBe('boolean');
    }
    const featured = list.filter((job) => job.is_featured);
    expect(featured).toHaveLength(3);
    expect(list.slice(0, 3)).toEqual(featured);
    for (const group of [list.slice(0, 3), list.slice(3)]) {
      const dates = group.map((job) => job.posted_at);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('covers every department, location and type of the constants', async () => {
    const list = await jobs();
    const values = (options: readonly { value: string }[]) =>
      options.map((option) => option.value).sort();
    expect([...new Set(list.map((job) => job.department))].sort()).toEqual(values(jobDepartments));
    expect([...new Set(list.map((job) => job.location))].sort()).toEqual(values(jobLocations));
    expect([...new Set(list.map((job) => job.type))].sort()).toEqual(values(jobTypes));
  });

  it('filters by department, location, type and featured, combined', async () => {
    const all = await jobs();
    for (const [param, field] of [
      ['department', 'department'],
      ['location', 'location'],
      ['type', 'type'],
    ] as const) {
      for (const value of new Set(all.map((job) => job[field]))) {
        const filtered = await jobs(`?${param}=${value}`);
        expect(filtered).toEqual(all.filter((job) => job[field] === value));
      }
    }
    expect(await jobs('?featured=true')).toEqual(all.filter((job) => job.is_featured));
    expect(await jobs('?featured=0')).toEqual(all.filter((job) => !job.is_featured));
    expect(await jobs('?department=clinical&type=full-time&featured=false')).toEqual(
      all.filter(
        (job) => job.department === 'clinical' && job.type === 'full-time' && !job.is_featured,
      ),
    );
    expect(await jobs('?department=it&location=kiaracondong')).toEqual([]);
  });

  it('searches the title and the description, in any case, literally', async () => {
    const all = await jobs();
    const physio = all.filter((job) =>
      `${job.title} ${job.description}`.toLowerCase().includes('fisioterapis'),
    );
    expect(physio.length).toBeGreaterThan(3);
    expect(await jobs('?search=FISIOTERAPIS')).toEqual(physio);
    // Only in a description: "jarak jauh" is the Web Developer's.
    expect((await jobs('?search=Jarak%20Jauh')).map((job) => job.slug)).toEqual(['web-developer']);
    expect((await jobs('?search=pascastroke')).map((job) => job.slug)).toEqual([
      'fisioterapis-homecare',
    ]);
    expect(await jobs('?search=%25')).toEqual([]);
    expect(await jobs('?search=_')).toEqual([]);
    expect(await jobs('?search=%20%20')).toHaveLength(jobSeeds.length);
  });

  it.each([
    ['department=dokter', 'department', 'clinical, admin, marketing, it, hr'],
    ['location=jakarta-selatan', 'location', 'kiaracondong, sumur-bandung'],
    ['type=freelance', 'type', 'full-time, part-time, contract, internship'],
    ['featured=ya', 'featured', 'true, false, 1, 0'],
  ])('answers 422 with an Indonesian message for ?%s', async (query, field, listed) => {
    const { res, body } = await getJson(api(`/jobs?${query}`));
    expect(res.status).toBe(422);
    const error = body as ApiError;
    expect(error).toMatchObject({ success: false, message: 'Parameter tidak valid' });
    expect(error.errors?.[field]?.[0]).toContain(`Parameter ${field} harus salah satu dari: `);
    expect(error.errors?.[field]?.[0]).toContain(listed);
  });

  it('answers 422 for a repeated parameter', async () => {
    const { res, body } = await getJson(api('/jobs?type=contract&type=internship'));
    expect(res.status).toBe(422);
    expect((body as ApiError).errors?.type).toEqual([
      'Parameter type hanya boleh diberikan satu kali',
    ]);
  });
});

describe('GET /jobs/:slug', () => {
  it('answers one opening by slug or id', async () => {
    const [first] = await jobs();
    if (!first) throw new Error('no jobs seeded');
    const bySlug = await getJson(api(`/jobs/${first.slug}`));
    expect(bySlug.res.status).toBe(200);
    expect(bySlug.body).toEqual({ success: true, data: first });
    const byId = await getJson(api(`/jobs/${first.id}`));
    expect(byId.body).toEqual({ success: true, data: first });
  });

  it.each(['/jobs/tidak-ada', '/jobs/9999'])('answers 404 JSON for %s', async (path) => {
    const { res, body } = await getJson(api(path));
    expect(res.status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Lowongan tidak ditemukan' });
  });

  it('answers 422 for a slug that cannot be one', async () => {
    const { res, body } = await getJson(api('/jobs/Web_Developer'));
    expect(res.status).toBe(422);
    expect((body as ApiError).errors?.slug).toEqual([
      'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung',
    ]);
  });
});

describe('methods', () => {
  it.each([
    ['POST', '/jobs'],
    ['PUT', '/jobs'],
    ['DELETE', '/jobs/web-developer'],
    ['PATCH', '/jobs/web-developer'],
  ])('answers %s %s with 405 JSON', async (method, path) => {
    const { res, body } = await getJson(api(path), { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(body).toEqual({ success: false, message: 'Metode tidak diizinkan' });
  });
});
