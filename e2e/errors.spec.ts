import { expect, navigateInApp, test } from './fixtures';

/** The services page's own code: its chunk, named after the route module. */
const servicesChunk = /\/assets\/services-[\w-]+\.js$/;

test.describe('a page that cannot be shown', () => {
  test('shows "Terjadi Kesalahan" inside the layout, logs the error, and offers home and a retry', async ({
    page,
    consoleProblems,
  }) => {
    // The page's code does not arrive (a deploy replaced it, the connection dropped).
    await page.route(servicesChunk, (route) => route.abort());
    await page.goto('/login');
    await navigateInApp(page, '/layanan');

    await expect(page.getByRole('heading', { level: 1, name: 'Terjadi Kesalahan' })).toBeVisible();
    // The header and footer stay: the visitor can go anywhere from here.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(consoleProblems.some((text) => text.includes('A page could not be shown'))).toBe(true);

    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );

    // Another page shows again without a reload.
    await navigateInApp(page, '/kontak');
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();

    // 'Coba Lagi' loads the page again from the server, which answers properly by then.
    await navigateInApp(page, '/layanan');
    await expect(page.getByRole('heading', { name: 'Terjadi Kesalahan' })).toBeVisible();
    await page.unroute(servicesChunk);
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Layanan & Harga' })).toBeVisible();
    await expect(page.locator('[data-slot="service-list-card"]').first()).toBeVisible();
    consoleProblems.length = 0; // the failed load above is logged on purpose
  });
});
