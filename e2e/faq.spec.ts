import type { ApiSuccess, FaqItem } from '@klinik/clinic';
import type { Locator, Page } from '@playwright/test';
import { expect, navigateInApp, test, waitForHydration } from './fixtures';

/** The question is in the window and below the sticky header, not under it. */
async function expectInView(page: Page, question: Locator) {
  await expect(question).toBeInViewport();
  const header = page.locator('[data-slot="site-header"]');
  // Polled: the list is a new one when the question opens, so a measure can miss it once.
  await expect
    .poll(async () => {
      const [bar, box] = await Promise.all([header.boundingBox(), question.boundingBox()]);
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

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

test('a link to a question lands on it and opens it once hydrated, on arrival and when only the fragment changes', async ({
  page,
  request,
  consoleProblems,
}) => {
  const faqs = ((await (await request.get('/api/v1/faqs')).json()) as ApiSuccess<FaqItem[]>).data;
  // The last question: in the last category, far down the page.
  const target = faqs.at(-1);
  if (!target) throw new Error('the seed has no FAQs');
  // The link's target is the question's heading, in the HTML before any script.
  const html = await (await request.get('/faq')).text();
  expect(html).toMatch(new RegExp(`<h3[^>]* id="faq-${target.id}"`));

  await page.goto(`/faq#faq-${target.id}`);
  const heading = page.locator(`[id="faq-${target.id}"]`);
  const question = page.getByRole('button', { name: target.question });
  // The browser's own jump, before hydration too: the question is in view.
  await expectInView(page, heading);
  await waitForHydration(page);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(target.answer, { exact: true })).toBeVisible();
  await expectInView(page, question);

  // Only the fragment changes: the question it names opens, in view, and the first closes.
  const other = faqs.find((faq) => faq.id !== target.id);
  if (!other) throw new Error('the seed has one FAQ');
  await page.evaluate((id) => {
    window.location.hash = `faq-${id}`;
  }, other.id);
  const otherQuestion = page.getByRole('button', { name: other.question });
  await expect(otherQuestion).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(other.answer, { exact: true })).toBeVisible();
  await expectInView(page, otherQuestion);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(consoleProblems).toEqual([]);
});

test('a link to a question from another page of the app opens it, in view', async ({
  page,
  request,
  consoleProblems,
}) => {
  const faqs = ((await (await request.get('/api/v1/faqs')).json()) as ApiSuccess<FaqItem[]>).data;
  const target = faqs.at(-1);
  if (!target) throw new Error('the seed has no FAQs');
  await page.goto('/kontak');
  await navigateInApp(page, `/faq#faq-${target.id}`);
  const question = page.getByRole('button', { name: target.question });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(target.answer, { exact: true })).toBeVisible();
  await expectInView(page, question);
  expect(consoleProblems).toEqual([]);
});

test('a fragment that is not a question, or not even decodable, opens nothing', async ({
  page,
  consoleProblems,
}) => {
  for (const fragment of ['faq-%E0%A4%A', 'faq-999999', 'kontak']) {
    // A page of its own each time, not a change of the fragment alone.
    await page.goto('about:blank');
    await page.goto(`/faq#${fragment}`);
    await waitForHydration(page);
    await expect(
      page.locator('[data-slot="faq-accordion-trigger"][aria-expanded="true"]'),
    ).toHaveCount(0);
  }
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
