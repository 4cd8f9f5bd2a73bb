import { expandedForScreenReaders, expect, holdScript, test, waitForHydration } from './fixtures';

test.describe('shared layout', () => {
  test('@desktop the Layanan dropdown opens by click and keyboard, closes on Escape and outside click', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' }).first();
    const trigger = nav.getByRole('button', { name: 'Layanan' });
    const items = [
      'Fisioterapi Olahraga',
      'Konsultan Olahraga & Nutrisi',
      'Sport Massage & Akupunktur',
      'Homecare Treatment',
    ];

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const name of items)
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('@desktop the header gains its shadow only after scrolling more than 50px', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('[data-slot="site-header"]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('@mobile the menu says it is expanded to screen readers and closes when the route changes', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    const button = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    expect(await expandedForScreenReaders(page, 'Menu')).toBe(false);
    await button.click();
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    expect(await expandedForScreenReaders(page, 'Menu')).toBe(true);
    // A route change that does not come from the menu (the browser's back button) closes it too.
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(panel).toBeHidden();
    expect(await expandedForScreenReaders(page, 'Menu')).toBe(false);
  });

  test("@mobile the menu opened before the app's code arrives searches as a plain form", async ({
    page,
  }) => {
    const release = await holdScript(page, '**/assets/entry-client-*.js');
    await page.goto('/kontak', { waitUntil: 'domcontentloaded' });
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('searchbox', { name: 'Cari di situs' }).fill('lutut');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cari\?q=lutut$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasil pencarian “lutut”');
    release();
  });

  test('@mobile the menu answers the keyboard: Enter opens, Tab enters the panel at its search box, Escape closes it and returns the focus; a tap outside closes it', async ({
    page,
  }) => {
    await page.goto('/kontak');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    // The panel opens with the site search, then the links.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('searchbox', { name: 'Cari di situs' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    // The header's top edge lies outside the panel and holds no link.
    await page.mouse.click(200, 2);
    await expect(panel).toBeHidden();
  });

  test('the skip link moves focus to the main content and the footer links the legal pages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/kebijakan-privasi',
    );
    await expect(footer.getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute(
      'href',
      '/syarat-ketentuan',
    );
  });
});
