import type { Page } from '@playwright/test';
import {
  expect,
  galleryPhotos,
  layoutFree,
  navigateInApp,
  test,
  waitForHydration,
} from './fixtures';

const grid = (page: Page) => page.locator('[data-slot="gallery-grid"] [data-slot="gallery-card"]');
const gridTitles = (page: Page) =>
  page.locator('[data-slot="gallery-grid"] [data-slot="gallery-card-title"]');

test.describe('gallery', () => {
  test('shows the featured photos apart, then the rest six at a time with "Muat Lebih Banyak Foto"', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const photos = await galleryPhotos(request);
    const featured = photos.filter((photo) => photo.is_featured);
    const rest = photos.filter((photo) => !photo.is_featured);
    expect(featured.length).toBeGreaterThan(0);

    const html = await (await request.get('/galeri')).text();
    for (const photo of featured) expect(html).toContain(photo.title);

    await page.goto('/galeri');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galeri Klinik & Kegiatan');
    await expect(
      page.locator('[data-slot="featured-gallery"] [data-slot="gallery-card"]'),
    ).toHaveCount(featured.length);
    await expect(grid(page)).toHaveCount(Math.min(6, rest.length));
    const more = page.getByRole('button', { name: 'Muat Lebih Banyak Foto' });
    let expected = Math.min(6, rest.length);
    while (expected < rest.length) {
      await more.click();
      expected = Math.min(expected + 6, rest.length);
      await expect(grid(page)).toHaveCount(expected);
    }
    await expect(more).toHaveCount(0);
    // Featured photos are not repeated in the grid (spec section 5).
    const shown = await gridTitles(page).allTextContents();
    for (const photo of featured) expect(shown).not.toContain(photo.title);
    expect(consoleProblems).toEqual([]);
  });

  test('category chips, search and sort narrow and order the grid; "Reset Filter" brings it back', async ({
    page,
    request,
  }) => {
    const rest = (await galleryPhotos(request)).filter((photo) => !photo.is_featured);
    await page.goto('/galeri');
    await waitForHydration(page);
    const chips = page.getByRole('group', { name: 'Kategori foto' });

    const therapy = rest.filter((photo) => photo.category === 'therapy');
    const chip = chips.getByRole('button', { name: /^Terapi/ });
    await expect(chip).toContainText(String(therapy.length));
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(grid(page)).toHaveCount(Math.min(6, therapy.length));
    await expect(grid(page).filter({ hasNotText: 'Terapi' })).toHaveCount(0);

    await chips.getByRole('button', { name: /^Semua/ }).click();
    await page
      .getByRole('combobox', { name: 'Urutkan foto' })
      .selectOption({ label: 'Terpopuler' });
    // The API sorts: the grid shows its first six by likes, in its order.
    const byLikes = await galleryPhotos(request, {
      featured: false,
      sort_by: 'likes',
      per_page: 6,
    });
    expect(byLikes.map((photo) => photo.likes)).toEqual(
      [...byLikes].map((photo) => photo.likes).sort((a, b) => b - a),
    );
    await expect(gridTitles(page)).toHaveText(byLikes.map((photo) => photo.title));

    // Search reads tags too, whatever the case.
    const tagged = rest.find((photo) => photo.tags.length > 0);
    if (!tagged) throw new Error('no tagged photo in the seed');
    const tag = tagged.tags[0] ?? '';
    await page.getByRole('searchbox', { name: 'Cari foto' }).fill(tag.toUpperCase());
    await expect(gridTitles(page).filter({ hasText: tagged.title })).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Cari foto' }).fill('tidak ada foto seperti ini');
    await expect(page.getByText('Tidak ada foto yang cocok')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filter' }).click();
    await expect(page.getByRole('searchbox', { name: 'Cari foto' })).toHaveValue('');
    await expect(grid(page)).toHaveCount(Math.min(6, rest.length));
  });

  test('a photo opens in a dialog that the keyboard can browse and Escape closes', async ({
    page,
  }) => {
    await page.goto('/galeri');
    await waitForHydration(page);
    const first = gridTitles(page).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: title })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first.getByRole('button')).toBeFocused();
  });

  test('like counts once, share copies a link that reopens the photo, download saves the image', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const photo = (await galleryPhotos(request)).find((item) => item.is_featured);
    if (!photo) throw new Error('no featured photo');
    await page.goto('/galeri');
    await waitForHydration(page);
    // Headless Chromium has no share sheet: the link is copied instead.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));

    const card = page.locator('[data-slot="featured-gallery"] [data-slot="gallery-card"]', {
      hasText: photo.title,
    });
    const like = card.getByRole('button', { name: `Suka foto ${photo.title}` });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText(new Intl.NumberFormat('id-ID').format(photo.likes + 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await card.getByRole('button', { name: `Bagikan foto ${photo.title}` }).click();
    await expect(page.getByText(`Tautan foto "${photo.title}" disalin.`)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).hash).toBe(`/galeri#foto-${photo.slug}`);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Unduh foto ${photo.title}` }).click();
    expect((await download).suggestedFilename()).toBe(`${photo.slug}.svg`);

    await page.goto(`/galeri#foto-${photo.slug}`);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: photo.title }),
    ).toBeVisible();
  });

  test(
    'a failed answer shows "Gagal memuat galeri" with a retry that loads the photos',
    layoutFree,
    async ({ page, consoleProblems }) => {
      let fail = true;
      await page.route(/\/api\/v1\/galleries\?/, (route) =>
        fail
          ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } })
          : route.fallback(),
      );
      await page.goto('/login');
      await navigateInApp(page, '/galeri');
      await expect(page.getByText('Gagal memuat galeri')).toBeVisible({ timeout: 15_000 });
      fail = false;
      await page.getByRole('button', { name: 'Coba Lagi' }).last().click();
      await expect(grid(page)).toHaveCount(6);
      expect(consoleProblems.filter((text) => !text.includes('500'))).toEqual([]);
    },
  );
});
