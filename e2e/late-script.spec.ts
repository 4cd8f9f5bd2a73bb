import type { Page } from '@playwright/test';
import { articleRoute, bookingRoute } from './routes';
import { expect, test } from './fixtures';

/*
 * The app's code on a slow connection: the entry script arrives 3 s late (every other file as
 * usual), so each page lives as HTML for a while. Whatever a visitor can tap meanwhile is HTML
 * and does what it says (a link, a form with an action, the menu's popover); a control only
 * script can answer is not offered until the app listens. Every test acts before the entry has
 * arrived unless it says otherwise.
 */

const lateMs = 3000;

let visitors = 0;
const visitor = () => {
  visitors += 1;
  return `198.51.${Math.floor(Math.random() * 200)}.${visitors}`;
};

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitor() });
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, lateMs));
    await route.continue();
  });
});

/** The app listens (entry-client sets the attribute once React and its late parts are there). */
const interactive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, {
    timeout: 30_000,
  });

/** Still before the app's code: the attribute is not there. */
async function expectStillHtml(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
}

/**
 * Runs in the page: every control a visitor could tap now (shown, and the element a tap at its
 * centre would reach) that the HTML does not answer by itself.
 */
function deadControls(): string[] {
  const controls = document.querySelectorAll<HTMLElement>(
    'a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
  );
  const answered = (element: HTMLElement): boolean => {
    if (element instanceof HTMLAnchorElement) {
      // A fragment jumps within the page; only an empty one, or script, leads nowhere.
      const href = element.getAttribute('href') ?? '';
      return href !== '' && href !== '#' && !href.startsWith('javascript:');
    }
    if (element.matches('summary, [popovertarget]')) return true;
    const form = element.closest('form');
    const inActionForm = form !== null && form.hasAttribute('action');
    if (element instanceof HTMLButtonElement) return element.type === 'submit' && inActionForm;
    if (element.matches('input, select, textarea')) return inActionForm;
    return false;
  };
  return [...controls].flatMap((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    if (getComputedStyle(element).visibility !== 'visible') return [];
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
      // Off screen: scroll it into view to see what a tap would reach there.
      element.scrollIntoView({ block: 'center' });
    }
    const after = element.getBoundingClientRect();
    const hit = document.elementFromPoint(
      after.left + after.width / 2,
      after.top + after.height / 2,
    );
    const reached = hit !== null && (hit === element || element.contains(hit));
    if (!reached || answered(element)) return [];
    return [`${element.outerHTML.slice(0, 100)} … ${element.textContent?.trim().slice(0, 60)}`];
  });
}

const pages = [
  '/',
  '/layanan',
  '/layanan/rehab-recovery',
  '/kontak',
  '/artikel',
  articleRoute,
  '/galeri',
  '/karir',
  '/faq',
  '/lokasi-klinik',
  bookingRoute,
];

test.describe('before the app’s code has arrived', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const path of pages) {
    test(`${path}: nothing offered that does nothing`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1')).toBeVisible();
      const dead = await page.evaluate(deadControls);
      await expectStillHtml(page);
      expect(dead).toEqual([]);
      // Once the app listens, the controls only script answers are offered.
      await interactive(page);
    });
  }

  test('a link of the menu leads to its page', async ({ page, isMobile }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' }).filter({ visible: true });
    await nav.getByRole('link', { name: 'Kontak' }).click();
    await expect(page).toHaveURL(/\/kontak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hubungi Kami');
  });

  test('a question of the FAQ opens once the app listens; before, it takes no tap', async ({
    page,
  }) => {
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    const question = page.getByRole('button', { name: 'Berapa biaya satu sesi fisioterapi?' });
    await expect(question).toBeVisible();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(question).toHaveCSS('pointer-events', 'none');
    await expectStillHtml(page);
    await interactive(page);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'Berapa biaya satu sesi fisioterapi?' }),
    ).toBeVisible();
  });

  test('the contact form sends its message as a plain form', async ({ page }) => {
    await page.goto('/kontak', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Formulir kontak' });
    await form.getByLabel('Nama Lengkap').fill('Sri Lestari');
    await form.getByLabel('Email').fill('sri@contoh.id');
    await form.getByLabel('Nomor Telepon').fill('0812 2000 4516');
    await form.getByLabel('Subjek').selectOption('booking');
    await form.getByLabel('Pesan').fill('Apakah Sabtu pagi masih ada jadwal?');
    await expectStillHtml(page);
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(
      page.getByText('Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.'),
    ).toBeVisible();
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('');
  });

  test('a booking is made with plain forms, each page before its code', async ({ page }) => {
    await page.goto('/janji-temu', { waitUntil: 'domcontentloaded' });
    /** Taps the card of the radio with `value`, or of the last one that can be chosen. */
    const pick = async (name: string, value?: string) => {
      const radio = value ? `[value="${value}"]` : ':not(:disabled)';
      const card = page
        .locator(`label[data-slot="booking-choice"]:has(input[name="${name}"]${radio})`)
        .last();
      await card.click();
      await expect(card.locator('input')).toBeChecked();
    };
    await pick('branch', 'kiaracondong');
    await pick('service', 'geriatric');
    await expectStillHtml(page);
    await page.getByRole('button', { name: 'Tampilkan jam' }).click();
    await expect(page).toHaveURL(/branch=kiaracondong&service=geriatric/);
    // A day a week ahead (today's times may all be past), then its last free time.
    await pick('date');
    await page.getByRole('button', { name: 'Tampilkan jam' }).click();
    await expect(page).toHaveURL(/date=/);
    await pick('time');
    await page.getByLabel('Nama Lengkap').fill('Hendra Wijaya');
    await page
      .getByLabel(/^Nomor WhatsApp/)
      .fill(`0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    await page.locator('input[name="consent"]').check();
    await expectStillHtml(page);
    await page.getByRole('button', { name: 'Buat Janji Temu' }).click();
    await expect(page).toHaveURL(/\/janji-temu\/selesai\/[\w-]{43}$/);
    await expect(page.getByText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)).toBeVisible();
  });
});
