import { readFileSync } from 'node:fs';
import type { ApiSuccess, Service } from '@klinik/clinic';
import { expect, layoutFree, test, waitForHydration } from './fixtures';

test.describe('home page', () => {
  test(
    'prerendered HTML already holds the title, meta tags and the services from the database',
    layoutFree,
    async ({ request }) => {
      const services = (
        (await (await request.get('/api/v1/services')).json()) as ApiSuccess<Service[]>
      ).data;
      const response = await request.get('/');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toMatch(/<html lang="id">/);
      expect(html).toMatch(/<title>[^<]*Gerak Sehat[^<]*<\/title>/);
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('<link rel="canonical"');
      expect(html).toContain('property="og:title"');
      expect(html).toContain('"@type":"Physiotherapy"');
      for (const service of services.slice(0, 6))
        expect(html).toContain(service.name.replace(/&/g, '&amp;'));
    },
  );

  test(
    "the browser's theme colour is the theme's primary colour",
    layoutFree,
    async ({ request }) => {
      const theme = readFileSync(
        new URL('../packages/ui/src/styles/tokens.generated.css', import.meta.url),
        'utf8',
      );
      const primary = /--color-primary:\s*(#[0-9a-f]+);/i.exec(theme)?.[1];
      expect(primary).toMatch(/^#/);
      const html = await (await request.get('/')).text();
      expect(html).toContain(`<meta name="theme-color" content="${primary}"/>`);
    },
  );

  test('shows at most six services, hydrates without warnings and fetches nothing again', async ({
    page,
    consoleProblems,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    const grid = page.locator('[data-slot="service-grid"]');
    const cards = grid.locator('[data-slot="service-card"]');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading')).toHaveText('Fisioterapi Olahraga');
    // Six services exist, so the "see all" link must not show.
    await expect(page.getByRole('link', { name: 'Lihat Semua Layanan & Harga' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page was prerendered with its data: hydration asks the API for none of it again.
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('shows the "see all" link when the API has more than six services', async ({
    page,
    request,
  }) => {
    const body = (await (await request.get('/api/v1/services')).json()) as ApiSuccess<Service[]>;
    const extra = body.data.map((service) => ({ ...service, id: service.id + 100 })).slice(0, 1);
    await page.route('**/api/v1/services', (route) =>
      route.fulfill({ json: { ...body, data: [...body.data, ...extra] } }),
    );
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page.locator('[data-slot="service-card"]')).toHaveCount(6);
    await page.getByRole('link', { name: 'Lihat Semua Layanan & Harga' }).click();
    await expect(page).toHaveURL(/\/layanan$/);
  });

  test(
    'shows loading, then an error with a working retry when the services call fails',
    layoutFree,
    async ({ page, consoleProblems }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let failing = true;
      await page.route('**/api/v1/services', async (route) => {
        await held;
        if (failing)
          return route.fulfill({ status: 500, json: { success: false, message: 'Server error' } });
        return route.fallback();
      });
      await page.goto('/login');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
      const grid = page.locator('[data-slot="service-grid"]');
      await expect(grid).toHaveAttribute('aria-busy', 'true');
      await expect(grid.getByText('Memuat layanan…')).toBeAttached();
      release();
      await expect(page.getByText('Gagal memuat layanan')).toBeVisible();
      failing = false;
      await page.getByRole('button', { name: 'Coba Lagi' }).click();
      await expect(page.locator('[data-slot="service-card"]')).toHaveCount(6);
      consoleProblems.length = 0; // the 500s above are logged by the browser on purpose
    },
  );

  test(
    'sends the stored bearer token, and on HTTP 401 drops it and goes to /login',
    layoutFree,
    async ({ page }) => {
      await page.goto('/login');
      await waitForHydration(page);
      await page.evaluate(() => window.localStorage.setItem('token', 'sesi-lama'));
      const authorization = page
        .waitForRequest('**/api/v1/services')
        .then((r) => r.headers()['authorization']);
      await page.route('**/api/v1/services', (route) =>
        route.fulfill({ status: 401, json: { success: false, message: 'Unauthenticated' } }),
      );
      await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
      expect(await authorization).toBe('Bearer sesi-lama');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Area Pasien Belum Tersedia Online',
      );
      // Each 401 answer sends the page to /login, so the document can still be replaced while
      // the token is read: read again until it is read on a page that stays.
      await expect
        .poll(() =>
          page.evaluate(() => window.localStorage.getItem('token')).catch(() => 'navigating'),
        )
        .toBeNull();
    },
  );
});

test.describe('home consultation form', () => {
  test('checks the four rules, then opens the prefilled chat in a new tab and thanks the visitor', async ({
    page,
    context,
  }) => {
    // The chat app is outside this machine's reach: answer its URL locally, never from the network.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, body: 'chat' }),
    );
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Formulir konsultasi gratis' });
    const submit = form.getByRole('button', { name: /kirim/i });

    await submit.click();
    await expect(form.getByText('Nama lengkap wajib diisi')).toBeVisible();
    await expect(form.getByText('Nomor WhatsApp wajib diisi')).toBeVisible();
    await expect(form.getByText('Silakan pilih cabang')).toBeVisible();
    await expect(form.getByText('Pesan wajib diisi')).toBeVisible();

    await form.getByLabel(/nama/i).fill('Siti Rahmawati');
    await expect(form.getByText('Nama lengkap wajib diisi')).toHaveCount(0);
    await form.getByLabel(/whatsapp/i).fill('0812 34');
    await submit.click();
    await expect(form.getByText('Format nomor WhatsApp tidak valid')).toBeVisible();
    await form.getByLabel(/whatsapp/i).fill('0812 3456 7890');
    await form.getByLabel(/cabang/i).selectOption({ label: 'Sumur Bandung' });
    await form.getByLabel(/pesan|keluhan/i).fill('Nyeri lutut setelah bermain futsal');

    const popupPromise = page.waitForEvent('popup');
    await submit.click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const chatUrl = new URL(popup.url());
    expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/6281220004515');
    const text = chatUrl.searchParams.get('text') ?? '';
    for (const part of [
      'Siti Rahmawati',
      '0812 3456 7890',
      'Sumur Bandung',
      'Nyeri lutut setelah bermain futsal',
    ]) {
      expect(text).toContain(part);
    }
    const thanks = page.getByRole('heading', { name: 'Terima Kasih!' });
    await expect(thanks).toBeVisible();
    await expect(page.locator('[data-slot="consultation-form-success"]')).toContainText('1x24 jam');
  });
});
