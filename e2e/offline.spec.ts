import type { ApiPaginated, ArticleSummaryRecord as ArticleSummary } from '@klinik/clinic';
import type { Page } from '@playwright/test';
import { expect, layoutFree, navigateInApp, test } from './fixtures';

// The other specs block service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });
// Without this, Playwright leaves the worker's own requests alone: context.setOffline() would
// cut the page off while the worker still reached the server. Read when a worker starts.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const offlineText = 'Anda sedang offline. Halaman yang pernah dibuka tetap bisa dibaca.';

/** Resolves once the worker is active and controls the page (it claims open pages at once). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the worker's runtime cache `cacheName` holds a copy of `path`. */
function cached(page: Page, cacheName: string, path: string): Promise<boolean> {
  return page.evaluate(
    async ({ cacheName, path }) => Boolean(await caches.match(path, { cacheName })),
    { cacheName, path },
  );
}

async function articleList(page: Page): Promise<ApiPaginated<ArticleSummary>> {
  return (await (
    await page.request.get('/api/v1/articles')
  ).json()) as ApiPaginated<ArticleSummary>;
}

async function firstArticle(page: Page): Promise<ArticleSummary> {
  const article = (await articleList(page)).data[0];
  if (!article) throw new Error('the seed has no articles');
  return article;
}

test.describe('on a flaky connection', layoutFree, () => {
  test('pages opened before stay readable offline, others show the offline page', async ({
    page,
    context,
    consoleProblems,
  }) => {
    const article = await firstArticle(page);
    const articlePath = `/artikel/${article.slug}`;
    const notice = page.locator('[data-slot="offline-notice"]');
    const articleTitle = page.getByRole('heading', { level: 1, name: article.title });

    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto(articlePath);
    await expect(articleTitle).toBeVisible();
    // The related articles load after the page: going offline while they are on the way would
    // fail them (reported as ERR_FAILED, some runs), which is not what this test is about.
    await expect(page.locator('[data-slot="related-articles"]').getByRole('link')).toHaveCount(3);
    // So are the parts loaded after the page's own code (the header's navigation, the footer):
    // the entry marks the page interactive once they are in.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await expect.poll(() => cached(page, 'klinik-pages', articlePath)).toBe(true);
    await expect(notice).toHaveRole('status');
    await expect(notice).toBeEmpty();
    // Online, the worker changes nothing a visitor would see or the console would report.
    expect(consoleProblems).toEqual([]);

    await context.setOffline(true);
    await expect(notice).toHaveText(offlineText);

    await page.reload();
    await expect(articleTitle).toBeVisible();
    await expect(page.locator('[data-slot="article-body"]')).not.toBeEmpty();
    await expect(notice).toHaveText(offlineText);

    // Never opened on this device: the offline page, at the address asked for.
    await page.goto('/layanan');
    await expect(page).toHaveURL(/\/layanan$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Anda Sedang Offline' }),
    ).toBeVisible();
    await expect(page.getByText('Yang tetap bisa Anda lakukan')).toBeVisible();
    await expect(page).toHaveTitle(/Anda Sedang Offline/);
    await expect(notice).toHaveText(offlineText);

    await context.setOffline(false);
    await expect(notice).toBeEmpty();
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Layanan & Harga' })).toBeVisible();
    await expect(notice).toBeEmpty();
    // Requests that failed while offline (the view count) are reported; nothing else may be.
    expect(
      consoleProblems.filter(
        (text) => !/net::ERR_INTERNET_DISCONNECTED|Failed to record the view/.test(text),
      ),
    ).toEqual([]);
    consoleProblems.length = 0;
  });

  test('API data comes from the worker cache when offline', async ({ page, context }) => {
    const { per_page, total } = (await articleList(page)).pagination;
    await page.goto('/artikel');
    await waitForServiceWorker(page);
    // The first load ran before the worker was there: load it again so its copy is kept.
    await page.reload();
    await expect.poll(() => cached(page, 'klinik-pages', '/artikel')).toBe(true);

    const isPage2 = (url: string) =>
      url.includes('/api/v1/articles?') && new URL(url).searchParams.get('page') === '2';
    const onlineAnswer = page.waitForResponse((response) => isPage2(response.url()));
    await navigateInApp(page, '/artikel?page=2');
    const online = await onlineAnswer;
    expect(online.fromServiceWorker()).toBe(true);
    const pageTwo = new URL(online.url());
    const shown = page.getByText(
      new RegExp(`^Menampilkan ${per_page + 1} - \\d+ dari ${total} artikel$`),
    );
    await expect(shown).toBeVisible();
    await expect
      .poll(() => cached(page, 'klinik-api', pageTwo.pathname + pageTwo.search))
      .toBe(true);
    const onlineText = await shown.textContent();

    await context.setOffline(true);
    // A fresh document (its in-memory query cache empty), then the same in-app visit.
    await page.goto('/artikel');
    await expect(page.getByText(`Menampilkan 1 - ${per_page} dari ${total} artikel`)).toBeVisible();
    const offlineAnswer = page.waitForResponse((response) => isPage2(response.url()));
    await navigateInApp(page, '/artikel?page=2');
    const offline = await offlineAnswer;
    expect(offline.fromServiceWorker()).toBe(true);
    expect(offline.status()).toBe(200);
    await expect(shown).toHaveText(onlineText ?? '');
    await expect(
      page.locator('[data-slot="article-list"] [data-slot="article-card"]'),
    ).not.toHaveCount(0);

    // Writes are never answered from a cache: offline, they fail as they should.
    const posted = await page.evaluate(() =>
      fetch('/api/v1/contact-messages', { method: 'POST', body: '{}' }).then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(posted).toBe('failed');
    await context.setOffline(false);
  });
});
