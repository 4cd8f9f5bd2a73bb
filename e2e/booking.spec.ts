import {
  apiPaths,
  bookingMessages,
  type BookingTimes,
  type BookingTimesQuery,
} from '@klinik/clinic';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test, waitForHydration } from './fixtures';

/*
 * Booking a visit against the production server and its real visitor file, at both
 * widths: with script, without it, a time taken meanwhile, and the private link's page. Every
 * booking comes from a visitor and a number of its own (X-Forwarded-For, TRUST_PROXY), so the
 * per-client and per-number limits of one test do not reach into another.
 */

let visitors = 0;
const visitor = () => {
  visitors += 1;
  return `198.19.${Math.floor(Math.random() * 200)}.${visitors}`;
};
const phone = () => `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * The first open day at least two days ahead (so the visit is more than 24 hours away and the
 * visitor may still cancel or move it), with its first and last free times and all of them.
 */
async function openDay(
  request: APIRequestContext,
  branch: BookingTimesQuery['branch'],
  service: BookingTimesQuery['service'],
) {
  const first = await request.get(`/api${apiPaths.bookingTimes({ branch, service })}`);
  const { data } = (await first.json()) as { data: BookingTimes };
  const day = data.dates.find((date, index) => index > 1 && !date.closed);
  if (!day) throw new Error('No open day in the next 14 days');
  const answer = await request.get(
    `/api${apiPaths.bookingTimes({ branch, service, date: day.date })}`,
  );
  const times = ((await answer.json()) as { data: BookingTimes }).data.times.filter(
    (slot) => slot.free,
  );
  const [earliest] = times;
  const latest = times.at(-1);
  if (!earliest || !latest) throw new Error(`No free time on ${day.date}`);
  return {
    date: day.date,
    first: earliest.time,
    last: latest.time,
    times: times.map((slot) => slot.time),
  };
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Nama Lengkap').fill(name);
  await page.getByLabel(/^Nomor WhatsApp/).fill(phone());
  await page.locator('input[name="consent"]').check();
}

const radio = (page: Page, name: string, value: string) =>
  page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);

/** Chooses a radio as a visitor does: by tapping its card (the input itself is drawn by it). */
async function choose(page: Page, name: string, value: string) {
  await page
    .locator('label[data-slot="booking-choice"]', { has: radio(page, name, value) })
    .click();
  await expect(radio(page, name, value)).toBeChecked();
}

test.describe('booking a visit', () => {
  // Axe walks the whole page at every step: on a busy machine that alone takes most of 30 s.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitor() });
  });

  test('with script, from a branch card: choose, book, see the confirmation, then cancel by the private link', async ({
    page,
    request,
  }) => {
    const day = await openDay(request, 'kiaracondong', 'pediatric');
    // From the branch's card: the booking page opens with the branch chosen.
    await page.goto('/lokasi-klinik');
    await waitForHydration(page);
    await page
      .locator('[data-slot="location-card"]')
      .filter({ hasText: 'Kiaracondong' })
      .getByRole('link', { name: /Buat Janji Temu/ })
      .click();
    await expect(page).toHaveURL(/\/janji-temu\?branch=kiaracondong$/);
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
    await choose(page, 'service', 'pediatric');
    await choose(page, 'date', day.date);
    await expect(page).toHaveURL(new RegExp(`date=${day.date}`));
    await choose(page, 'time', day.first);
    await fillDetails(page, 'Sari Wulandari');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Buat Janji Temu' }).click();

    await expect(page).toHaveURL(/\/janji-temu\/selesai\/[\w-]{43}$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Tambahkan ke Kalender/ })).toHaveAttribute(
      'href',
      /calendar\.ics$/,
    );
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: /kelola janji temu/i }).click();
    await expect(page).toHaveURL(/\/janji-temu\/kelola\/[\w-]{43}$/);
    await page.locator('summary', { hasText: 'Batalkan janji temu' }).click();
    await page.getByRole('button', { name: /Ya, batalkan/ }).click();
    await expect(page.getByText(/Dibatalkan atas nama/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('with script, from a service page: book, then move to another time by the private link', async ({
    page,
    request,
  }) => {
    const day = await openDay(request, 'kiaracondong', 'edukasi-injury');
    // Times in the middle of the day: the branch-card test books Kiaracondong's first time, and
    // both widths run at once; three places leave room for them all.
    const middle = Math.floor(day.times.length / 2);
    const [booked, movedTo] = [day.times[middle - 2], day.times[middle + 2]];
    if (!booked || !movedTo) throw new Error(`Too few free times on ${day.date}`);

    await page.goto('/layanan/edukasi-injury');
    await waitForHydration(page);
    await page.locator('[data-slot="service-detail-booking"]').first().click();
    await expect(page).toHaveURL(/\/janji-temu\?service=edukasi-injury$/);
    await waitForHydration(page);
    await expect(radio(page, 'service', 'edukasi-injury')).toBeChecked();
    await choose(page, 'branch', 'kiaracondong');
    await choose(page, 'date', day.date);
    await choose(page, 'time', booked);
    await fillDetails(page, 'Dewi Lestari');
    await page.getByRole('button', { name: 'Buat Janji Temu' }).click();
    await expect(page).toHaveURL(/\/janji-temu\/selesai\/[\w-]{43}$/);
    await expect(page.getByText(`pukul ${booked.replace(':', '.')}`)).toBeVisible();

    await page.getByRole('link', { name: /kelola janji temu/i }).click();
    await expect(page).toHaveURL(/\/janji-temu\/kelola\/[\w-]{43}$/);
    await waitForHydration(page);
    await page.locator('summary', { hasText: 'Pindah jadwal' }).click();
    await choose(page, 'date', day.date);
    await expect(page).toHaveURL(new RegExp(`date=${day.date}`));
    await choose(page, 'time', movedTo);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Pindahkan ke jam ini' }).click();
    const summary = page.locator('[data-slot="booking-manage"]');
    await expect(summary.getByText(`pukul ${movedTo.replace(':', '.')}`)).toBeVisible();
    await expect(summary.getByText(`pukul ${booked.replace(':', '.')}`)).toHaveCount(0);
    await expect(summary).toHaveAttribute('data-status', 'confirmed');
    // Stored: the private link's booking is at the new time.
    const token = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const stored = await request.get(`/api${apiPaths.booking(token)}`);
    expect((await stored.json()) as unknown).toMatchObject({
      data: { date: day.date, time: movedTo, status: 'confirmed' },
    });
    await expectNoSeriousViolations(page);
  });

  test('without script: plain forms book and lead to the confirmation', async ({
    browser,
    request,
  }) => {
    const day = await openDay(request, 'sumur-bandung', 'geriatric');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'X-Forwarded-For': visitor() },
    });
    const page = await context.newPage();
    await page.goto('/janji-temu');
    await choose(page, 'branch', 'sumur-bandung');
    await choose(page, 'service', 'geriatric');
    await page.getByRole('button', { name: 'Tampilkan jam' }).click();
    await choose(page, 'date', day.date);
    await page.getByRole('button', { name: 'Tampilkan jam' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day.date}`));
    await choose(page, 'time', day.last);
    await fillDetails(page, 'Budi Santoso');
    await page.getByRole('button', { name: 'Buat Janji Temu' }).click();
    await expect(page).toHaveURL(/\/janji-temu\/selesai\/[\w-]{43}$/);
    await expect(page.getByText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)).toBeVisible();
    // Axe runs as script in the page: the same pages are checked with script above.
    await context.close();
  });

  test('a time taken meanwhile: 409, the new free times, what was typed kept', async ({
    page,
    request,
  }) => {
    // Mhor Fitness has one treatment place: one booking fills a time.
    const day = await openDay(request, 'mhorfitness', 'rehab-recovery');
    await page.goto(`/janji-temu?branch=mhorfitness&service=rehab-recovery&date=${day.date}`);
    await waitForHydration(page);
    await choose(page, 'time', day.first);
    await fillDetails(page, 'Rina Kartika');

    const taken = await request.post(`/api${apiPaths.createBooking()}`, {
      headers: { 'X-Forwarded-For': visitor() },
      data: {
        branch: 'mhorfitness',
        service: 'rehab-recovery',
        date: day.date,
        time: day.first,
        name: 'Pasien Lain',
        phone: phone(),
        consent: true,
      },
    });
    expect(taken.status()).toBe(201);

    await page.getByRole('button', { name: 'Buat Janji Temu' }).click();
    await expect(page.getByRole('alert').filter({ hasText: bookingMessages.taken })).toBeVisible();
    await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Rina Kartika');
    await expect(radio(page, 'time', day.first)).toBeDisabled();
    await expectNoSeriousViolations(page);
  });
});
