import { expect, navigateInApp, test } from './fixtures';

test.describe('a page that fails while rendering', () => {
  test('shows "Terjadi Kesalahan" inside the layout, logs the error, and offers home and a retry', async ({
    page,
    consoleProblems,
  }) => {
    // An answer of the wrong shape: a service without its fields breaks the page's render.
    await page.route('**/api/v1/services', (route) =>
      route.fulfill({ json: { success: true, data: [{ id: 1 }] } }),
    );
    await page.goto('/login');
    await navigateInApp(page, '/layanan');

    await expect(page.getByRole('heading', { level: 1, name: 'Terjadi Kesalahan' })).toBeVisible();
    // The header and footer stay: the visitor can go anywhere from here.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(consoleProblems.some((text) => text.includes('A page failed while rendering'))).toBe(
      true,
    );

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
    await page.unroute('**/api/v1/services');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Layanan & Harga' })).toBeVisible();
    await expect(page.locator('[data-slot="service-list-card"]').first()).toBeVisible();
    consoleProblems.length = 0; // the render error above is logged on purpose
  });
});
