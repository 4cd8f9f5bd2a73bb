import type {
  ApiPaginated,
  ApiSuccess,
  ArticleRecord as Article,
  ArticleSummaryRecord as ArticleSummary,
} from '@klinik/clinic';
import {
  asOwnVisitor,
  expect,
  layoutFree,
  navigateInApp,
  test,
  waitForHydration,
} from './fixtures';

const cards = '[data-slot="article-list"] [data-slot="article-card"]';

test.describe('articles list', () => {
  test('is prerendered with the newest articles and paginates through the URL', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const firstPage = (await (
      await request.get('/api/v1/articles')
    ).json()) as ApiPaginated<ArticleSummary>;
    const html = await (await request.get('/artikel')).text();
    for (const article of firstPage.data) expect(html).toContain(article.slug);

    await page.goto('/artikel');
    await expect(page.locator(cards)).toHaveCount(firstPage.data.length);
    const { per_page, total } = firstPage.pagination;
    await expect(page.getByText(`Menampilkan 1 - ${per_page} dari ${total} artikel`)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Paginasi' });
    await expect(pagination.getByRole('button', { name: /sebelumnya/i })).toBeDisabled();

    // The page buttons are buttons: they need the page's script.
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pagination.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect(page).toHaveURL(/\/artikel\?page=2$/);
    await expect(
      page.getByText(new RegExp(`Menampilkan ${per_page + 1} - \\d+ dari ${total} artikel`)),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/artikel$/);
    await expect(page.getByText(`Menampilkan 1 - ${per_page} dari ${total} artikel`)).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('search, category and tag live in the URL and follow the reset rules', async ({ page }) => {
    await page.goto('/artikel?page=2');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Cari artikel' }).fill('lutut');
    // The page's own search (the header has the site search's).
    await page.getByRole('main').getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/artikel\?search=lutut$/);
    await expect(page.getByRole('heading', { name: 'Hasil Pencarian' })).toBeVisible();
    for (const title of await page.locator(cards).getByRole('heading').allTextContents()) {
      expect(title.length).toBeGreaterThan(0);
    }

    await page.goto('/artikel?tag=lutut&author=Rina');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const categoryButton = page
      .locator('[data-slot="category-sidebar"]')
      .getByRole('button')
      .nth(1);
    await categoryButton.click();
    await expect(page).not.toHaveURL(/tag=|author=/);
    await expect(page).toHaveURL(/kategori=/);

    await page.getByRole('button', { name: 'Hapus Semua' }).click();
    await expect(page).toHaveURL(/\/artikel$/);
  });

  test(
    'shows "Gagal memuat artikel" with "Coba Lagi" when the list fails',
    layoutFree,
    async ({ page, consoleProblems }) => {
      await page.route('**/api/v1/articles?*', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
      );
      await page.goto('/login');
      await navigateInApp(page, '/artikel?search=apa');
      await expect(page.getByText('Gagal memuat artikel')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
      consoleProblems.length = 0;
    },
  );
});

test.describe('article detail', () => {
  test('is prerendered with its metadata, counts a view and lists related articles', async ({
    page,
    request,
  }, testInfo) => {
    // One view per visitor and article counts: this test is a visitor of its own (the e2e
    // server trusts one proxy), whatever other tests have opened.
    await asOwnVisitor(page, testInfo, 20);
    const list = (await (
      await request.get('/api/v1/articles')
    ).json()) as ApiPaginated<ArticleSummary>;
    const summary = list.data[0];
    if (!summary) throw new Error('the seed has no articles');
    const html = await (await request.get(`/artikel/${summary.slug}`)).text();
    expect(html).toContain(`property="og:type" content="article"`);
    expect(html).toContain('"@type":"MedicalWebPage"');
    expect(html).toContain(summary.title.replace(/&/g, '&amp;'));

    const before = (
      (await (await request.get(`/api/v1/articles/${summary.slug}`)).json()) as ApiSuccess<Article>
    ).data.view_count;
    const viewPosted = page.waitForResponse((r) =>
      r.url().endsWith(`/articles/${summary.slug}/view`),
    );
    await page.goto(`/artikel/${summary.slug}`);
    expect((await viewPosted).status()).toBe(200);
    const after = (
      (await (await request.get(`/api/v1/articles/${summary.slug}`)).json()) as ApiSuccess<Article>
    ).data.view_count;
    expect(after).toBe(before + 1);

    const related = page.locator('[data-slot="related-articles"]');
    await expect(related.getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('link', { name: summary.category.name }).first()).toHaveAttribute(
      'href',
      `/artikel?kategori=${summary.category.slug}`,
    );
  });

  test('an unknown article says "Artikel tidak ditemukan" with a link back to the list', async ({
    page,
  }) => {
    await page.goto('/artikel');
    await navigateInApp(page, '/artikel/tidak-ada-artikel-ini');
    await expect(page.getByText('Artikel tidak ditemukan')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke halaman artikel' }).click();
    await expect(page).toHaveURL(/\/artikel$/);
  });
});
