import { expect, test, waitForHydration } from './fixtures';

test.describe('contact page', () => {
  test('cards link to phone, e-mail and chat', async ({ page }) => {
    await page.goto('/kontak');
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    const chat = page.locator('main a[href^="https://wa.me/6281220004515"]').first();
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('the message form posts to the API and thanks the visitor', async ({ page }) => {
    await page.goto('/kontak');
    await waitForHydration(page);
    const form = page.locator('[data-slot="contact-form"]');
    const posted = page.waitForRequest('**/api/v1/contact-messages');
    await form.getByLabel(/nama/i).fill('Budi Santoso');
    await form.getByLabel(/e-?mail/i).fill('budi@example.com');
    await form.getByLabel(/telepon|nomor/i).fill('081234567890');
    await form.getByLabel(/subjek/i).selectOption('booking');
    await form.getByLabel(/pesan/i).fill('Saya ingin booking terapi lutut untuk hari Sabtu.');
    await form.getByRole('button', { name: /kirim/i }).click();
    const request = await posted;
    expect(request.postDataJSON()).toMatchObject({ name: 'Budi Santoso', subject: 'booking' });
    await expect(
      page.getByText('Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.'),
    ).toBeVisible();
  });

  test('a failed send says so and keeps what was typed', async ({ page, consoleProblems }) => {
    await page.route('**/api/v1/contact-messages', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: 'Terjadi kesalahan pada server' },
      }),
    );
    await page.goto('/kontak');
    await waitForHydration(page);
    const form = page.locator('[data-slot="contact-form"]');
    await form.getByLabel(/nama/i).fill('Budi Santoso');
    await form.getByLabel(/e-?mail/i).fill('budi@example.com');
    await form.getByLabel(/telepon|nomor/i).fill('081234567890');
    await form.getByLabel(/subjek/i).selectOption('lainnya');
    await form.getByLabel(/pesan/i).fill('Pertanyaan tentang parkir.');
    await form.getByRole('button', { name: /kirim/i }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByLabel(/nama/i)).toHaveValue('Budi Santoso');
    await expect(form.getByLabel(/pesan/i)).toHaveValue('Pertanyaan tentang parkir.');
    consoleProblems.length = 0;
  });
});
