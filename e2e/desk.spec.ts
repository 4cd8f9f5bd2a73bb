import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { staffPagePaths } from '@klinik/clinic';
import type { Locator, Page, TestInfo } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures';
import { bookOnline, dayWithTimes, phone } from './online-booking';
import { addStaff, readyStaff, staffCommand, staffPassword } from './staff';

/*
 * The front desk against the production server, its real visitor file and the real
 * `pnpm staff`: a receptionist's morning on a 1024 px tablet, then an admin who closes a day and
 * reads the log with every step in it; and the core of that morning with JavaScript off (sign-in
 * and a status change as plain forms). Each run has accounts and patients of its own.
 */

/** The e2e server's content file (playwright.config.ts); the visitor file and key lie beside it. */
const databasePath = join(process.env.E2E_DB_DIR ?? '', 'klinik.db');
const branch = 'kiaracondong' as const;
const service = 'geriatric' as const;

/** A run's own names: the log and the day are read by them. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Waits until React has hydrated a desk page: the desk's frame has no footer, so the header, the
 * page's heading and the last element of <main> (see fixtures' `isHydrated`).
 */
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

/** Numbered screenshots of a walk, in a folder of the test's own output (test-results). */
function screenshots(page: Page, testInfo: TestInfo, folder: string) {
  const dir = testInfo.outputPath(folder);
  mkdirSync(dir, { recursive: true });
  let step = 0;
  return async (name: string) => {
    step += 1;
    await page.screenshot({
      path: join(dir, `${String(step).padStart(2, '0')}-${name}.png`),
      fullPage: true,
    });
  };
}

/** The current TOTP code of a secret; `fresh` waits for a step no code was taken from yet. */
async function totpCode(secret: string, fresh = false): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  if (fresh) {
    const left = totp.period * 1000 - (Date.now() % (totp.period * 1000));
    await new Promise((resolve) => setTimeout(resolve, left + 500));
  }
  return totp.generate();
}

/** A radio drawn as a card: tapped on its card, as staff do. */
async function choose(page: Page, name: string, value: string) {
  const radio = page.locator(`input[type="radio"][name="${name}"][value="${value}"]`);
  await page.locator('label', { has: radio }).first().click();
  await expect(radio).toBeChecked();
}

/** The first time the grid offers as free (a taken one is disabled), tapped on its card. */
async function chooseFreeTime(page: Page): Promise<string> {
  const free = page.locator('input[type="radio"][name="time"]:not([disabled])').first();
  const time = (await free.getAttribute('value')) ?? '';
  await choose(page, 'time', time);
  return time;
}

