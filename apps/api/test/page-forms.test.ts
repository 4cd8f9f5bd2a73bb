import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { limits, pagePaths } from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { asClient, countRows, tempDir, visitorDatabasePath } from './helpers';

/*
 * A form posted to a page without JavaScript, against the production server with a real
 * visitor file: the server hands it to the site's bundle in a render worker, whose route action
 * answers it. The site's real bundle exists only after `pnpm build` (the e2e tests post the real
 * forms); here a small bundle with the same exports plays the booking action: it sends the form
 * to the API as the site's action does and renders what came back. The worker's own API only
 * reads, so what the test checks is the way back: the write reaching the server's API, as the
 * visitor who posted, and the guards in front of it.
 */
const fixtureBundle = `
export const dynamicPaths = ['/cari'];
export const NOT_FOUND_PATH = '/__tidak-ada__';
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
const page = (data) => '<!doctype html><html lang="id"><head><title>Janji temu</title></head>' +
  '<body><main><p id="answer">' + escape(JSON.stringify(data)) + '</p></main></body></html>';
export function createSiteRenderer() {
  return async ({ url, post, fetch }) => {
    if (!post) return { status: 200, html: page({ url }) };
    if (!url.startsWith('/janji-temu')) return { status: 405, html: '' };
    const form = Object.fromEntries(new URLSearchParams(post.body));
    const answer = await fetch('http://site.internal/api/v1/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...form, consent: form.consent === 'on' }),
    });
    const body = await answer.json();
    if (answer.status === 201) {
      return { status: 303, location: '/janji-temu/selesai/' + body.data.manage_token, html: '' };
    }
    return { status: answer.status, html: page({ url, contentType: post.contentType, body }) };
  };
}
`;

/** Monday 30 November 2026, 08:00 in Jakarta. */
const now = Date.parse('2026-11-30T01:00:00Z');

let temp: ReturnType<typeof tempDir>;
let server: RunningServer;
let databasePath: string;

beforeAll(async () => {
  temp = tempDir('page-forms');
  const siteDir = join(temp.dir, 'client');
  mkdirSync(join(siteDir, 'janji-temu'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Beranda</title>');
  writeFileSync(join(siteDir, 'janji-temu', 'index.html'), '<!doctype html><title>Janji</title>');
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Tidak ditemukan</title>');
  mkdirSync(join(temp.dir, 'server'));
  writeFileSync(join(temp.dir, 'server', 'entry-server.js'), fixtureBundle);
  writeFileSync(join(temp.dir, 'package.json'), '{ "type": "module" }');
  databasePath = join(temp.dir, 'klinik.db');
  server = await startServer({
    port: 0,
    databasePath,
    siteDir,
    trustProxy: 1,
    renderThreads: 1,
    now: () => now,
  });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

let clients = 0;
let phones = 0;

/** A booking form as a browser posts it, every field valid unless changed. */
function bookingForm(values: Record<string, string> = {}): URLSearchParams {
  phones += 1;
  return new URLSearchParams({
    branch: 'kiaracondong',
    service: 'pediatric',
    date: '2026-12-01',
    time: '10:00',
    name: 'Sari Wulandari',
    phone: `0813-${String(2000_0000 + phones)}`,
    consent: 'on',
    ...values,
  });
}

function post(
  path: string,
  body: URLSearchParams | string,
  headers: Record<string, string> = {},
  client = (clients += 1),
) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...asClient(client),
      ...headers,
    },
    body,
  });
}

/** What the fixture's action wrote into the page it rendered. */
async function answerOf(res: Response): Promise<Record<string, unknown>> {
  const text = /<p id="answer">([^<]*)<\/p>/.exec(await res.text())?.[1] ?? 'null';
  return JSON.parse(text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(+code)));
}

const bookings = () => countRows(visitorDatabasePath(databasePath), 'bookings');

describe('a form posted to a page', () => {
  it('runs the page’s action, whose booking reaches the server’s API and leads on with 303', async () => {
    const before = bookings();
    const res = await post(pagePaths.booking, bookingForm());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/janji-temu\/selesai\/[\w-]{43}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(bookings()).toBe(before + 1);
  });

  it('answers a refusal with the page the action rendered, in its status, kept by nobody', async () => {
    const before = bookings();
    const res = await post(
      `${pagePaths.booking}?branch=kiaracondong`,
      bookingForm({ name: '', phone: '12' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const answer = await answerOf(res);
    expect(answer).toMatchObject({
      url: '/janji-temu?branch=kiaracondong',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual([
      'name',
      'phone',
    ]);
    expect(bookings()).toBe(before);
  });

  it('counts the visitor who posted against the API’s own limits', async () => {
    const { max } = limits.bookings.perClient[0] ?? { max: 0 };
    const visitor = 90_001;
    // A day and times of their own, so no place fills up on the way.
    const times = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
    const at = (index: number) => ({ date: '2026-12-04', time: times[index] ?? '09:00' });
    for (let booked = 0; booked < max; booked += 1) {
      const res = await post(pagePaths.booking, bookingForm(at(booked)), {}, visitor);
      expect(res.status).toBe(303);
    }
    const refused = await post(pagePaths.booking, bookingForm(at(max)), {}, visitor);
    expect(refused.status).toBe(429);
    expect(await answerOf(refused)).toMatchObject({ body: { success: false } });
    // Another visitor is not held back by the first one's bookings.
    expect((await post(pagePaths.booking, bookingForm(at(max)))).status).toBe(303);
  });

  it('refuses a form from another site, a body that is no form and one too large', async () => {
    const before = bookings();
    const crossSite = await post(pagePaths.booking, bookingForm(), {
      Origin: 'https://situs-lain.example',
    });
    expect(crossSite.status).toBe(403);
    const json = await post(pagePaths.booking, JSON.stringify({}), {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(415);
    const huge = await post(pagePaths.booking, bookingForm({ complaint: 'x'.repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect(bookings()).toBe(before);
  });

  it('answers 405 for a page that takes no form', async () => {
    const res = await post(pagePaths.about, new URLSearchParams({ name: 'Budi' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
