import { expect, holdScript, test, waitForHydration } from './fixtures';

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

  test('@desktop a navigation link focused before the dropdown arrives keeps the focus as it becomes the dropdown', async ({
    page,
    consoleProblems,
  }) => {
    // The dropdown's code is held back until the page is React's and a link has the focus.
    const release = await holdScript(page, '**/assets/site-header-nav-*.js');
    await page.goto('/kontak');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' }).first();
    await nav.getByRole('link', { name: 'Layanan' }).focus();

    release();
    const trigger = nav.getByRole('button', { name: 'Layanan' });
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(consoleProblems).toEqual([]);
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

  test('@mobile the menu toggles aria-expanded and closes when the route changes', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // A route change that does not come from the menu (the browser's back button) closes it too.
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test("@mobile the menu opened before the search box's code arrives keeps the prerendered search box", async ({
    page,
    consoleProblems,
  }) => {
    // The search box's code loads after hydration; here it is held back until the menu is open.
    const release = await holdScript(page, '**/assets/site-search-*.js');
    await page.goto('/kontak');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator('[data-slot="site-header-mobile-panel"]');
    const search = panel.getByRole('searchbox', { name: 'Cari di situs' });
    const prerendered = await panel.locator('input[type="search"]').elementHandle();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Opening the menu renders the header again: the search box is still the page's own.
    await search.fill('lutut');
    expect(await search.evaluate((input, first) => input === first, prerendered)).toBe(true);

    release();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cari\?q=lutut$/);
    expect(consoleProblems).toEqual([]);
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
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with the site search, then the links.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('searchbox', { name: 'Cari di situs' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    // The header's top edge lies outside the panel and holds no link.
    await page.mouse.click(200, 2);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
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
