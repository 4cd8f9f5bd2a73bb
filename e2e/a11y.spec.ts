import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Every route of the site, each checked with axe-core (WCAG 2.2 A/AA rules). */
const routes = [
  '/',
  '/layanan',
  '/layanan/rehab-recovery',
  '/lokasi-klinik',
  '/kontak',
  '/artikel',
  '/artikel/cedera-acl-tahapan-rehabilitasi',
  '/faq',
  '/kebijakan-privasi',
  '/syarat-ketentuan',
  '/login',
  '/offline',
  '/halaman-yang-tidak-ada',
];

for (const path of routes) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page, context }) => {
    // Embedded maps and the chat app are outside this machine: answer them locally.
    await context.route(/^https:\/\/(www\.google\.com|maps\.google\.com|wa\.me)\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Peta</title><p>offline</p>',
      }),
    );
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .exclude('iframe')
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(blocking).toEqual([]);
  });
}
