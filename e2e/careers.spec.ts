import { contact, jobDepartments, type ApiSuccess, type Job } from '@klinik/clinic';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, layoutFree, navigateInApp, test, waitForHydration } from './fixtures';

async function allJobs(request: APIRequestContext): Promise<Job[]> {
  return ((await (await request.get('/api/v1/jobs')).json()) as ApiSuccess<Job[]>).data;
}

/** The job cards of 'Semua Lowongan' (the priority ones sit in the section above). */
const mainList = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Semua Lowongan' }) })
    .locator('[data-slot="job-card"]');

test.describe('careers', () => {
  test('priority jobs apart, the rest below with counts; each job is structured data in the HTML', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const jobs = await allJobs(request);
    const priority = jobs.filter((job) => job.is_featured);
    const html = await (await request.get('/karir')).text();
    expect(html.match(/"@type":"JobPosting"/g)).toHaveLength(jobs.length);
    for (const job of jobs) expect(html).toContain(job.title);

    await page.goto('/karir');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Benefit untuk Anda' })).toBeVisible();
    const prioritySection = page.locator('section', {
      has: page.getByRole('heading', { name: 'Lowongan Prioritas' }),
    });
    await expect(prioritySection.locator('[data-slot="job-card"]')).toHaveCount(priority.length);
    await expect(mainList(page)).toHaveCount(jobs.length - priority.length);
    await expect(page.getByText(`Menampilkan ${jobs.length - priority.length}`)).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('keyword, department and location filter the list; "Reset Filter" restores it', async ({
    page,
    request,
  }) => {
    const rest = (await allJobs(request)).filter((job) => !job.is_featured);
    await page.goto('/karir');
    await waitForHydration(page);

    const department = rest[0]?.department ?? 'clinical';
    const label = jobDepartments.find((option) => option.value === department)?.label ?? '';
    await page.getByLabel('Departemen').selectOption(department);
    await expect(mainList(page)).toHaveCount(
      rest.filter((job) => job.department === department).length,
    );
    await expect(mainList(page).filter({ hasNotText: label })).toHaveCount(0);

    await page.getByLabel('Departemen').selectOption('all');
    const target = rest[0];
    if (!target) throw new Error('no job in the seed');
    // Case-insensitive, in the title or the description.
    await page.getByRole('searchbox', { name: 'Cari lowongan' }).fill(target.title.toUpperCase());
    await expect(mainList(page).first().getByRole('heading')).toHaveText(target.title);

    await page.getByRole('searchbox', { name: 'Cari lowongan' }).fill('astronot');
    await expect(mainList(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset Filter' }).first().click();
    await expect(page.getByRole('searchbox', { name: 'Cari lowongan' })).toHaveValue('');
    await expect(mainList(page)).toHaveCount(rest.length);

    await page.getByLabel('Lokasi').selectOption('remote');
    await expect(mainList(page)).toHaveCount(
      rest.filter((job) => job.location === 'remote').length,
    );
  });

  test('"Lamar" thanks the applicant in the page, no alert, and offers an e-mail naming the job', async ({
    page,
    request,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`);
    });
    const job = (await allJobs(request)).find((item) => !item.is_featured);
    if (!job) throw new Error('no job in the seed');
    await page.goto('/karir');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Lamar posisi ${job.title}` }).click();
    const notice = page.locator('[data-slot="application-notice"]');
    await expect(notice).toContainText(
      'Terima kasih! Aplikasi Anda telah diterima. Kami akan menghubungi Anda segera.',
    );
    await expect(notice).toContainText(job.title);
    await expect(notice).toBeInViewport();
    const mail = notice.getByRole('link', { name: contact.hrEmail });
    const href = (await mail.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${contact.hrEmail}?`)).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toContain(job.title);
    await notice.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
    await expect(notice).toBeEmpty();
  });

  test('"Kirim CV Spontan" writes to HR and "Hubungi HRD" opens the chat', async ({ page }) => {
    await page.goto('/karir');
    const cv = page.getByRole('link', { name: 'Kirim CV Spontan' });
    await expect(cv).toHaveAttribute('href', new RegExp(`^mailto:${contact.hrEmail}\\?subject=`));
    const hr = page.getByRole('link', { name: /Hubungi HRD/ });
    const href = (await hr.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(href).searchParams.get('text')).toContain('HRD');
  });

  test(
    'a failed answer shows an Indonesian error with a retry',
    layoutFree,
    async ({ page, consoleProblems }) => {
      let fail = true;
      await page.route(/\/api\/v1\/jobs(\?|$)/, (route) =>
        fail
          ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } })
          : route.fallback(),
      );
      await page.goto('/login');
      await navigateInApp(page, '/karir');
      const retry = page.getByRole('button', { name: 'Coba Lagi' });
      await expect(retry.first()).toBeVisible({ timeout: 15_000 });
      fail = false;
      await retry.last().click();
      await expect(mainList(page).first()).toBeVisible();
      expect(consoleProblems.filter((text) => !text.includes('500'))).toEqual([]);
    },
  );
});
