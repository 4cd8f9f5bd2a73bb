import type { ApiSuccess, FaqItem } from '@klinik/clinic';
import { expect, test } from './fixtures';

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
  const questions = page.locator('[data-slot="faq-accordion"]').getByRole('button');
  await expect(questions).toHaveCount(faqs.length);
  const first = faqs[0];
  if (!first) throw new Error('the seed has no FAQs');
  await page.getByRole('button', { name: first.question }).click();
  await expect(page.getByText(first.answer)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
