import { apiPaths, type ApiEndpoint } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { asClient, getJson, postJson, rawGet, serverForTests } from './helpers';
import { expectAnswer, expectApiError } from './shapes';

// Monday 30 November 2026, 08:00 in Jakarta: the booking calls book a time the day after.
const server = serverForTests('answers', {
  trustProxy: 1,
  now: () => Date.parse('2026-11-30T01:00:00Z'),
});

const url = (path: string) => `${server.url}/api${path}`;

const message = {
  name: 'Sari Wulandari',
  email: 'sari@contoh.id',
  phone: '0812-3456-7890',
  subject: 'konsultasi',
  message: 'Apakah bisa konsultasi nyeri bahu hari Sabtu?',
};

let bookings = 0;
/** A new booking (client and number of its own), and its private token. */
async function book(): Promise<{ res: Response; body: unknown; token: string }> {
  bookings += 1;
  const { res, body } = await postJson(
    url(apiPaths.createBooking()),
    {
      branch: 'kiaracondong',
      service: 'pediatric',
      date: '2026-12-01',
      time: `${String(9 + bookings).padStart(2, '0')}:00`,
      name: 'Sari Wulandari',
      phone: `0812-3456-78${String(bookings).padStart(2, '0')}`,
      consent: true,
    },
    asClient(100 + bookings),
  );
  const token = (body as { data?: { manage_token?: string } }).data?.manage_token ?? '';
  return { res, body, token };
}

/**
 * One real request per endpoint of the contract, through the paths the site asks for. A
 * Record, so an endpoint added to `answerSchemas` fails to compile until it is asked here too.
 */
const requests: Record<ApiEndpoint, () => Promise<{ res: Response; body: unknown }>> = {
  settings: () => getJson(url(apiPaths.settings())),
  services: () => getJson(url(apiPaths.services())),
  featuredServices: () => getJson(url(apiPaths.featuredServices())),
  service: () => getJson(url(apiPaths.service('homecare'))),
  articles: () => getJson(url(apiPaths.articles({ page: 2, sort_by: 'views' }))),
  featuredArticles: () => getJson(url(apiPaths.featuredArticles(4))),
  latestArticles: () => getJson(url(apiPaths.latestArticles())),
  popularArticles: () => getJson(url(apiPaths.popularArticles(12))),
  article: () => getJson(url(apiPaths.article('nyeri-lutut-pada-pelari'))),
  articleView: () =>
    getJson(url(apiPaths.articleView('nyeri-lutut-pada-pelari')), {
      method: 'POST',
      headers: asClient(7),
    }),
  categories: () => getJson(url(apiPaths.categories())),
  category: () => getJson(url(apiPaths.category('cedera-olahraga', 'article'))),
  categoryArticles: () =>
    getJson(url(apiPaths.categoryArticles('cedera-olahraga', { sort_by: 'title' }))),
  categoryServices: () => getJson(url(apiPaths.categoryServices('perawatan-di-rumah'))),
  pages: () => getJson(url(apiPaths.pages())),
  page: () => getJson(url(apiPaths.page('kebijakan-privasi'))),
  locations: () => getJson(url(apiPaths.locations())),
  location: () => getJson(url(apiPaths.location('sumur-bandung'))),
  mainLocation: () => getJson(url(apiPaths.mainLocation())),
  galleries: () => getJson(url(apiPaths.galleries({ category: 'therapy', per_page: 3 }))),
  gallery: () => getJson(url(apiPaths.gallery('1'))),
  jobs: () => getJson(url(apiPaths.jobs({ featured: false }))),
  job: () => getJson(url(apiPaths.job('1'))),
  faqs: () => getJson(url(apiPaths.faqs())),
  team: () => getJson(url(apiPaths.team())),
  testimonials: () => getJson(url(apiPaths.testimonials())),
  contact: () => getJson(url(apiPaths.contact())),
  contactMessage: () => postJson(url(apiPaths.contactMessage()), message, asClient(8)),
  search: () => getJson(url(apiPaths.search('nyeri lutut'))),
  bookingInfo: () => getJson(url(apiPaths.bookingInfo())),
  bookingTimes: () =>
    getJson(url(apiPaths.bookingTimes({ branch: 'mhorfitness', service: 'rehab-recovery' }))),
  createBooking: book,
  booking: async () => getJson(url(apiPaths.booking((await book()).token))),
  cancelBooking: async () =>
    getJson(url(apiPaths.cancelBooking((await book()).token)), { method: 'POST' }),
  moveBooking: async () =>
    postJson(url(apiPaths.moveBooking((await book()).token)), {
      date: '2026-12-02',
      time: '13:00',
    }),
  bookingData: async () => getJson(url(apiPaths.bookingData((await book()).token))),
  correctBooking: async () =>
    postJson(url(apiPaths.correctBooking((await book()).token)), {
      name: 'Sari W.',
      email: 'sari@contoh.id',
    }),
  eraseBooking: async () => {
    const { token } = await book();
    await getJson(url(apiPaths.cancelBooking(token)), { method: 'POST' });
    return getJson(url(apiPaths.eraseBooking(token)), { method: 'POST' });
  },
  dataRequest: () =>
    postJson(
      url(apiPaths.dataRequest()),
      { kind: 'access', contact: '0812-3456-7890', name: 'Sari Wulandari', consent: true },
      asClient(9),
    ),
};

