import type { ApiSuccess, LocationRecord as Location } from '@klinik/clinic';
import type { BrowserContext } from '@playwright/test';
import { expect, layoutFree, navigateInApp, test, waitForHydration } from './fixtures';
import { externalHosts } from './routes';

async function offline(context: BrowserContext) {
  await context.route(externalHosts, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>offline</p>' }),
  );
}

test.describe('clinic locations', () => {
  test('shows the three branches from the API, the main one marked, each with a lazily loaded map', async ({
    page,
    context,
    request,
    consoleProblems,
  }) => {
    await offline(context);
    const locations = (
      (await (await request.get('/api/v1/locations')).json()) as ApiSuccess<Location[]>
    ).data;
    await page.goto('/lokasi-klinik');
    const cards = page.locator('[data-slot="location-card"]');
    await expect(cards).toHaveCount(locations.length);
    await expect(page.getByText('Klinik Utama', { exact: true })).toHaveCount(1);
    const main = locations.find((location) => location.is_main_location);
    if (!main) throw new Error('no main location');
    const mainCard = cards.filter({ has: page.getByText('Klinik Utama', { exact: true }) });
    await expect(mainCard.getByRole('heading')).toHaveText(main.name);
    // The HTML links each branch to Maps; the embed replaces the link once the card is near.
    const html = await (await request.get('/lokasi-klinik')).text();
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      `https://www.google.com/maps/search/?api=1&amp;query=${main.latitude},${main.longitude}`,
    );
    // The embed comes with the page's script, which a loaded machine may take more than the
    // assertion's 5 s to run (a full test run failed so, the links still in place).
    await waitForHydration(page);
    await mainCard.scrollIntoViewIfNeeded();
    const map = mainCard.locator('iframe');
    await expect(map).toHaveAttribute('src', new RegExp(`q=${main.latitude},${main.longitude}`));
    await expect(map).toHaveAttribute('title', `${main.name} di peta`);
    expect(consoleProblems).toEqual([]);
  });

  test('"Buat Janji Temu" leads to the booking page with the branch chosen', async ({
    page,
    context,
  }) => {
    await offline(context);
    await page.goto('/lokasi-klinik');
    const card = page.locator('[data-slot="location-card"]').filter({ hasText: 'Sumur Bandung' });
    const book = card.getByRole('link', { name: /Buat Janji Temu/ });
    // A real link in the HTML: a tap before the page's script has run already leads there.
    const html = await (await page.request.get('/lokasi-klinik')).text();
    expect(html).toContain(((await book.getAttribute('href')) ?? '').replace(/&/g, '&amp;'));
    await book.click();
    await expect(page).toHaveURL(/\/janji-temu\?branch=sumur-bandung$/);
    await expect(
      page.locator('input[type="radio"][name="branch"][value="sumur-bandung"]'),
    ).toBeChecked();
  });

  for (const shape of ['bare array', 'data only'] as const) {
    test(
      `accepts the locations answer as a ${shape}`,
      layoutFree,
      async ({ page, context, request }) => {
        await offline(context);
        const body = (await (await request.get('/api/v1/locations')).json()) as ApiSuccess<
          Location[]
        >;
        await page.route('**/api/v1/locations', (route) =>
          route.fulfill({ json: shape === 'bare array' ? body.data : { data: body.data } }),
        );
        await page.goto('/login');
        await navigateInApp(page, '/lokasi-klinik');
        await expect(page.locator('[data-slot="location-card"]')).toHaveCount(3);
      },
    );
  }

  test(
    'an empty answer shows "Belum Ada Lokasi Tersedia" with a link to /kontak',
    layoutFree,
    async ({ page }) => {
      await page.route('**/api/v1/locations', (route) =>
        route.fulfill({ json: { success: true, data: [] } }),
      );
      await page.goto('/login');
      await navigateInApp(page, '/lokasi-klinik');
      await expect(page.getByText('Belum Ada Lokasi Tersedia')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Hubungi Kami' }).first()).toHaveAttribute(
        'href',
        '/kontak',
      );
    },
  );

  test(
    'a failed answer shows "Error", "Failed to load locations" and "Try Again"',
    layoutFree,
    async ({ page, consoleProblems }) => {
      await page.route('**/api/v1/locations', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
      );
      await page.goto('/login');
      await navigateInApp(page, '/lokasi-klinik');
      await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible();
      await expect(page.getByText('Failed to load locations')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      consoleProblems.length = 0;
    },
  );
});
