import type { Page } from '@playwright/test';
import { expect, layoutFree, navigateInApp, test, waitForHydration } from './fixtures';
import { articleRoute } from './routes';

/**
 * The browser trusts no answer: each is read with the contract before a page sees it. An answer
 * with only the specification's fields renders (the details our API adds are left out), and an
 * answer of another shape becomes the page's own error state, never the generic crash page.
 * Each test starts on a page without data and navigates in the app, so the answer served here
 * is the one the page is rendered from.
 */

const category = { id: 2, name: 'Nyeri Punggung', slug: 'nyeri-punggung' };

/** An article with exactly the fields of spec section 3. */
const specArticle = {
  id: 901,
  slug: 'artikel-dari-server-lain',
  title: 'Artikel dari Server Lain',
  excerpt: 'Ringkasan artikel yang hanya membawa kolom spesifikasi.',
  content: '<p>Isi artikel yang hanya membawa kolom spesifikasi.</p>',
  author: 'Rina Kusumawati, S.Ft., Physio',
  published_at: '2025-03-14T08:00:00+07:00',
  view_count: 12,
  is_featured: false,
  meta_keywords: 'punggung, kantor',
  category,
};
const { content: _content, ...specSummary } = specArticle;

/** Branches with exactly the fields of spec section 3; the second without coordinates. */
const [mainBranch, branchWithoutMap] = [
  {
    id: 1,
    name: 'Cabang Utama Server Lain',
    description: 'Klinik utama.',
    address: 'Jl. Kiaracondong No. 218, Bandung',
    phone: '(022) 8730 5521',
    email: 'utama@example.id',
    operating_hours: 'Senin - Jumat 09:00-17:00',
    facilities: ['Parkir'],
    latitude: -6.92,
    longitude: 107.64,
    is_main_location: true,
  },
  {
    id: 2,
    name: 'Cabang Tanpa Koordinat',
    description: 'Cabang baru.',
    address: 'Jl. Asia Afrika No. 10, Bandung',
    phone: '(022) 1234 567',
    email: 'baru@example.id',
    operating_hours: 'Sabtu 10:00-17:00',
    facilities: [],
    is_main_location: false,
  },
] as const;
const specBranches = [mainBranch, branchWithoutMap];

const malformed = { success: true, data: { unexpected: true } };

/**
 * Makes the settings the page loaded with old enough to be asked again (five minutes, the
 * queries' staleTime) and brings the visitor back to the tab, which asks for them.
 */
async function comeBackLater(page: Page): Promise<void> {
  await page.clock.fastForward('06:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

/** Answers `path` of the API with `json` from now on. */
async function serve(page: Page, path: string, json: unknown): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api/v1${path}`,
    (route) => route.fulfill({ json }),
  );
}

test.describe('answers with only the spec fields render', layoutFree, () => {
  test('locations as a bare array: every branch, no open-now line, no map without coordinates', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/login');
    await serve(page, '/locations', specBranches);
    await navigateInApp(page, '/lokasi-klinik');

    const cards = page.locator('[data-slot="location-card"]');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('heading')).toHaveText(mainBranch.name);
    await expect(cards.nth(0).getByText('Klinik Utama', { exact: true })).toBeVisible();
    await expect(cards.nth(0).getByText('Senin - Jumat 09:00-17:00')).toBeVisible();
    await expect(cards.locator('[data-slot="open-status"]')).toHaveCount(0);
    await expect(cards.nth(0).getByRole('link', { name: /^Petunjuk Arah/ })).toBeVisible();
    await expect(cards.nth(1).getByRole('link', { name: /^Petunjuk Arah/ })).toHaveCount(0);
    await expect(cards.nth(1).locator('[data-slot^="location-card-map"]')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('an article: its text and dates, no reviewer box, no reading time', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/login');
    await serve(page, `/articles/${specArticle.slug}`, { success: true, data: specArticle });
    await serve(page, `/articles/${specArticle.slug}/view`, {
      success: true,
      data: { slug: specArticle.slug, view_count: 13 },
    });
    await navigateInApp(page, `/artikel/${specArticle.slug}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specArticle.title);
    await expect(page.getByText('Isi artikel yang hanya membawa kolom spesifikasi.')).toBeVisible();
    await expect(page.locator('[data-slot="article-review"]')).toHaveCount(0);
    await expect(
      page
        .locator('main article')
        .first()
        .getByText(/menit baca/),
    ).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('the article list and its categories: the articles, categories without counts', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/login');
    const pagination = { current_page: 1, last_page: 1, per_page: 9, total: 1 };
    await serve(page, '/articles', { success: true, data: [specSummary], pagination });
    await serve(page, '/articles/featured', { success: true, data: [] });
    await serve(page, '/categories', { success: true, data: [category] });
    await navigateInApp(page, '/artikel');

    await expect(page.getByRole('link', { name: specArticle.title }).first()).toBeVisible();
    await expect(page.getByText('Menampilkan 1 - 1 dari 1 artikel')).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const sidebar = page.locator('[data-slot="category-sidebar"]');
    await expect(sidebar.getByRole('button', { name: category.name })).toBeVisible();
    await expect(sidebar.getByText(/ artikel$/)).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('settings with some fields only: those change, the defaults fill in the rest', async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.locator('a[href^="mailto:"]').first();
    const defaultEmail = await email.textContent();
    await serve(page, '/settings', {
      success: true,
      data: { contact: { phone: '(022) 555 0101' } },
    });
    await comeBackLater(page);

    await expect(footer.locator('a[href^="tel:"]').first()).toHaveText(/\(022\) 555 0101/);
    await expect(email).toHaveText(defaultEmail ?? '');
    expect(consoleProblems).toEqual([]);
  });
});

