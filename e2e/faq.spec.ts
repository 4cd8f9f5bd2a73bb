import type { ApiSuccess, FaqItem } from '@klinik/clinic';
import { expect, test, waitForHydration } from './fixtures';

test('the FAQ page lists every active question from the API, grouped by category', async ({
  page,
  request,
  consoleProblems,
}) => {
  const faqs = ((await (await request.get('/api/v1/faqs')).json()) as ApiSuccess<FaqItem[]>).data;
  const html = await (await request.get('/faq')).text();
  expect(html).toContain('"@type":"FAQPage"');

  await page.goto('/faq');
  const categories = [...new Set(faqs.map((faq) => faq.category?.name ?? 'Umum'))];
  for (const category of categories) {
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: category, exact: true }),
    ).toBeVisible();
  }
  const questions = page.locator('[data-slot="faq-accordion"] summary');
  await expect(questions).toHaveCount(faqs.length);
  const first = faqs[0];
  if (!first) throw new Error('the seed has no FAQs');
  await questions.filter({ hasText: first.question }).click();
  await expect(page.getByText(first.answer)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('the questions answer the keyboard: Tab reaches them, Enter and Space open and close, arrows move', async ({
  page,
}) => {
  await page.goto('/faq');
  await waitForHydration(page);
  const questions = page.locator('[data-slot="faq-accordion"]').first().locator('summary');
  const first = questions.nth(0);
  const details = (index: number) => questions.nth(index).locator('xpath=..');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(details(0)).toHaveAttribute('open');
  await expect(details(0).locator('[data-slot="faq-accordion-content"]')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(details(0)).not.toHaveAttribute('open');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
});
