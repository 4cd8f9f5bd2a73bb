import { createHash } from 'node:crypto';
import type { ApiSuccess, SearchResults } from '@klinik/clinic';
import type { Page } from '@playwright/test';
import { expect, layoutFree, navigateInApp, test, waitForHydration } from './fixtures';

async function searchApi(page: Page, q: string): Promise<SearchResults> {
  const res = await page.request.get(`/api/v1/search?q=${encodeURIComponent(q)}`);
  return ((await res.json()) as ApiSuccess<SearchResults>).data;
}

/** The header's search box: in the bar on a wide screen, at the top of the menu on a phone. */
async function headerSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const header = page.locator('[data-slot="site-header"]');
  return header.getByRole('search', { name: 'Cari di situs' }).filter({ visible: true });
}

test.describe('site search', () => {
  test('the header searches the whole site: results grouped by kind, the words highlighted', async ({
    page,
    isMobile,
    consoleProblems,
  }) => {
    const expected = await searchApi(page, 'lutut');
    await page.goto('/');
    await waitForHydration(page);
    const form = await headerSearch(page, isMobile);
    await form.getByRole('searchbox', { name: 'Cari di situs' }).fill('lutut');
    await form.getByRole('searchbox').press('Enter');

    await expect(page).toHaveURL(/\/cari\?q=lutut$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hasil pencarian “lutut”' }),
    ).toBeVisible();
    await expect(page.getByText(`Ditemukan ${expected.total} hasil untuk “lutut”.`)).toBeVisible();
    for (const group of expected.groups) {
      const section = page.getByRole('region', { name: `${group.label} (${group.total} hasil)` });
      await expect(section.getByRole('listitem')).toHaveCount(group.results.length);
      const first = group.results[0];
      if (!first) throw new Error(`no ${group.kind} result`);
      await expect(section.getByRole('link', { name: first.title })).toHaveAttribute(
        'href',
        first.path,
      );
    }
    const marks = page.getByRole('main').locator('mark');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toContain('lutut');
    // The box on the page holds the text, ready for another search.
    await expect(page.getByRole('searchbox', { name: 'Kata pencarian' })).toHaveValue('lutut');
    expect(consoleProblems).toEqual([]);
  });

  test('without JavaScript the search in the header loads the results page rendered by the server', async ({
    page,
    isMobile,
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      isMobile,
      hasTouch: isMobile,
    });
    const noScript = await context.newPage();
    const expected = await searchApi(page, 'homecare');
    await noScript.goto('/kontak');
    // The phone menu is a popover: it opens without script too.
    const form = await headerSearch(noScript, isMobile);
    await form.getByRole('searchbox').fill('homecare');
    await form.getByRole('button', { name: 'Cari' }).click();
    await expect(noScript).toHaveURL(/\/cari\?q=homecare$/);
    await expect(noScript.getByText(`Ditemukan ${expected.total} hasil`)).toBeVisible();
    const first = expected.groups[0]?.results[0];
    if (!first) throw new Error('no result for homecare');
    await expect(noScript.getByRole('link', { name: first.title }).first()).toBeVisible();
    await context.close();
  });

  test(
    'the results page is rendered by the server with its content, kept out of the index, and hydrates under its CSP',
    layoutFree,
    async ({ page, request, consoleProblems }) => {
      const res = await request.get('/cari?q=punggung');
      expect(res.status()).toBe(200);
      expect(res.headers()['x-robots-tag']).toBe('noindex');
      const html = await res.text();
      expect(html).toContain('Hasil pencarian “punggung”');
      expect(html).toContain('<mark');
      expect(html).toContain('<meta name="robots" content="noindex');
      // The inline loader runs because the CSP names its hash.
      const loader = /<script data-entry="[^"]+"[^>]*>([\s\S]*?)<\/script>/.exec(html);
      if (!loader?.[1]) throw new Error('no inline loader');
      const hash = createHash('sha256').update(loader[1]).digest('base64');
      expect(res.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);

      await page.goto('/cari?q=punggung');
      await waitForHydration(page);
      expect(consoleProblems).toEqual([]);
    },
  );

  test('a search that finds nothing says what to try next', layoutFree, async ({ page }) => {
    await page.goto('/cari?q=qwertyzzz');
    await expect(
      page.getByRole('heading', { name: 'Tidak ada hasil untuk “qwertyzzz”' }),
    ).toBeVisible();
    await expect(page.getByText(/Periksa ejaannya/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute(
      'href',
      '/kontak',
    );
    await waitForHydration(page);
    await page.getByRole('link', { name: 'nyeri lutut' }).click();
    await expect(page).toHaveURL(/\/cari\?q=nyeri\+lutut$/);
    await expect(page.getByText(/^Ditemukan \d+ hasil untuk “nyeri lutut”\.$/)).toBeVisible();
  });

  test(
    'the empty search page explains what to type, with searches to start from',
    layoutFree,
    async ({ page }) => {
      await page.goto('/cari');
      await expect(page.getByRole('heading', { level: 1, name: 'Cari di Situs' })).toBeVisible();
      await expect(page.getByText(/Ketik kata kunci di kotak pencarian/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'homecare', exact: true })).toHaveAttribute(
        'href',
        '/cari?q=homecare',
      );
    },
  );

  test(
    'hostile text in the address is shown as text, cut to the search length',
    layoutFree,
    async ({ page, consoleProblems }) => {
      const hostile = `<img src=x onerror=alert(1)>${'a'.repeat(300)}`;
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const res = await page.goto(`/cari?q=${encodeURIComponent(hostile)}%00%1b`);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText('<img src=x onerror=alert(1)>');
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      const box = page.getByRole('searchbox', { name: 'Kata pencarian' });
      expect(((await box.inputValue()) ?? '').length).toBeLessThanOrEqual(100);
      expect(dialogs).toBe(0);
      expect(consoleProblems).toEqual([]);
    },
  );

  test('an FAQ result opens its answer, a branch result scrolls to its card', async ({ page }) => {
    const faq = (await searchApi(page, 'rujukan dokter')).groups.find((g) => g.kind === 'faq')
      ?.results[0];
    if (!faq) throw new Error('no FAQ result');
    await page.goto('/cari?q=rujukan%20dokter');
    await waitForHydration(page);
    await page.getByRole('region', { name: /^FAQ/ }).getByRole('link', { name: faq.title }).click();
    await expect(page).toHaveURL(new RegExp(`${faq.path.replace(/[#/]/g, '\\$&')}$`));
    const answer = page.locator(`[id="${faq.path.split('#')[1] ?? ''}"]`);
    await expect(answer).toBeVisible();
    await expect(answer).toBeInViewport();

    await navigateInApp(page, '/cari?q=kiaracondong');
    await page
      .getByRole('region', { name: /^Lokasi/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/lokasi-klinik#kiaracondong$/);
    await expect(page.locator('[id="kiaracondong"]')).toBeInViewport();
  });
});
