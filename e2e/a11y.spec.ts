import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { everyRoute, externalHosts } from './routes';

// Axe walks every element of the page: on the longest pages that alone takes most of the default
// 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

for (const path of everyRoute) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page, context }) => {
    await context.route(externalHosts, (route) =>
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
