import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('buildSitemap', () => {
  it('lists each path as an absolute URL with its lastmod, home with a trailing slash', () => {
    const xml = buildSitemap(
      [
        { path: '/', lastmod: '2026-11-23' },
        { path: '/artikel/nyeri-lutut', lastmod: '2025-03-14' },
      ],
      'https://klinik.example/',
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://klinik.example/</loc>',
        '    <lastmod>2026-11-23</lastmod>',
        '  </url>',
        '  <url>',
        '    <loc>https://klinik.example/artikel/nyeri-lutut</loc>',
        '    <lastmod>2025-03-14</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes characters that would break the XML', () => {
    const xml = buildSitemap([{ path: "/a?b=1&c='2'", lastmod: '2025-01-20' }], 'https://x.id');
    expect(xml).toContain('<loc>https://x.id/a?b=1&amp;c=&apos;2&apos;</loc>');
  });
});

describe('buildRobots', () => {
  it('names the sitemap on the public origin and keeps crawlers off the given paths', () => {
    expect(buildRobots('https://klinik.example', ['/login', '/offline'])).toBe(
      'User-agent: *\nDisallow: /login\nDisallow: /offline\n\nSitemap: https://klinik.example/sitemap.xml\n',
    );
  });
});
