import AxeBuilder from '@axe-core/playwright';
import {
  apiPaths,
  bookingMessages,
  type BookingTimes,
  type BookingTimesQuery,
} from '@klinik/clinic';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/*
 * Booking a visit (issue 24) against the production server and its real visitor file, at both
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

/** The first open day after today of a branch and service, and its first and last free times. */
async function openDay(
  request: APIRequestContext,
  branch: BookingTimesQuery['branch'],
  service: BookingTimesQuery['service'],
) {
  const first = await request.get(`/api${apiPaths.bookingTimes({ branch, service })}`);
  const { data } = (await first.json()) as { data: BookingTimes };
  const day = data.dates.find((date, index) => index > 0 && !date.closed);
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
  return { date: day.date, first: earliest.time, last: latest.time };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Nama Lengkap').fill(name);
  await page.getByLabel('Nomor WhatsApp').fill(phone());
  await page.locator('input[name="consent"]').check();
}

const radio = (page: Page, name: string, value: string) =>
  page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);

test.describe('booking a visit', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitor() });
  });

  test('with script: choose, book, see the confirmation, then cancel by the private link', async ({
    page,
    request,
  }) => {
    const day = await openDay(request, 'kiaracondong', 'pediatric');
    await page.goto('/janji-temu?branch=kiaracondong');
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
    await radio(page, 'service', 'pediatric').check();
    await radio(page, 'date', day.date).check();
    await expect(page).toHaveURL(new RegExp(`date=${day.date}`));
    await radio(page, 'time', day.first).check();
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
    await radio(page, 'branch', 'sumur-bandung').check();
    await radio(page, 'service', 'geriatric').check();
    await page.getByRole('button', { name: 'Tampilkan jam' }).click();
    await radio(page, 'date', day.date).check();
    await page.getByRole('button', { name: 'Tampilkan jam' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day.date}`));
    await radio(page, 'time', day.last).check();
    await fillDetails(page, 'Budi Santoso');
    await page.getByRole('button', { name: 'Buat Janji Temu' }).click();
    await expect(page).toHaveURL(/\/janji-temu\/selesai\/[\w-]{43}$/);
    await expect(page.getByText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)).toBeVisible();
    await expectNoSeriousViolations(page);
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
    await radio(page, 'time', day.first).check();
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
    await expect(page.getByText(bookingMessages.taken)).toBeVisible();
    await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Rina Kartika');
    await expect(radio(page, 'time', day.first)).toBeDisabled();
    await expectNoSeriousViolations(page);
  });
});
