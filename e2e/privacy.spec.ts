import { join } from 'node:path';
import {
  apiPaths,
  bookingPagePaths,
  pagePaths,
  privacyMessages,
  staffPagePaths,
  type BookingCreated,
  type BookingTimes,
} from '@klinik/clinic';
import * as OTPAuth from 'otpauth';
import { expect, expectNoSeriousViolations, layoutFree, test } from './fixtures';
import type { Page } from '@playwright/test';
import { phone as newPhone } from './online-booking';
import { addStaff, staffPassword } from './staff';

/**
 * A person's request about their data, walked from the privacy page to its erasure: a patient
 * books online, asks on the privacy page for their data to be erased, an admin finds the request
 * at the desk with the hours left, looks up the number, exports what is held (JSON and the
 * readable page) and erases it after the confirmation step; the booking's private link then
 * answers 410 with a page that says so.
 */

/** The e2e server's content file (playwright.config.ts); the visitor file lies beside it. */
const databasePath = join(process.env.E2E_DB_DIR ?? '', 'klinik.db');
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The current TOTP code of a secret; `fresh` waits for a step no code was taken from yet. */
async function totpCode(secret: string, fresh = false): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  if (fresh) {
    const left = totp.period * 1000 - (Date.now() % (totp.period * 1000));
    await new Promise((resolve) => setTimeout(resolve, left + 500));
  }
  return totp.generate();
}

