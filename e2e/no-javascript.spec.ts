import { clinic } from '@klinik/clinic';
import { expect, test } from './fixtures';
import { everyRoute } from './routes';

test.use({ javaScriptEnabled: false });

for (const path of everyRoute) {
  test(`@desktop ${path} shows its content and share tags with JavaScript off`, async ({
    page,
  }) => {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('');
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page).toHaveTitle(new RegExp(`\\| ${clinic.name}$|^${clinic.name}`));
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /.+/);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  });
}
