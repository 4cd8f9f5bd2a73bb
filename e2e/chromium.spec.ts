import { disabledFeatures } from '../chromium.config.ts';
import { expect, layoutFree, test } from './fixtures';

/**
 * The browser the tests run in (chromium.config.ts): it must spend its time on the pages under
 * test, and keep every feature Playwright turns off turned off.
 */
test.describe('the test browser', layoutFree, () => {
  test('keeps Playwright’s disabled features and runs no page of its own beside the tested one', async ({
    browser,
    page,
  }) => {
    await page.goto('/');
    const session = await browser.newBrowserCDPSession();
    try {
      // Chromium reads the last --disable-features only: it must name every feature any earlier
      // one names (Playwright's own switch comes first) and the ones chromium.config.ts adds.
      const { arguments: args } = await session.send('Browser.getBrowserCommandLine');
      const switches = args.filter((arg) => arg.startsWith('--disable-features='));
      const named = (flag: string | undefined) => (flag ?? '').split('=')[1]?.split(',') ?? [];
      const inForce = named(switches.at(-1));
      expect(inForce).toEqual(expect.arrayContaining(disabledFeatures));
      for (const earlier of switches.slice(0, -1))
        expect(inForce, `Playwright's ${earlier}`).toEqual(expect.arrayContaining(named(earlier)));

      // Chromium's own pages (its address bar's popup) would run in renderers of their own.
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
    } finally {
      await session.detach();
    }
  });
});
