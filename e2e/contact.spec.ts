import { limits } from '@klinik/clinic';
import {
  asOwnVisitor,
  expect,
  fillContactForm,
  layoutFree,
  test,
  waitForHydration,
} from './fixtures';

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
    await fillContactForm(form, {
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '081234567890',
      subject: 'booking',
      message: 'Saya ingin booking terapi lutut untuk hari Sabtu.',
    });
    await form.getByRole('button', { name: /kirim/i }).click();
    const request = await posted;
    expect(request.postDataJSON()).toMatchObject({ name: 'Budi Santoso', subject: 'booking' });
    await expect(
      page.getByText('Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.'),
    ).toBeVisible();
  });

  test(
    'past the limit the API says when to try again and what was typed stays',
    layoutFree,
    async ({ page, consoleProblems }, testInfo) => {
      // A visitor of its own (the e2e server trusts one proxy): no other test shares its limit.
      await asOwnVisitor(page, testInfo, 10);
      await page.goto('/kontak');
      // Before hydration a click would submit the form natively, not through the API.
      await waitForHydration(page);
      const form = page.locator('[data-slot="contact-form"]');
      const max = limits.contactMessages.perClient[0]?.max ?? 0;
      // Each project's own text: the same message twice within 10 minutes is stored once.
      const text = (i: number) => `Pertanyaan ${testInfo.project.name} nomor ${i} tentang jadwal.`;
      for (let i = 1; i <= max + 1; i += 1) {
        await fillContactForm(form, {
          name: 'Budi Santoso',
          email: 'budi@example.com',
          phone: '081234567890',
          subject: 'konsultasi',
          message: text(i),
        });
        await form.getByRole('button', { name: /kirim/i }).click();
        if (i <= max) await expect(form.getByText(/Terima kasih!/)).toBeVisible();
      }
      await expect(form.getByRole('alert')).toHaveText(
        /^Anda sudah mengirim beberapa pesan dalam waktu singkat\. Silakan coba lagi dalam \d+ menit/,
      );
      await expect(form.getByLabel(/nama/i)).toHaveValue('Budi Santoso');
      await expect(form.getByLabel(/pesan/i)).toHaveValue(text(max + 1));
      // The browser reports the 429 in the console.
      consoleProblems.length = 0;
    },
  );

  test(
    'a failed send says so and keeps what was typed',
    layoutFree,
    async ({ page, consoleProblems }) => {
      await page.route('**/api/v1/contact-messages', (route) =>
        route.fulfill({
          status: 500,
          json: { success: false, message: 'Terjadi kesalahan pada server' },
        }),
      );
      await page.goto('/kontak');
      await waitForHydration(page);
      const form = page.locator('[data-slot="contact-form"]');
      await fillContactForm(form, {
        name: 'Budi Santoso',
        email: 'budi@example.com',
        phone: '081234567890',
        subject: 'lainnya',
        message: 'Pertanyaan tentang parkir.',
      });
      await form.getByRole('button', { name: /kirim/i }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await expect(form.getByLabel(/nama/i)).toHaveValue('Budi Santoso');
      await expect(form.getByLabel(/pesan/i)).toHaveValue('Pertanyaan tentang parkir.');
      consoleProblems.length = 0;
    },
  );
});