/** The row of a booking in the day's schedule (the table from 768 px up). */
const row = (page: Page, name: string): Locator =>
  page.locator('[data-slot="booking-row"]:visible', { hasText: name });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Kata sandi( \(wajib\))?$/).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test.describe('the front desk', () => {
  // A client of its own (the e2e server trusts one proxy): the desk's pages count against the
  // per-client render limit, which the other specs' pages would otherwise share.
  test.use({
    viewport: { width: 1024, height: 768 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.1.1' },
  });
  // The admin's sign-in waits for a new authenticator step (up to 30 s); the rest is many pages.
  test.describe.configure({ timeout: 180_000 });

  test('@desktop a receptionist’s morning, then an admin closes a day and reads the log with every step in it', async ({
    page,
    request,
  }, testInfo) => {
    const shot = screenshots(page, testInfo, 'desk-walk');
    const desk = { email: `meja-${run}@geraksehat.id`, name: `Rina ${run}` };
    const admin = { email: `admin-${run}@geraksehat.id`, name: `Ayu ${run}` };
    const patients = {
      arrived: `Ani Hadir ${run}`,
      noShow: `Budi Absen ${run}`,
      move: `Citra Pindah ${run}`,
      cancel: `Dedi Batal ${run}`,
      phone: `Eka Telepon ${run}`,
    };

    // The morning's online bookings (today's, or the next open day's after hours).
    const choice = { branch, service };
    const day = await dayWithTimes(request, choice, 6);
    for (const name of [patients.arrived, patients.noShow, patients.move, patients.cancel]) {
      await bookOnline(request, choice, day.date, day.times, name);
    }

    await test.step('the receptionist sets up the account from the link `pnpm staff add` printed', async () => {
      const setupPath = await addStaff(databasePath, { ...desk, role: 'desk', branches: [branch] });
      await page.goto(setupPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('setup-receptionist');
      const password = staffPassword(desk.name);
      await page.getByLabel(/^Kata sandi baru/).fill(password);
      await page.getByLabel(/^Ulangi kata sandi/).fill(password);
      await page.getByRole('button', { name: 'Simpan dan aktifkan akun' }).click();
      await expect(page.getByRole('heading', { name: 'Akun siap dipakai' })).toBeVisible();
      await shot('setup-receptionist-done');
    });

    await test.step('signs in and sees the day', async () => {
      await page.goto(staffPagePaths.root);
      await expect(page).toHaveURL(staffPagePaths.signIn);
      await shot('sign-in');
      await signIn(page, desk.email, staffPassword(desk.name));
      await expect(page).toHaveURL(staffPagePaths.root);
      await expect(page.getByRole('heading', { level: 1, name: 'Jadwal harian' })).toBeVisible();
      await shot('day-today');
      if (day.date !== day.today) {
        // After hours: the next open day is the morning to run.
        await page.goto(staffPagePaths.day({ branch, date: day.date }));
      }
      await waitForHydration(page);
      for (const name of Object.values(patients).slice(0, 4)) {
        await expect(row(page, name)).toBeVisible();
      }
      await shot('day-with-bookings');
    });

    await test.step('marks one arrived and one no-show', async () => {
      await row(page, patients.arrived)
        .getByRole('button', { name: `Tandai hadir: ${patients.arrived}` })
        .click();
      await expect(row(page, patients.arrived)).toContainText('Hadir');
      await shot('arrived');
      await row(page, patients.noShow)
        .getByRole('button', { name: `Tandai tidak hadir: ${patients.noShow}` })
        .click();
      await expect(row(page, patients.noShow)).toContainText('Tidak hadir');
      await shot('no-show');
    });

    let phoneCode = '';
    await test.step('takes a booking on the phone', async () => {
      await page.getByRole('link', { name: 'Janji temu baru' }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${staffPagePaths.newBooking()}`));
      await waitForHydration(page);
      await choose(page, 'layanan', service);
      await choose(page, 'tanggal', day.date);
      await page.getByRole('button', { name: 'Tampilkan jam' }).click();
      await chooseFreeTime(page);
      await page.getByLabel(/^Nama/).fill(patients.phone);
      await page.getByLabel(/^Nomor WhatsApp/).fill(phone());
      await page.getByRole('checkbox', { name: /dan pasien setuju/ }).check();
      await shot('phone-booking');
      await page.getByRole('button', { name: 'Buat janji temu' }).click();
      // Another spec may take that time a moment before (409: the day's times as they are now,
      // the details kept): another free time, once.
      const made = /\/staf\/janji\/[A-Z0-9-]+$/;
      const outcome = await Promise.race([
        page.waitForURL(made).then(
          () => 'made',
          () => 'neither',
        ),
        page
          .getByText('baru saja terisi')
          .first()
          .waitFor()
          .then(
            () => 'taken',
            () => 'neither',
          ),
      ]);
      if (outcome === 'taken') {
        await chooseFreeTime(page);
        await page.getByRole('button', { name: 'Buat janji temu' }).click();
      }
      await expect(page).toHaveURL(made);
      await expect(page.getByText(patients.phone).first()).toBeVisible();
      phoneCode = decodeURIComponent(page.url().split('/').at(-1) ?? '');
      await shot('phone-booking-made');
    });

    await test.step('moves one booking to another time', async () => {
      await page.goto(staffPagePaths.day({ branch, date: day.date }));
      await row(page, patients.move).getByRole('link', { name: patients.move }).click();
      await waitForHydration(page);
      await page.getByText('Pindah jadwal').click();
      await choose(page, 'tanggal', day.date);
      await page.getByRole('button', { name: 'Tampilkan jam' }).click();
      const to = await chooseFreeTime(page);
      await shot('move');
      await page.getByRole('button', { name: 'Pindahkan ke jam ini' }).click();
      await expect(page.getByText(`Dipindah`).first()).toBeVisible();
      await expect(page.getByText(to.replace(':', '.')).first()).toBeVisible();
      await shot('moved');
    });

    await test.step('cancels one with its reason', async () => {
      await page.goto(staffPagePaths.day({ branch, date: day.date }));
      await row(page, patients.cancel).getByRole('link', { name: patients.cancel }).click();
      await waitForHydration(page);
      await page.getByText('Batalkan janji temu').first().click();
      await page.getByLabel(/^Alasan pembatalan/).selectOption('patient_request');
      await shot('cancel');
      await page.getByRole('button', { name: 'Batalkan janji temu' }).click();
      await expect(page.getByText('Dibatalkan').first()).toBeVisible();
      await shot('cancelled');
    });

    await test.step('signs out', async () => {
      await page.getByRole('button', { name: 'Keluar' }).click();
      await expect(page).toHaveURL(staffPagePaths.signIn);
      await page.goto(staffPagePaths.root);
      await expect(page).toHaveURL(staffPagePaths.signIn);
      await shot('signed-out');
    });

    await test.step('an admin sets up the account with an authenticator', async () => {
      await page.goto(await addStaff(databasePath, { ...admin, role: 'admin' }));
      const secret = (await page.locator('code').first().innerText()).replace(/\s/g, '');
      await shot('setup-admin');
      const password = staffPassword(admin.name);
      await page.getByLabel(/^Kata sandi baru/).fill(password);
      await page.getByLabel(/^Ulangi kata sandi/).fill(password);
      await page.getByLabel(/^Kode dari aplikasi/).fill(await totpCode(secret));
      await page.getByRole('button', { name: 'Simpan dan aktifkan akun' }).click();
      await expect(page.getByRole('list', { name: 'Kode pemulihan' })).toBeVisible();
      await shot('setup-admin-recovery-codes');

      await test.step('signs in with the code of a new step', async () => {
        await page.goto(staffPagePaths.signIn);
        await signIn(page, admin.email, password);
        await expect(page.getByLabel(/^Kode verifikasi/)).toBeVisible();
        await shot('sign-in-code-step');
        await page.getByLabel(/^Kata sandi( \(wajib\))?$/).fill(password);
        await page.getByLabel(/^Kode verifikasi/).fill(await totpCode(secret, true));
        await page.getByRole('button', { name: 'Masuk' }).click();
        await expect(page).toHaveURL(staffPagePaths.root);
      });
    });

    await test.step('adds a closure: a day with bookings lists them to contact first', async () => {
      await page.goto(staffPagePaths.closures);
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Tambah hari tutup' });
      await form.getByLabel(/^Cabang/).selectOption(branch);
      await form.getByLabel(/^Tanggal/).fill(day.date);
      await form.getByLabel(/^Alasan/).fill('Listrik padam');
      await form.getByRole('button', { name: 'Tutup cabang pada hari itu' }).click();
      await expect(page.getByText(patients.phone).first()).toBeVisible();
      await shot('closure-bookings-to-contact');

      const free = new Date(`${day.date}T00:00:00Z`);
      free.setUTCDate(free.getUTCDate() + 30);
      const freeDate = free.toISOString().slice(0, 10);
      await form.getByLabel(/^Tanggal/).fill(freeDate);
      await form.getByLabel(/^Alasan/).fill(`Listrik padam ${run}`);
      await form.getByRole('button', { name: 'Tutup cabang pada hari itu' }).click();
      await expect(page.getByText(`Listrik padam ${run}`).first()).toBeVisible();
      await shot('closure-added');
    });

    await test.step('reads the log with every step in it', async () => {
      await page.goto(staffPagePaths.log());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('log');
      const log = (await staffCommand(databasePath, ['log']))
        .split('\r\n')
        .filter((line) => line.includes(run));
      const actions = log.map((line) => line.split(',')[3]);
      console.log(`The walk's rows of the log (pnpm staff log):\n${log.join('\n')}`);
      for (const action of [
        'setup',
        'sign_in',
        'booking_status',
        'booking_create',
        'booking_move',
        'sign_out',
        'second_factor',
        'closure_add',
      ]) {
        expect(actions, `the log has ${action}`).toContain(action);
      }
      expect(actions.filter((action) => action === 'booking_status')).toHaveLength(3);
      expect(log.join('\n')).toContain(phoneCode);
      await testInfo.attach('log.csv', { body: log.join('\n'), contentType: 'text/csv' });
    });
  });
});

test.describe('the front desk with JavaScript off', () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 1024, height: 768 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.1.2' },
  });

  test('@desktop signs in and marks a visit arrived as plain forms; an admin’s page is not found', async ({
    page,
    request,
  }) => {
    const name = `Fajar Tanpa Skrip ${run}`;
    // A branch of its own: the walk books at Kiaracondong, axe's day at Sumur Bandung.
    const choice = { branch: 'mhorfitness', service } as const;
    const day = await dayWithTimes(request, choice, 1);
    await bookOnline(request, choice, day.date, day.times, name);
    const account = await readyStaff(test.info().project.use.baseURL ?? '', databasePath, {
      email: `tanpa-skrip-${run}@geraksehat.id`,
      name: `Sari ${run}`,
      role: 'desk',
      branches: [choice.branch],
    });

    await page.goto(staffPagePaths.day({ branch: choice.branch, date: day.date }));
    await expect(page).toHaveURL(/\/staf\/masuk\?next=/);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(staffPagePaths.day({ branch: choice.branch, date: day.date }));
    const booking = row(page, name);
    await expect(booking).toContainText('Terjadwal');
    await booking.getByRole('button', { name: `Tandai hadir: ${name}` }).click();
    await expect(page).toHaveURL(staffPagePaths.day({ branch: choice.branch, date: day.date }));
    await expect(row(page, name)).toContainText('Hadir');

    // An admin's page, to a desk account, is not found (404): in the desk's frame, its way home
    // the desk's day, not the public site.
    const closures = await page.goto(staffPagePaths.closures);
    expect(closures?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      staffPagePaths.root,
    );
  });
});
