import Database from 'better-sqlite3';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { startProductionServer, type RunningServer } from '../scripts/bench/server';
import { expect, layoutFree, test } from './fixtures';
import { articleRoute, notFoundRoute, searchRoute } from './routes';

const message = defaultSettings.general.maintenance_message;

/** Switches maintenance in the server's content file, on a connection of its own, as an editor would. */
function setMaintenance(databasePath: string, on: boolean) {
  const db = new Database(databasePath);
  try {
    db.prepare(
      "UPDATE settings SET value = ? WHERE group_name = 'general' AND key = 'maintenance_mode'",
    ).run(JSON.stringify(on));
  } finally {
    db.close();
  }
}

test('maintenance is off by default: the notice region is there, empty', async ({ page }) => {
  await page.goto('/');
  const notice = page.locator('[data-slot="maintenance-notice"]');
  await expect(notice).toHaveRole('status');
  await expect(notice).toBeEmpty();
});

test.describe('while the site is in maintenance', () => {
  // A production server of its own: switching maintenance on must not reach the other specs.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;

  test.beforeAll(async () => {
    // The port after the e2e server's, one per project (they run at the same time).
    const base = Number(process.env.E2E_PORT ?? 4310);
    server = await startProductionServer({
      port: base + (test.info().project.name === 'mobile' ? 1 : 2),
    });
    setMaintenance(server.databasePath, true);
  });

  test.afterAll(async () => {
    await server.stop();
  });

  for (const path of ['/', '/kontak', articleRoute, searchRoute]) {
    test(
      `${path} shows the maintenance message in a polite banner from its first paint`,
      layoutFree,
      async ({ page, request, consoleProblems }) => {
        const html = await (await request.get(`${server.origin}${path}`)).text();
        expect(html).toContain(message);
        await page.goto(`${server.origin}${path}`);
        const notice = page.locator('[data-slot="maintenance-notice"]');
        await expect(notice).toHaveRole('status');
        await expect(notice).toHaveText(message);
        await expect(notice).toBeVisible();
        // Above the header: the first thing on the page.
        const header = await page.locator('[data-slot="site-header"]').boundingBox();
        const banner = await notice.boundingBox();
        expect(banner?.y ?? 1).toBe(0);
        expect(header?.y ?? 0).toBeGreaterThanOrEqual(banner?.height ?? 0);
        await page.waitForLoadState('networkidle');
        expect(consoleProblems).toEqual([]);
      },
    );
  }

  test('the 404 page shows it too', layoutFree, async ({ page, consoleProblems }) => {
    const res = await page.goto(`${server.origin}${notFoundRoute}`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('[data-slot="maintenance-notice"]')).toHaveText(message);
    consoleProblems.length = 0;
  });

  test('@desktop without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.origin}/layanan`);
    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    await context.close();
  });

  test('switched off, the pages are the prerendered ones again', layoutFree, async ({ page }) => {
    setMaintenance(server.databasePath, false);
    await page.goto(`${server.origin}/kontak`);
    await expect(page.locator('[data-slot="maintenance-notice"]')).toBeEmpty();
    setMaintenance(server.databasePath, true);
  });
});
