import { join } from 'node:path';
import { staffPagePaths } from '@klinik/clinic';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';
import { readyStaff } from './staff';

/*
 * A receptionist's own account ('Akun saya') against the production server and its real visitor
 * file: ending a session on another device, which is sent to the sign-in page at its next
 * request, and changing the password, which ends every other session and leaves this one signed
 * in; the old password stops working and the new one signs in. Once with JavaScript and once
 * without (the session's new cookie then comes back on the action's redirect).
 */

/** The e2e server's content file (playwright.config.ts); the visitor file lies beside it. */
const databasePath = join(process.env.E2E_DB_DIR ?? '', 'klinik.db');

/** A run's own names: each test's account is its own. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits until React has hydrated a desk page (as e2e/desk.spec.ts does). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const main = document.querySelector('main');
    return (
      hydrated(main) &&
      hydrated(main?.querySelector('h1') ?? main) &&
      hydrated([...(main?.querySelectorAll('*') ?? [])].at(-1) ?? main)
    );
  });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(staffPagePaths.signIn);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Kata sandi( \(wajib\))?$/).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** Another device: a browser of its own, signed in to the day. */
async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.2.3' },
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(staffPagePaths.root);
  return { context, page };
}

/** The account page's password form: the current password, the new one twice. */
async function changePassword(page: Page, current: string, next: string) {
  const form = page.getByRole('form', { name: 'Ganti kata sandi' });
  await form.getByLabel(/^Kata sandi saat ini/).fill(current);
  await form.getByLabel(/^Kata sandi baru/).fill(next);
  await form.getByLabel(/^Ulangi kata sandi baru/).fill(next);
  await form.getByRole('button', { name: 'Ganti kata sandi' }).click();
}

test.describe('a receptionist’s own account', () => {
  // Two browsers and a dozen pages, each rendered per request.
  test.describe.configure({ timeout: 120_000 });
  // A client of its own: the desk's pages count against the per-client render limit.
  test.use({
    viewport: { width: 1024, height: 768 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.2.1' },
  });

  test('@desktop ends the session of another device, which goes to the sign-in page; changes the password and signs in with the new one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await readyStaff(baseURL ?? '', databasePath, {
      email: `akun-saya-${run}@geraksehat.id`,
      name: `Nia ${run}`,
      role: 'desk',
      branches: ['kiaracondong'],
    });
    const newPassword = `bandung lautan api di pagi hari ${run}`;

    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(staffPagePaths.root);
    const tablet = await otherDevice(browser, baseURL ?? '', account.email, account.password);

    await test.step('finds both sessions on “Akun saya”', async () => {
      await page
        .getByRole('navigation', { name: 'Meja depan' })
        .getByRole('link', {
          name: 'Akun saya',
        })
        .click();
      await expect(page).toHaveURL(staffPagePaths.ownAccount());
      await expect(page.getByRole('heading', { level: 1, name: 'Akun saya' })).toBeVisible();
      await waitForHydration(page);
      const sessions = page.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem');
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText('Sesi ini');
      await expect(sessions.first()).toContainText('Chrome di Linux');
      await expectNoSeriousViolations(page);
    });

    await test.step('a wrong password ends nothing', async () => {
      await page.locator('summary', { hasText: 'Akhiri sesi ini' }).click();
      const open = page.locator('details[open]');
      await open.getByLabel(/^Kata sandi Anda/).fill('bukan kata sandi saya sama sekali');
      await open.getByRole('button', { name: /^Akhiri sesi ini/ }).click();
      await expect(page.getByRole('alert').first()).toContainText(
        'Kata sandi saat ini tidak cocok',
      );
      await tablet.page.reload();
      await expect(tablet.page).toHaveURL(staffPagePaths.root);
    });

    await test.step('ends the tablet’s session with the password again', async () => {
      const open = page.locator('details[open]');
      await open.getByLabel(/^Kata sandi Anda/).fill(account.password);
      await open.getByRole('button', { name: /^Akhiri sesi ini/ }).click();
      await expect(page).toHaveURL(staffPagePaths.ownAccount('sesi'));
      await expect(
        page.getByRole('status').filter({ hasText: 'Sesi itu sudah berakhir' }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem'),
      ).toHaveCount(1);
      // Its next request (a page, or the day's refresh) finds no session.
      await tablet.page.reload();
      await expect(tablet.page).toHaveURL(staffPagePaths.signIn);
    });

    await test.step('the tablet signs in again; changing the password signs it out and keeps this one in', async () => {
      await signIn(tablet.page, account.email, account.password);
      await expect(tablet.page).toHaveURL(staffPagePaths.root);
      await page.goto(staffPagePaths.ownAccount());
      await waitForHydration(page);
      await changePassword(page, account.password, newPassword);
      await expect(page).toHaveURL(staffPagePaths.ownAccount('kata-sandi'));
      await expect(
        page.getByRole('status').filter({ hasText: 'Kata sandi sudah diganti' }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Sesi aktif' }).getByRole('listitem'),
      ).toHaveCount(1);
      await page
        .getByRole('navigation', { name: 'Meja depan' })
        .getByRole('link', {
          name: 'Hari ini',
        })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Jadwal harian' })).toBeVisible();
      await tablet.page.reload();
      await expect(tablet.page).toHaveURL(/\/staf\/masuk/);
    });

    await test.step('the old password no longer signs in; the new one does', async () => {
      await signIn(tablet.page, account.email, account.password);
      await expect(tablet.page.getByRole('alert')).toContainText('tidak cocok');
      await expect(tablet.page).toHaveURL(/\/staf\/masuk/);
      await signIn(tablet.page, account.email, newPassword);
      await expect(tablet.page).toHaveURL(staffPagePaths.root);
      await expect(
        tablet.page.getByRole('heading', { level: 1, name: 'Jadwal harian' }),
      ).toBeVisible();
    });
    await tablet.context.close();
  });
});

test.describe('a receptionist’s own account with JavaScript off', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 1024, height: 768 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.2.2' },
  });

  test('@desktop changes the password as a plain form: still signed in under the new session, the other device signed out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await readyStaff(baseURL ?? '', databasePath, {
      email: `akun-saya-tanpa-skrip-${run}@geraksehat.id`,
      name: `Tono ${run}`,
      role: 'desk',
      branches: ['mhorfitness'],
    });
    const newPassword = `gedung sate di sore yang cerah ${run}`;
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(staffPagePaths.root);
    const phone = await otherDevice(browser, baseURL ?? '', account.email, account.password);

    await page.goto(staffPagePaths.ownAccount());
    await changePassword(page, 'kata sandi yang salah sekali', newPassword);
    const current = page.getByLabel(/^Kata sandi saat ini/);
    await expect(current).toHaveAccessibleDescription(/tidak cocok/);
    await expect(current).toHaveValue('');
    await changePassword(page, account.password, newPassword);
    await expect(page).toHaveURL(staffPagePaths.ownAccount('kata-sandi'));
    await expect(page.getByText('Kata sandi sudah diganti')).toBeVisible();
    await page.goto(staffPagePaths.root);
    await expect(page).toHaveURL(staffPagePaths.root);
    await phone.page.reload();
    await expect(phone.page).toHaveURL(/\/staf\/masuk/);
    await phone.context.close();
  });
});
