import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';
import { everyRoute, externalHosts } from './routes';
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
