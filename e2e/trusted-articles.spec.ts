import type {
  ApiSuccess,
  ArticleRecord as Article,
  ServiceDetail,
  TeamMember,
} from '@klinik/clinic';
import type { APIRequestContext } from '@playwright/test';
import { expect, layoutFree, test, waitForHydration } from './fixtures';
import { articleRoute, externalHosts } from './routes';

/** "20 Januari 2025", the day in Bandung, as the site writes dates. */
const formatDateId = (value: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(value));

const slug = articleRoute.split('/').at(-1) ?? '';

async function articleFromApi(request: APIRequestContext) {
  return ((await (await request.get(`/api/v1/articles/${slug}`)).json()) as ApiSuccess<Article>)
    .data;
}

test.describe('trusted articles', () => {
  test('name the reviewer with credentials, the last update, the references and the contents', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const article = await articleFromApi(request);
    const reviewer = article.reviewed_by;
    if (!reviewer || !article.reviewed_at) throw new Error(`${slug} has no reviewer`);
    await page.goto(articleRoute);

    const review = page.getByRole('region', { name: 'Tinjauan medis' });
    await expect(review).toContainText(
      `Ditinjau oleh ${reviewer.name}, ${reviewer.job_title} pada ${formatDateId(article.reviewed_at)}`,
    );
    await expect(review).toContainText(reviewer.credentials);
    await expect(review).toContainText(`Ditulis oleh ${article.author}`);

    const meta = page.locator('[data-slot="article-meta"]');
    await expect(meta).toContainText(formatDateId(article.published_at));
    if (formatDateId(article.updated_at) !== formatDateId(article.published_at)) {
      await expect(meta).toContainText(`Diperbarui ${formatDateId(article.updated_at)}`);
    }

    const references = page.getByRole('region', { name: 'Referensi' });
    await expect(references.getByRole('listitem')).toHaveCount(article.references.length);
    for (const reference of article.references) {
      await expect(references).toContainText(reference.title);
    }

    // Three or more sections: a table of contents whose links land on the headings.
    const toc = page.getByRole('navigation', { name: 'Daftar Isi' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    await waitForHydration(page);
    const last = links.last();
    const target = ((await last.getAttribute('href')) ?? '').slice(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    const heading = page.locator(`[id="${target}"]`);
    await expect(heading).toHaveText((await last.textContent())?.replace(/^\d+\./, '') ?? '');
    await expect(heading).toBeInViewport();
    // Below the sticky header, not under it.
    const header = await page.locator('[data-slot="site-header"]').boundingBox();
    const box = await heading.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    expect(consoleProblems).toEqual([]);
  });

  test(
    'carry MedicalWebPage structured data: author and reviewer as Persons, the three dates',
    layoutFree,
    async ({ request }) => {
      const article = await articleFromApi(request);
      const team = ((await (await request.get('/api/v1/team')).json()) as ApiSuccess<TeamMember[]>)
        .data;
      const html = await (await request.get(articleRoute)).text();
      const pages = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(([, json = '']) => JSON.parse(json) as Record<string, unknown>)
        .filter((data) => data['@type'] === 'MedicalWebPage');
      expect(pages).toHaveLength(1);
      const data = pages[0] ?? {};
      const author = team.find((member) => member.name === article.author);
      expect(data).toMatchObject({
        headline: article.title,
        author: {
          '@type': 'Person',
          name: article.author,
          ...(author ? { jobTitle: author.job_title } : {}),
        },
        reviewedBy: {
          '@type': 'Person',
          name: article.reviewed_by?.name,
          jobTitle: article.reviewed_by?.job_title,
        },
        datePublished: article.published_at,
        dateModified: article.updated_at,
        lastReviewed: article.reviewed_at,
      });
    },
  );
});

test.describe('sharing', () => {
  for (const path of [articleRoute, '/layanan/rehab-recovery']) {
    test(`${path} shares to WhatsApp with its title and address, and copies its link`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await context.route(externalHosts, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
      );
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const title = path.startsWith('/artikel')
        ? (await articleFromApi(request)).title
        : (
            (await (
              await request.get('/api/v1/services/rehab-recovery')
            ).json()) as ApiSuccess<ServiceDetail>
          ).data.name;
      const url = `https://geraksehat.id${path}`;
      await page.goto(path);
      const whatsApp = page.getByRole('link', { name: 'WhatsApp (membuka tab baru)' });
      await expect(whatsApp).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      );
      await expect(whatsApp).toHaveAttribute('target', '_blank');

      await waitForHydration(page);
      await page.getByRole('button', { name: 'Salin Tautan' }).click();
      const status = page.locator('[data-slot="share-buttons"] [role="status"]');
      await expect(status).toHaveText('Tautan disalin. Tempelkan di chat atau media sosial.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });
  }

  test("opens the phone's share sheet where the browser has one", async ({ page }) => {
    // Debian's Chromium has no share sheet: give the page one that records what it was handed.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/layanan/homecare');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Bagikan lewat aplikasi lain' });
    await expect(button).toBeVisible();
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: expect.any(String), url: 'https://geraksehat.id/layanan/homecare' }]);
  });

  test('copies the address with the share button where the browser has no share sheet', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/layanan/homecare');
    await waitForHydration(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Bagikan lewat aplikasi lain' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'disalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://geraksehat.id/layanan/homecare',
    );
  });
});
