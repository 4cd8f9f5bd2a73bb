import { expect, test } from './fixtures';
import { everyRoute, externalHosts } from './routes';

/**
 * Every control a finger must hit, and the smallest box it may have (44 px, WCAG 2.5.5's target
 * size). Links inside running text are exempt, as WCAG exempts inline targets.
 */
const MIN_TARGET = 44;

for (const path of everyRoute) {
  test(`@mobile ${path} fits 390 px without sideways scrolling and has 44 px touch targets`, async ({
    page,
    context,
  }) => {
    await context.route(externalHosts, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>offline</p>' }),
    );
    await page.goto(path);
    await page.waitForLoadState('networkidle');

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
          after.position === 'absolute' &&
          after.content !== 'none' &&
          element instanceof HTMLElement;
        const box = (
          stretched && element.offsetParent ? element.offsetParent : element
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
  });
}
