import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingPagePaths, apiPaths, pagePaths, type BookingFormRefusal } from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { asClient, countRows, getJson, tempDir, visitorDatabasePath } from './helpers';

/*
 * The booking pages' plain forms, posted without JavaScript, against the production server with
 * a real visitor file. The site's real bundle exists only after `pnpm build` (the e2e tests post
 * the real pages); here a small bundle with the same exports writes the address it rendered and
 * the refusal it was given into the page, so the test reads what the server handed over.
 */
const fixtureBundle = `
export const dynamicPaths = ['/cari'];
export const NOT_FOUND_PATH = '/__tidak-ada__';
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function createSiteRenderer() {
  return async (url, refusal) => ({
    status: refusal ? refusal.status : 200,
    html: '<!doctype html><html lang="id"><head><title>Janji temu</title></head><body><main>' +
      '<p id="url">' + escape(url) + '</p>' +
      '<p id="refusal">' + escape(JSON.stringify(refusal ?? null)) + '</p></main></body></html>',
  });
}
`;

/** Monday 30 November 2026, 08:00 in Jakarta. */
const now = Date.parse('2026-11-30T01:00:00Z');

let temp: ReturnType<typeof tempDir>;
let server: RunningServer;
let databasePath: string;

beforeAll(async () => {
  temp = tempDir('booking-forms');
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
    email: '',
    complaint: 'Anak saya berjalan jinjit.',
    consent: 'on',
    website: '',
    ...values,
  });
}

function post(path: string, body: URLSearchParams | string, headers: Record<string, string> = {}) {
  clients += 1;
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...asClient(clients),
      ...headers,
    },
    body,
  });
}

async function renderedRefusal(res: Response) {
  const html = await res.text();
  const field = (id: string) =>
    new RegExp(`<p id="${id}">([^<]*)</p>`)
      .exec(html)?.[1]
      ?.replaceAll('&#34;', '"')
      .replaceAll('&#38;', '&')
      .replaceAll('&#60;', '<')
      .replaceAll('&#62;', '>');
  return {
    url: field('url'),
    refusal: JSON.parse(field('refusal') ?? 'null') as BookingFormRefusal | null,
  };
}

const bookings = () => countRows(visitorDatabasePath(databasePath), 'bookings');

describe('the booking form without JavaScript', () => {
  it('books and leads on with 303 to the confirmation by the private link', async () => {
    const before = bookings();
    const res = await post(pagePaths.booking, bookingForm());
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/janji-temu\/selesai\/[\w-]{43}$/);
    expect(bookings()).toBe(before + 1);
    const token = location.split('/').pop() ?? '';
    const { res: read, body } = await getJson(`${server.url}/api${apiPaths.booking(token)}`);
    expect(read.status).toBe(200);
    expect(body).toMatchObject({ data: { branch: 'kiaracondong', date: '2026-12-01' } });
  });

  it('renders the page it came from with every refused field and what was typed, storing nothing', async () => {
    const before = bookings();
    const res = await post(
      pagePaths.booking,
      bookingForm({ phone: '12', consent: '', website: '', name: 'Budi' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const { url, refusal } = await renderedRefusal(res);
    expect(url).toBe('/janji-temu?branch=kiaracondong&service=pediatric&date=2026-12-01');
    expect(Object.keys(refusal?.errors ?? {}).sort()).toEqual(['consent', 'phone']);
    expect(refusal?.values).toMatchObject({ name: 'Budi', phone: '12', time: '10:00' });
    expect(refusal?.values).not.toHaveProperty('website');
    expect(bookings()).toBe(before);
  });

  it('answers a taken time with 409 and the issue’s text, keeping what was typed', async () => {
    // Mhor Fitness has one place: the first booking of 09:00 fills it.
    const first = await post(
      pagePaths.booking,
      bookingForm({ branch: 'mhorfitness', date: '2026-12-02', time: '09:00' }),
    );
    expect(first.status).toBe(303);
    const res = await post(
      pagePaths.booking,
      bookingForm({ branch: 'mhorfitness', date: '2026-12-02', time: '09:00', name: 'Rina' }),
    );
    expect(res.status).toBe(409);
    const { refusal } = await renderedRefusal(res);
    expect(refusal?.message).toBe('Maaf, jam ini baru saja terisi. Silakan pilih jam lain.');
    expect(refusal?.values).toMatchObject({ name: 'Rina', time: '09:00' });
  });

  it('answers a ticked warning sign with the advice to see a doctor today, booking nothing', async () => {
    const before = bookings();
    const form = bookingForm();
    form.append('warning', 'Nyeri dada atau sesak napas');
    const res = await post(pagePaths.booking, form);
    expect(res.status).toBe(400);
    const { refusal } = await renderedRefusal(res);
    expect(refusal?.message).toMatch(/IGD/);
    expect(bookings()).toBe(before);
  });

  it('refuses a form from another site, and a body that is no form', async () => {
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
});

describe('the manage page without JavaScript', () => {
  async function newBooking(values: Record<string, string>) {
    const res = await post(pagePaths.booking, bookingForm(values));
    expect(res.status).toBe(303);
    return (res.headers.get('location') ?? '').split('/').pop() ?? '';
  }

  it('moves a booking to another free time and leads back to its page', async () => {
    const token = await newBooking({ date: '2026-12-03', time: '11:00' });
    const res = await post(
      bookingPagePaths.bookingMoveForm(token),
      new URLSearchParams({ date: '2026-12-04', time: '13:00' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(bookingPagePaths.bookingManage(token));
    const { body } = await getJson(`${server.url}/api${apiPaths.booking(token)}`);
    expect(body).toMatchObject({ data: { date: '2026-12-04', time: '13:00' } });
  });

  it('cancels a booking, and a second cancel is the page with its refusal', async () => {
    const token = await newBooking({ date: '2026-12-03', time: '14:00' });
    const cancel = () => post(bookingPagePaths.bookingCancelForm(token), new URLSearchParams());
    expect((await cancel()).status).toBe(303);
    const { body } = await getJson(`${server.url}/api${apiPaths.booking(token)}`);
    expect(body).toMatchObject({ data: { status: 'cancelled' } });
    const again = await cancel();
    expect(again.status).toBe(409);
    const { url, refusal } = await renderedRefusal(again);
    expect(url).toBe(bookingPagePaths.bookingManage(token));
    expect(refusal?.message).toBe('Janji temu ini sudah dibatalkan.');
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it('opens nothing for a token no booking has', async () => {
    const res = await post(
      bookingPagePaths.bookingCancelForm('A'.repeat(43)),
      new URLSearchParams(),
    );
    expect(res.status).toBe(404);
    const { refusal } = await renderedRefusal(res);
    expect(refusal?.message).toBe(
      'Janji temu tidak ditemukan. Periksa kembali tautan dari konfirmasi Anda.',
    );
  });
});
