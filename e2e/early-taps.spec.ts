import { jobDepartments, type ApiSuccess, type Job } from '@klinik/clinic';
import type { Page } from '@playwright/test';
import {
  asOwnVisitor,
  expect,
  fillContactForm,
  galleryPhotos,
  holdScript,
  isHydrated,
  test,
  waitForHydration,
} from './fixtures';

/**
 * A mid-range phone on slow mobile data: the CPU 6x slower, 60 KB/s down, 300 ms
 * round trips. The prerendered page shows long before its script has run.
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 60 * 1024,
    uploadThroughput: 30 * 1024,
  });
}

/** The app's entry: held back, a tap is made while the page is nothing but its HTML. */
const entryScript = '**/assets/entry-client-*.js';

/** Taps where a finger would: the middle of the element, as a touch (or a click on desktop). */
async function tapEarly(page: Page, selector: string, isMobile: boolean): Promise<void> {
  const target = page.locator(selector).first();
  await expect(target).toBeVisible();
  expect(await page.evaluate(isHydrated), 'the tap comes before hydration').toBe(false);
  if (isMobile) await target.tap();
  else await target.click();
}

test.describe('a tap before hydration opens what it taps', () => {
  test.describe.configure({ timeout: 90_000 });

  test('@mobile the menu button opens the menu, and it stays open once React takes over', async ({
    page,
    consoleProblems,
    isMobile,
  }) => {
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/', { waitUntil: 'commit' });
    await tapEarly(page, '[data-slot="site-header-menu-button"]', isMobile);
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    await expect(panel.getByRole('link', { name: 'Kontak', exact: true })).toBeVisible();

    release();
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // React follows the panel from here: the button closes it.
    await button.tap();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(consoleProblems).toEqual([]);
  });

  test('@mobile an FAQ question tapped before hydration opens its answer once React takes over, and one answer stays open at a time', async ({
    page,
    consoleProblems,
    isMobile,
  }) => {
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/faq', { waitUntil: 'commit' });
    const triggers = page.locator('[data-slot="faq-accordion-trigger"]');
    const answers = page.locator('[data-slot="faq-accordion-content"]');
    await tapEarly(page, '[data-slot="faq-accordion-trigger"]', isMobile);
    // Kept by the loader (a button only script can answer), and shown to be working on it.
    await expect(triggers.first()).toHaveAttribute('aria-busy', 'true');
    await expect(triggers.first()).toBeEnabled();
    await expect(answers.first()).toBeHidden();

    release();
    await waitForHydration(page);
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.first()).toBeVisible();
    await expect(triggers.first()).not.toHaveAttribute('aria-busy');
    await triggers.nth(1).tap();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(1)).toBeVisible();
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.first()).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });

  test("@desktop the Layanan trigger is a link to /layanan until hydrated, and Radix's dropdown after", async ({
    page,
    consoleProblems,
    isMobile,
  }) => {
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/kontak', { waitUntil: 'commit' });
    const trigger = '[data-slot="site-header-nav"] [data-slot="site-header-nav-trigger"]';
    await expect(page.locator(trigger)).toHaveAttribute('href', '/layanan');
    await tapEarly(page, trigger, isMobile);
    await expect(page).toHaveURL(/\/layanan$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Layanan');

    release();
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' }).first();
    const button = nav.getByRole('button', { name: 'Layanan' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Homecare Treatment', exact: true })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('@mobile a button only script can answer, tapped before hydration, is answered once React takes over', async ({
    page,
    consoleProblems,
    isMobile,
  }) => {
    await page.goto('/login');
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/juga-tidak-ada', { waitUntil: 'commit' });
    const back = '[data-slot="not-found-back"]';
    await tapEarly(page, back, isMobile);
    // Kept, and shown to be working on it, not lost.
    await expect(page.locator(back)).toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/juga-tidak-ada$/);

    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Area Pasien');
    // The 404 page's own status is reported in the console.
    expect(consoleProblems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  test('@mobile a message typed and sent before hydration is sent by the app, not in the address', async ({
    page,
    consoleProblems,
    isMobile,
  }, testInfo) => {
    await asOwnVisitor(page, testInfo, 20);
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/kontak', { waitUntil: 'commit' });
    const form = page.locator('[data-slot="contact-form"]');
    await fillContactForm(form, {
      name: 'Sari Wulandari',
      email: 'sari@example.com',
      phone: '081298765432',
      subject: 'booking',
      message: 'Saya ingin jadwal terapi bahu pada hari Kamis.',
    });
    await tapEarly(page, '[data-slot="contact-form"] button[type="submit"]', isMobile);
    await page.waitForTimeout(500);
    // The browser's own send would have put the message in the address.
    expect(page.url()).not.toContain('?');

    const posted = page.waitForRequest('**/api/v1/contact-messages');
    release();
    expect((await posted).postDataJSON()).toMatchObject({
      name: 'Sari Wulandari',
      subject: 'booking',
      message: 'Saya ingin jadwal terapi bahu pada hari Kamis.',
    });
    await expect(
      page.getByText('Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.'),
    ).toBeVisible();
    expect(page.url()).not.toContain('?');
    expect(consoleProblems).toEqual([]);
  });

  test('@mobile a keyword typed and a department chosen before hydration filter the openings once React takes over', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const jobs = ((await (await request.get('/api/v1/jobs')).json()) as ApiSuccess<Job[]>).data;
    const target = jobs.find((job) => !job.is_featured);
    if (!target) throw new Error('no job in the seed');
    const label = jobDepartments.find((option) => option.value === target.department)?.label;
    const list = page
      .locator('section', { has: page.getByRole('heading', { name: 'Semua Lowongan' }) })
      .locator('[data-slot="job-card"]');
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/karir', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Cari lowongan' });
    await search.fill(target.title);
    await page.getByLabel('Departemen').selectOption(target.department);
    expect(await page.evaluate(isHydrated), 'typed and chosen before hydration').toBe(false);

    release();
    await waitForHydration(page);
    await expect(list.first().getByRole('heading')).toHaveText(target.title);
    await expect(list.filter({ hasNotText: label ?? '' })).toHaveCount(0);
    // React draws the filters again on the next choice: the typed text is its state by then.
    await page.getByLabel('Lokasi').selectOption(target.location);
    await expect(search).toHaveValue(target.title);
    await expect(page.getByLabel('Departemen')).toHaveValue(target.department);
    await expect(list.first().getByRole('heading')).toHaveText(target.title);
    expect(consoleProblems).toEqual([]);
  });

  test('@mobile a sort order chosen before hydration orders the photos once React takes over', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const byLikes = await galleryPhotos(request, {
      featured: false,
      sort_by: 'likes',
      per_page: 6,
    });
    await slowPhone(page);
    const release = await holdScript(page, entryScript);
    await page.goto('/galeri', { waitUntil: 'commit' });
    const sort = page.getByRole('combobox', { name: 'Urutkan foto' });
    await sort.selectOption({ label: 'Terpopuler' });
    expect(await page.evaluate(isHydrated), 'chosen before hydration').toBe(false);

    release();
    await waitForHydration(page);
    await expect(
      page.locator('[data-slot="gallery-grid"] [data-slot="gallery-card-title"]'),
    ).toHaveText(byLikes.map((photo) => photo.title));
    await expect(sort).toHaveValue('likes');
    expect(consoleProblems).toEqual([]);
  });

  test('@mobile taps made the moment each control shows, whatever React is doing then, open it', async ({
    page,
    consoleProblems,
  }) => {
    // No script held back: the taps land wherever the slow phone is (loading, hydrating, done).
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('[data-slot="site-header-menu-button"]').tap();
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Tentang Kami', exact: true }).tap();
    await expect(page).toHaveURL(/\/tentang-kami$/);
    await expect(panel).toBeHidden();

    await page.goto('/faq', { waitUntil: 'commit' });
    const question = page.locator('[data-slot="faq-accordion-trigger"]').nth(2);
    await question.tap();
    // Before hydration the loader keeps the tap; React answers it as soon as it listens.
    await waitForHydration(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(consoleProblems).toEqual([]);
  });
});
