import { expect, layoutFree, test } from './fixtures';

test.describe('unknown paths', () => {
  test('answer HTTP 404 with the prerendered 404 page', layoutFree, async ({ request }) => {
    const response = await request.get('/halaman/yang-tidak-ada');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Halaman Tidak Ditemukan');
    expect(html).toMatch(/<title>Halaman Tidak Ditemukan[^<]*<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  test('show the 404 page with a link home, hydrated without warnings', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-slot="service-card"]').first()).toBeVisible();
    expect(consoleProblems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  test('the back button returns to the previous page', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/juga-tidak-ada');
    await page.getByRole('button', { name: 'Kembali ke Halaman Sebelumnya' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown API paths answer JSON 404', layoutFree, async ({ request }) => {
    const response = await request.get('/api/v1/tidak-ada');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