/** Waits until React has hydrated the page's main content. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

test.describe('a request about personal data', () => {
  // The admin's sign-in waits for a new authenticator step (up to 30 s).
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1024, height: 768 } });

  test('@desktop from the privacy page through the desk’s export and erasure to the link’s 410', async ({
    page,
  }) => {
    const patient = {
      name: `Dewi Privasi ${run}`,
      phone: newPhone(),
      email: `dewi-${run}@contoh.id`,
    };
    const choice = { branch: 'kiaracondong', service: 'geriatric' } as const;
    let token = '';
    let code = '';

    await test.step('the patient books online', async () => {
      const days = await page.request.get(`/api${apiPaths.bookingTimes(choice)}`);
      const { data } = (await days.json()) as { data: BookingTimes };
      for (const day of data.dates.filter((date) => !date.closed)) {
        const answer = await page.request.get(
          `/api${apiPaths.bookingTimes({ ...choice, date: day.date })}`,
        );
        const times = ((await answer.json()) as { data: BookingTimes }).data.times.filter(
          (slot) => slot.free,
        );
        for (const slot of times) {
          const booked = await page.request.post(`/api${apiPaths.createBooking()}`, {
            headers: { 'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 200)}.7` },
            data: {
              ...choice,
              date: day.date,
              time: slot.time,
              name: patient.name,
              phone: patient.phone,
              email: patient.email,
              complaint: 'Nyeri lutut setelah operasi ACL',
              consent: true,
            },
          });
          if (booked.status() === 409) continue;
          expect(booked.status(), await booked.text()).toBe(201);
          const created = ((await booked.json()) as { data: BookingCreated }).data;
          token = created.manage_token;
          code = created.code;
          break;
        }
        if (token) break;
      }
      expect(token).not.toBe('');
      // The private link shows what is stored for it.
      await page.goto(bookingPagePaths.bookingManage(token));
      await expect(page.getByRole('heading', { name: 'Data yang kami simpan' })).toBeVisible();
      await expect(page.getByText('Nyeri lutut setelah operasi ACL')).toBeVisible();
    });

    await test.step('asks on the privacy page for the data to be erased', async () => {
      await page.setExtraHTTPHeaders({
        'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 200)}.9`,
      });
      await page.goto(pagePaths.privacyRequest);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Formulir permintaan data pribadi' });
      await form.getByLabel(/^Jenis permintaan/).selectOption('erasure');
      await form.getByLabel(/^Nomor WhatsApp atau email/).fill(patient.phone);
      await form.getByLabel(/^Nama Lengkap/).fill(patient.name);
      await form.getByLabel(/^Rincian/).fill(`Mohon hapus data janji temu ${code}.`);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
      await expect(form.getByRole('status')).toHaveText(privacyMessages.received);
      await expectNoSeriousViolations(page);
      await page.setExtraHTTPHeaders({});
    });

    const admin = { email: `privasi-${run}@geraksehat.id`, name: `Rina ${run}` };
    await test.step('an admin sets up an account and signs in with a code', async () => {
      await page.goto(await addStaff(databasePath, { ...admin, role: 'admin' }));
      const secret = (await page.locator('code').first().innerText()).replace(/\s/g, '');
      const password = staffPassword(admin.name);
      await page.getByLabel(/^Kata sandi baru/).fill(password);
      await page.getByLabel(/^Ulangi kata sandi/).fill(password);
      await page.getByLabel(/^Kode dari aplikasi/).fill(await totpCode(secret));
      await page.getByRole('button', { name: 'Simpan dan aktifkan akun' }).click();
      await expect(page.getByRole('list', { name: 'Kode pemulihan' })).toBeVisible();
      await page.goto(staffPagePaths.signIn);
      await page.getByLabel(/^Email/).fill(admin.email);
      await page.getByLabel(/^Kata sandi( \(wajib\))?$/).fill(password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page.getByLabel(/^Kode verifikasi/)).toBeVisible();
      await page.getByLabel(/^Kata sandi( \(wajib\))?$/).fill(password);
      await page.getByLabel(/^Kode verifikasi/).fill(await totpCode(secret, true));
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page).toHaveURL(staffPagePaths.root);
    });

    await test.step('finds the request with its hours left, and the person', async () => {
      await page
        .getByRole('navigation', { name: 'Meja depan' })
        .getByRole('link', { name: 'Privasi' })
        .click();
      await expect(page).toHaveURL(staffPagePaths.privacyRequests);
      const request = page.getByRole('listitem').filter({ hasText: patient.name });
      await expect(request.getByRole('heading')).toHaveText(`Penghapusan data · ${patient.name}`);
      await expect(request.getByText(/^Sisa (7[01]|69) jam$/)).toBeVisible();
      await request
        .getByRole('link', { name: `Lihat data yang tersimpan untuk ${patient.phone}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Data seseorang' })).toBeVisible();
      await expect(page.getByRole('link', { name: code })).toBeVisible();
      await expect(page.getByText('Nyeri lutut setelah operasi ACL')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('exports what is held, as JSON and as a page', async () => {
      // Asked from the page itself, as the links are followed: the session's cookie goes along.
      const open = async (name: string) => {
        const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
        return page.evaluate(async (path) => {
          const answer = await fetch(path);
          return {
            status: answer.status,
            type: answer.headers.get('content-type') ?? '',
            text: await answer.text(),
          };
        }, href);
      };
      const json = await open('Ekspor JSON');
      expect(json.status).toBe(200);
      expect(json.type).toContain('application/json');
      expect(json.text).toContain(code);
      const readable = await open('Ekspor halaman untuk dibaca');
      expect(readable.status).toBe(200);
      expect(readable.type).toContain('text/html');
      expect(readable.text).toContain(patient.name);
    });

    await test.step('erases it after the confirmation step', async () => {
      await waitForHydration(page);
      await page.getByText('Hapus semua data orang ini').click();
      await page.getByRole('button', { name: /^Ya, hapus semua data/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Data dihapus' })).toContainText(
        '1 janji temu',
      );
      await expect(page.getByText(/^Tidak ada data untuk/)).toBeVisible();
    });

    await test.step('the booking’s private links answer 410 and say so', async () => {
      const answer = await page.goto(bookingPagePaths.bookingManage(token));
      expect(answer?.status()).toBe(410);
      await expect(
        page.getByRole('heading', { name: 'Data janji temu ini sudah dihapus' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Buat Janji Temu Baru' })).toBeVisible();
      const confirmation = await page.goto(bookingPagePaths.bookingConfirmation(token));
      expect(confirmation?.status()).toBe(410);
      await expect(
        page.getByRole('heading', { name: 'Data janji temu ini sudah dihapus' }),
      ).toBeVisible();
    });
  });
});

test.describe('the request form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'is posted to the page’s action: refused fields come back with their messages, then it is stored',
    layoutFree,
    async ({ page }) => {
      await page.setExtraHTTPHeaders({
        'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 200)}.11`,
      });
      await page.goto(pagePaths.privacyRequest);
      const form = page.getByRole('form', { name: 'Formulir permintaan data pribadi' });
      await form.getByLabel(/^Nomor WhatsApp atau email/).fill('0812');
      await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
      await expect(form.getByText(privacyMessages.kindRequired)).toBeVisible();
      await expect(form.getByLabel(/^Nomor WhatsApp atau email/)).toHaveValue('0812');
      await form.getByLabel(/^Jenis permintaan/).selectOption('access');
      await form.getByLabel(/^Nomor WhatsApp atau email/).fill(`budi-${run}@contoh.id`);
      await form.getByLabel(/^Nama Lengkap/).fill('Budi Santoso');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Kirim Permintaan' }).click();
      await expect(
        page.getByRole('form', { name: 'Formulir permintaan data pribadi' }).getByRole('status'),
      ).toHaveText(privacyMessages.received);
    },
  );
});
