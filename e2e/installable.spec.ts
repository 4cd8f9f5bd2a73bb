import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium.config.ts';
import { expect, layoutFree, test } from './fixtures';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string; type: string }[];
  shortcuts: { name: string; url: string }[];
}

test.describe('installable', layoutFree, () => {
  test('Chrome finds nothing missing to install the site', async ({
    baseURL,
    viewport,
    isMobile,
  }) => {
    // Chrome installs nothing from an incognito window, which every Playwright context is (it
    // answers 'in-incognito'); a browser with a profile on disk is a visitor's browser.
    const profile = mkdtempSync(join(tmpdir(), 'klinik-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
      viewport,
      isMobile,
      hasTouch: isMobile,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseURL ?? ''}/`);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the manifest names the app, its theme colours, icons of 192 and 512 px and its shortcuts', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href ?? '');
    expect(res.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Klinik Fisioterapi Gerak Sehat',
      short_name: 'Gerak Sehat',
      start_url: '/',
    });
    // The same colour as the page's theme-color (from the theme).
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color,
    );
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{3,8}$/i);

    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find(
          (i) => i.sizes === `${size}x${size}` && i.purpose === purpose,
        );
        if (!icon) throw new Error(`no ${purpose} icon of ${size} px`);
        const image = await request.get(icon.src);
        expect(image.headers()['content-type']).toBe('image/png');
        const png = await image.body();
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      }
    }

    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Konsultasi Gratis', '/#konsultasi'],
      ['Lokasi Klinik', '/lokasi-klinik'],
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect((await request.get(shortcut.url)).status()).toBe(200);
    }
    await page.goto('/#konsultasi');
    await expect(page.locator('[id="konsultasi"]')).toBeInViewport();
  });
});
