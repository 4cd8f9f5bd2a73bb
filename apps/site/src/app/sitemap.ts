/** One URL of the sitemap: a path of the site and the day its content last changed. */
export interface SitemapEntry {
  path: string;
  /** "2025-03-14" */
  lastmod: string;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

/** The sitemaps.org document for every indexable page, with absolute URLs on `siteUrl`. */
export function buildSitemap(entries: readonly SitemapEntry[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${path === '/' ? '/' : path}`)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled but the given paths (pages with no content of their own). */
export function buildRobots(siteUrl: string, disallow: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
