import { join } from 'node:path';
import { staffApiPaths } from '@klinik/clinic';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';
import { deskRoutes, everyRoute, externalHosts } from './routes';
import { bookOnline, dayWithTimes } from './online-booking';
import { readyStaff } from './staff';
import { MIN_TARGET, smallTouchTargets } from './touch-targets';

/**
 * Every route, once per layout, in one page load: axe at that width and, on the phone, the
 * page's fit to 390 px and its touch targets. Loading and settling the page costs as much as a
 * check, so the checks of one layout share it.
 */

// Axe walks every element of the page: on the longest pages that alone takes most of the default
// 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

/** The page as the visitor gets it once it has settled, the embedded maps answered locally. */
async function open(page: Page, path: string): Promise<void> {
  await page.context().route(externalHosts, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Peta</title><p>offline</p>',
    }),
  );
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function expectPhoneFit(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(overflow.scroll, 'page is wider than the screen').toBeLessThanOrEqual(overflow.viewport);

  const small = await page.evaluate(smallTouchTargets, { min: MIN_TARGET });
  expect(small, 'touch targets smaller than 44 x 44 px').toEqual([]);
}

for (const path of everyRoute) {
  test(`@mobile ${path} fits 390 px without sideways scrolling, has 44 px touch targets and no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await open(page, path);
    await test.step('fits 390 px without sideways scrolling and has 44 px touch targets', () =>
      expectPhoneFit(page));
    await test.step('has no serious or critical accessibility violations', () =>
      expectNoSeriousViolations(page));
  });

  test(`@desktop ${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await open(page, path);
    await expectNoSeriousViolations(page);
  });
}

/**
 * The front desk's sign-in page and a branch's day (signed in as a receptionist of its own), on a
 * phone and on the 1024 px tablet at the desk.
 */
test.describe('the front desk', () => {
  const databasePath = join(process.env.E2E_DB_DIR ?? '', 'klinik.db');

  /**
   * Opens a desk page; the day signed in as a new receptionist (its cookie in the context), on a
   * day with a booking of its own (the first open day with a free time), so its rows are checked.
   */
  async function openDesk(page: Page, path: string, baseURL: string | undefined) {
    let address: string = path;
    if (path === deskRoutes.day) {
      // A branch of its own: the desk's walk (e2e/desk.spec.ts) books at Kiaracondong.
      const choice = { branch: 'sumur-bandung', service: 'geriatric' } as const;
      const day = await dayWithTimes(page.request, choice, 1);
      await bookOnline(page.request, choice, day.date, day.times, 'Pasien Axe');
      address = `${path}?${new URLSearchParams({ cabang: choice.branch, tanggal: day.date }).toString()}`;
      const account = await readyStaff(baseURL ?? '', databasePath, {
        email: `a11y-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@geraksehat.id`,
        name: 'Meja Axe',
        role: 'desk',
        branches: ['sumur-bandung'],
      });
      const session = await page.request.post(`/api${staffApiPaths.signIn()}`, {
        data: account,
      });
      expect(session.ok()).toBe(true);
    }
    await page.goto(address);
    await expect(page).toHaveURL(address);
    await page.waitForLoadState('networkidle');
  }

  for (const path of Object.values(deskRoutes)) {
    test(`@mobile ${path} fits 390 px without sideways scrolling, has 44 px touch targets and no serious or critical accessibility violations`, async ({
      page,
      baseURL,
    }) => {
      await openDesk(page, path, baseURL);
      await test.step('fits 390 px without sideways scrolling and has 44 px touch targets', () =>
        expectPhoneFit(page));
      await test.step('has no serious or critical accessibility violations', () =>
        expectNoSeriousViolations(page));
    });

    test.describe(() => {
      test.use({ viewport: { width: 1024, height: 768 } });
      test(`@desktop ${path} at 1024 px has no serious or critical accessibility violations`, async ({
        page,
        baseURL,
      }) => {
        await openDesk(page, path, baseURL);
        await expectNoSeriousViolations(page);
      });
    });
  }
});
