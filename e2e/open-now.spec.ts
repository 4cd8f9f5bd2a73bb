import {
  openStatus,
  openStatusText,
  type ApiSuccess,
  type LocationRecord as Location,
} from '@klinik/clinic';
import type { Page } from '@playwright/test';
import { expect, layoutFree, test, waitForHydration } from './fixtures';
import { externalHosts } from './routes';

/** A moment on the clinic's clock (Asia/Jakarta, UTC+7). 23 November 2026 is a Monday. */
const wib = (local: string) => new Date(`${local}+07:00`);
const neutralLine = 'Jam operasional dalam WIB';

/**
 * The page's layout shifts so far (what CLS adds up), each with what moved, so a failure says
 * which element it was.
 */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          sources: {
            node: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        };
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.localName}${node.getAttribute('data-slot') ? `[${node.getAttribute('data-slot')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : String(node?.nodeName);
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const moved = entry.sources.map(
              (source) =>
                `${describe(source.node)} from y ${source.previousRect.y} to y ${source.currentRect.y}`,
            );
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 200);
      }),
  );
}

test.describe('open now', () => {
  test('the contact page and the footer say the clinic is open, after hydration, without a shift', async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.setFixedTime(wib('2026-11-23T10:00'));
    const html = await (await page.request.get('/kontak')).text();
    // The HTML cannot know the hour: a line that is true at any hour, in the same place.
    expect(html).toContain(neutralLine);
    expect(html).not.toContain('Buka sekarang');

    await page.goto('/kontak');
    await waitForHydration(page);
    const open = 'Buka sekarang · tutup pukul 17.00';
    const hours = page.getByRole('main').locator('[data-slot="hours-table"]');
    await expect(hours.getByText(open)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(open)).toBeVisible();
    await expect(page.getByText(neutralLine)).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
    // A hydration mismatch would be reported in the console.
    expect(consoleProblems).toEqual([]);
  });

  test('on Saturday evening the footer names the day it opens again', async ({ page }) => {
    await page.clock.setFixedTime(wib('2026-11-28T18:00'));
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByText('Tutup · buka lagi Senin pukul 09.00'),
    ).toBeVisible();
  });

  test('each branch card says whether that branch is open, from its own hours', async ({
    page,
    context,
    request,
  }) => {
    await context.route(externalHosts, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>offline</p>' }),
    );
    const now = wib('2026-11-27T08:30');
    await page.clock.setFixedTime(now);
    const locations = (
      (await (await request.get('/api/v1/locations')).json()) as ApiSuccess<Location[]>
    ).data;
    await page.goto('/lokasi-klinik');
    await waitForHydration(page);
    for (const location of locations) {
      const card = page.locator(`[id="${location.slug}"]`);
      await expect(
        card.getByText(openStatusText(openStatus(location.business_hours, now))),
      ).toBeVisible();
    }
  });

  test('@desktop without JavaScript the neutral line stays', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/kontak');
    await expect(page.getByRole('contentinfo').getByText(neutralLine)).toBeVisible();
    await context.close();
  });

  test('the status follows the clock: it turns at closing time', layoutFree, async ({ page }) => {
    await page.clock.install({ time: wib('2026-11-23T16:59:30') });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Buka sekarang · tutup pukul 17.00')).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(footer.getByText('Tutup · buka besok pukul 09.00')).toBeVisible();
  });
});

test.describe('directions', () => {
  test('each branch has "Petunjuk Arah", Google Maps directions to its coordinates in a new tab', async ({
    page,
    context,
    request,
  }) => {
    await context.route(externalHosts, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>peta</p>' }),
    );
    const locations = (
      (await (await request.get('/api/v1/locations')).json()) as ApiSuccess<Location[]>
    ).data;
    await page.goto('/lokasi-klinik');
    for (const location of locations) {
      const link = page.getByRole('link', {
        name: `Petunjuk Arah ke ${location.name} (membuka tab baru)`,
      });
      await expect(link).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${location.latitude},${location.longitude}`,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const first = locations[0];
    if (!first) throw new Error('the seed has no branches');
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('link', { name: `Petunjuk Arah ke ${first.name} (membuka tab baru)` })
      .click();
    const maps = await popup;
    await maps.waitForURL(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(new URL(maps.url()).searchParams.get('destination')).toBe(
      `${first.latitude},${first.longitude}`,
    );
  });
});