/** Opens a page, then goes to `route` inside the app while `apiPath` answers in another shape. */
async function reachWithMalformed(page: Page, apiPath: string, route: string): Promise<void> {
  await page.goto('/login');
  await serve(page, apiPath, malformed);
  await navigateInApp(page, route);
}

/** The page shows its own error state, never the site's generic crash page. */
function expectNoCrashPage(page: Page): Promise<void> {
  return expect(page.getByRole('heading', { name: 'Terjadi Kesalahan' })).toHaveCount(0);
}

test.describe('answers of another shape become the page’s own error state', layoutFree, () => {
  test('locations: "Error", "Failed to load locations" and "Try Again"', async ({
    page,
    consoleProblems,
  }) => {
    await reachWithMalformed(page, '/locations', '/lokasi-klinik');

    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('Failed to load locations')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectNoCrashPage(page);
    consoleProblems.length = 0; // the failed answer is logged on purpose
  });

  test('the article list: "Gagal memuat artikel" with "Coba Lagi"', async ({
    page,
    consoleProblems,
  }) => {
    await reachWithMalformed(page, '/articles', '/artikel');

    await expect(page.getByText('Gagal memuat artikel').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coba Lagi' }).first()).toBeVisible();
    await expectNoCrashPage(page);
    consoleProblems.length = 0;
  });

  test('an article: "Gagal memuat artikel" and the way back to the list', async ({
    page,
    consoleProblems,
  }) => {
    await reachWithMalformed(page, articleRoute.replace('/artikel', '/articles'), articleRoute);

    await expect(page.getByRole('heading', { name: 'Gagal memuat artikel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke halaman artikel' })).toHaveAttribute(
      'href',
      '/artikel',
    );
    await expectNoCrashPage(page);
    consoleProblems.length = 0;
  });

  test('the categories: the list of articles still shows, the sidebar says it failed', async ({
    page,
    consoleProblems,
  }) => {
    await reachWithMalformed(page, '/categories', '/artikel');

    await expect(page.locator('[data-slot="article-card"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByText('Kategori gagal dimuat.')).toBeVisible();
    await expectNoCrashPage(page);
    consoleProblems.length = 0;
  });

  test('settings: what the page had stays (at first the built-in defaults), nothing breaks', async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await waitForHydration(page);
    const phone = page.getByRole('contentinfo').locator('a[href^="tel:"]').first();
    const before = await phone.textContent();
    await serve(page, '/settings', malformed);
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/v1/settings'));
    await comeBackLater(page);
    await asked;

    await navigateInApp(page, '/kontak');
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
    await expect(phone).toHaveText(before ?? '');
    consoleProblems.length = 0;
  });
});
