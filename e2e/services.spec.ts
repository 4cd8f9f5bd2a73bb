import type { ApiSuccess, Service } from '@klinik/clinic';
import { expect, layoutFree, navigateInApp, test, waitForHydration } from './fixtures';

test.describe('services', () => {
  test(
    'the list is prerendered with every service, its facts and the first three features',
    layoutFree,
    async ({ request, page, consoleProblems }) => {
      const services = (
        (await (await request.get('/api/v1/services')).json()) as ApiSuccess<Service[]>
      ).data;
      const html = await (await request.get('/layanan')).text();
      expect(html).toMatch(/<title>Layanan &amp; Harga Fisioterapi \| [^<]+<\/title>/);
      expect(html).toContain('"@type":"BreadcrumbList"');
      for (const service of services) expect(html).toContain(service.price);

      await page.goto('/layanan');
      const cards = page.locator('[data-slot="service-list-card"]');
      await expect(cards).toHaveCount(services.length);
      const first = services[0];
      if (!first) throw new Error('the seed has no services');
      const card = cards.filter({ hasText: first.name });
      for (const feature of first.features.slice(0, 3)) await expect(card).toContainText(feature);
      if (first.features.length > 3)
        await expect(card).toContainText(`+${first.features.length - 3} fitur lainnya`);
      await card.getByRole('link', { name: /Pelajari Lebih Lanjut/ }).click();
      await expect(page).toHaveURL(new RegExp(`/layanan/${first.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
      expect(consoleProblems).toEqual([]);
    },
  );

  test('the FAQ keeps one answer open at a time and closes the open one on a second click', async ({
    page,
  }) => {
    await page.goto('/layanan');
    await waitForHydration(page);
    const questions = page.locator('[data-slot="faq-accordion-trigger"]');
    const answers = page.locator('[data-slot="faq-accordion-content"]');
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(0)).toBeVisible();
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(1)).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(0)).toBeHidden();
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(1)).toBeHidden();
  });

  test('a detail page carries its own metadata and chat buttons naming the service', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/layanan/homecare')).text();
    expect(html).toMatch(/<title>Homecare Treatment - Rp 350\.000 - 600\.000 \| [^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://geraksehat.id/layanan/homecare"/>');

    await page.goto('/layanan/homecare');
    for (const name of ['Konsultasi Sekarang', 'Konsultasi Gratis Sekarang']) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.origin + href.pathname).toBe('https://wa.me/6281220004515');
      expect(href.searchParams.get('text')).toContain('Homecare Treatment');
    }
    await expect(page.locator('[data-slot="process-steps"] li')).toHaveCount(5);
  });

  test('legacy service addresses land on the current page', layoutFree, async ({ page }) => {
    const response = await page.goto('/layanan/homecare-treatment');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/layanan\/homecare-treatment$/);
    await expect(page).toHaveURL(/\/layanan\/homecare$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homecare Treatment');
  });

  test('an unknown service reached inside the site shows "Layanan tidak ditemukan" with a way back', async ({
    page,
  }) => {
    await page.goto('/layanan');
    await navigateInApp(page, '/layanan/tidak-ada');
    await expect(page.getByText('Layanan tidak ditemukan')).toBeVisible();
    await page
      .getByRole('link', { name: /layanan/i })
      .filter({ hasText: /Kembali|Lihat/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/layanan$/);
  });
});
