import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';
import { everyRoute, externalHosts } from './routes';

/**
 * Every route, once per layout, in one page load: axe at that width and, on the phone, the
 * page's fit to 390 px and its touch targets. Loading and settling the page costs as much as a
 * check, so the checks of one layout share it.
 */

// Axe walks every element of the page: on the longest pages that alone takes most of the default
// 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

/**
 * Every control a finger must hit, and the smallest box it may have (44 px, WCAG 2.5.5's target
 * size). Links inside running text are exempt, as WCAG exempts inline targets.
 */
const MIN_TARGET = 44;

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

  const small = await page.evaluate((min) => {
    // A link inside a sentence: its paragraph (or list item...) holds more text than the link.
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const block = element.closest('p, li, dd, td, blockquote, figcaption');
      const own = element.textContent?.trim().length ?? 0;
      return block !== null && (block.textContent?.trim().length ?? 0) > own;
    };
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]',
    );
    return [...controls].flatMap((element) => {
      // A "stretched" control: its absolutely placed ::after covers the card around it,
      // and the whole card is what a finger hits.
      const after = getComputedStyle(element, '::after');
      const stretched =
        after.position === 'absolute' && after.content !== 'none' && element instanceof HTMLElement;
      // A check box or radio with its label: tapping the label ticks it, so the label is what a
      // finger hits (WCAG 2.5.8 counts the whole area that activates the control).
      const wrappingLabel =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? (element.labels?.[0] ?? null)
          : null;
      const box = (
        wrappingLabel ?? (stretched && element.offsetParent ? element.offsetParent : element)
      ).getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden =
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        element.closest('[aria-hidden=true], .sr-only') !== null;
      if (hidden || inRunningText(element)) return [];
      if (Math.round(box.width) >= min && Math.round(box.height) >= min) return [];
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return [
        `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ];
    });
  }, MIN_TARGET);
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
