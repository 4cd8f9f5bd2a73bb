import type {
  ApiPaginated,
  ApiSuccess,
  ArticleSummaryRecord as ArticleSummary,
  Service,
} from '@klinik/clinic';
import { expect, layoutFree, test } from './fixtures';

test.describe('files for search engines', layoutFree, () => {
  test('robots.txt names the sitemap and keeps /login out', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /login');
    expect(text).toContain('Disallow: /offline');
  });

  test('sitemap.xml lists every route, service and article with lastmod, on the canonical origin', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const locs = [
      ...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g),
    ];
    const urls = locs.map((match) => new URL(match[1] ?? '').pathname);

    const services = (
      (await (await request.get('/api/v1/services')).json()) as ApiSuccess<Service[]>
    ).data;
    const articles = (
      (await (
        await request.get('/api/v1/articles?per_page=50')
      ).json()) as ApiPaginated<ArticleSummary>
    ).data;
    const expected = [
      '/',
      '/tentang-kami',
      '/layanan',
      '/artikel',
      '/lokasi-klinik',
      '/kontak',
      '/galeri',
      '/karir',
      '/faq',
      '/janji-temu',
      '/kebijakan-privasi',
      '/syarat-ketentuan',
      ...services.map((service) => `/layanan/${service.slug}`),
      ...articles.map((article) => `/artikel/${article.slug}`),
    ];
    expect(urls.sort()).toEqual(expected.sort());
    expect(urls).not.toContain('/login');
    expect(urls).not.toContain('/offline');

    // The sitemap's origin is the one every page's canonical link uses.
    const home = await (await request.get('/')).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
    expect(canonical).toBeDefined();
    expect(new URL(locs[0]?.[1] ?? '').origin).toBe(new URL(canonical ?? '').origin);
  });
});
