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
  // Every answer is in the HTML, closed ones too (search engines, find-in-page, no script).
  expect(html.match(/data-slot="faq-accordion-content"/g)).toHaveLength(faqs.length);

  await page.goto('/faq');
  const categories = [...new Set(faqs.map((faq) => faq.category?.name ?? 'Umum'))];
  for (const category of categories) {
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: category, exact: true }),
    ).toBeVisible();
  }
  const questions = page.locator('[data-slot="faq-accordion-trigger"]');
  await expect(questions).toHaveCount(faqs.length);
  const first = faqs[0];
  if (!first) throw new Error('the seed has no FAQs');
  await waitForHydration(page);
  await expect(page.getByText(first.answer)).toBeHidden();
  await questions.filter({ hasText: first.question }).click();
  await expect(page.getByText(first.answer)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('the questions answer the keyboard: Tab reaches them, Enter and Space open and close, arrows move', async ({
  page,
}) => {
  await page.goto('/faq');
  await waitForHydration(page);
  const accordion = page.locator('[data-slot="faq-accordion"]').first();
  const questions = accordion.locator('[data-slot="faq-accordion-trigger"]');
  const first = questions.nth(0);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(accordion.locator('[data-slot="faq-accordion-content"]').first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
});

test('a link to an answer opens its question and jumps to it, on arrival and when only the fragment changes', async ({
  page,
  request,
  consoleProblems,
}) => {
  const faqs = ((await (await request.get('/api/v1/faqs')).json()) as ApiSuccess<FaqItem[]>).data;
  // The last question: in the last category, far down the page.
  const target = faqs.at(-1);
  if (!target) throw new Error('the seed has no FAQs');
  const question = page.getByRole('button', { name: target.question });
  const answer = page.locator(`[id="faq-${target.id}"]`);

  await page.goto(`/faq#faq-${target.id}`);
  await waitForHydration(page);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();

  // Only the fragment changes: the item it names opens.
  const other = faqs.find((faq) => faq.id !== target.id);
  if (!other) throw new Error('the seed has one FAQ');
  await page.evaluate((id) => {
    window.location.hash = `faq-${id}`;
  }, other.id);
  await expect(page.getByRole('button', { name: other.question })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.locator(`[id="faq-${other.id}"]`)).toBeInViewport();
  expect(consoleProblems).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer on the FAQ page is readable under its question', async ({ page, request }) => {
    const faqs = ((await (await request.get('/api/v1/faqs')).json()) as ApiSuccess<FaqItem[]>).data;
    await page.goto('/faq');
    // The browser matches (scripting: none), which shows the answers the script would fold.
    expect(await page.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true);
    const answers = page.locator('[data-slot="faq-accordion-content"]');
    await expect(answers).toHaveCount(faqs.length);
    for (const faq of faqs) {
      await expect(page.getByText(faq.question, { exact: true })).toBeVisible();
      await expect(page.getByText(faq.answer, { exact: true })).toBeVisible();
    }
  });
});