describe('every answer of the API is the contract', () => {
  it.each(Object.keys(requests) as ApiEndpoint[])('%s', async (endpoint) => {
    const { res, body } = await requests[endpoint]();
    expect(res.status).toBe(
      endpoint === 'contactMessage' || endpoint === 'createBooking' || endpoint === 'dataRequest'
        ? 201
        : 200,
    );
    expectAnswer(endpoint, body);
  });
});

describe('every refusal is the contract’s error answer', () => {
  it.each([
    ['an unknown endpoint', '/v1/tidak-ada', 404],
    ['an unknown article', '/v1/articles/tidak-ada', 404],
    ['an unknown category', '/v1/categories/tidak-ada/articles?page=x', 404],
    ['an invalid list parameter', '/v1/articles?page=0&sort_by=id', 422],
    ['a repeated parameter', '/v1/galleries?page=1&page=2', 422],
    ['an invalid slug', `/v1/services/${encodeURIComponent("x' OR 1=1")}`, 422],
    ['a settings key too long', `/v1/settings/contact/${'k'.repeat(201)}`, 422],
  ])('%s', async (_label, path, status) => {
    const res = await rawGet(server.url, `/api${path}`);
    expect(res.status).toBe(status);
    const error = expectApiError(JSON.parse(res.body));
    expect(error.success).toBe(false);
    if (status === 422) expect(Object.keys(error.errors ?? {}).length).toBeGreaterThan(0);
  });

  it.each([
    ['another method', { method: 'DELETE' }, 405],
    ['a body that is not JSON', { method: 'POST', body: 'x', headers: json() }, 400],
    ['JSON that is not an object', { method: 'POST', body: '[1]', headers: json() }, 400],
    ['another content type', { method: 'POST', body: 'a=1', headers: form() }, 415],
    ['invalid fields', { method: 'POST', body: '{"email":"x"}', headers: json() }, 422],
    ['a body over 16 KB', { method: 'POST', body: big(), headers: json() }, 413],
  ] as const)('%s', async (_label, init, status) => {
    const { res, body } = await getJson(url(apiPaths.contactMessage()), init);
    expect(res.status).toBe(status);
    expectApiError(body);
  });

  it('a message over the limit: 429', async () => {
    let last: { res: Response; body: unknown } | undefined;
    for (let n = 0; n < 6; n += 1) {
      last = await postJson(
        url(apiPaths.contactMessage()),
        { ...message, message: `Pesan nomor ${n}` },
        asClient(9),
      );
    }
    expect(last?.res.status).toBe(429);
    expectApiError(last?.body);
  });
});

function json() {
  return { 'Content-Type': 'application/json', ...asClient(10) };
}
function form() {
  return { 'Content-Type': 'application/x-www-form-urlencoded', ...asClient(10) };
}
function big() {
  return JSON.stringify({ ...message, message: 'x'.repeat(17 * 1024) });
}
