import AxeBuilder from '@axe-core/playwright';
import {
  apiPaths,
  type ContactMessageInput,
  type GalleryItem,
  type GalleryList,
  type GalleryListQuery,
} from '@klinik/clinic';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * Every page must load and hydrate without console errors or React warnings (hydration
 * mismatches are reported there). Tests that provoke failures on purpose opt out per message.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const record = (message: ConsoleMessage) => {
        // Playwright's own warning where specs block service workers (playwright.config.ts).
        if (message.text() === 'Service Worker registration blocked by Playwright') return;
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      };
      page.on('console', record);
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a test whose subject does not depend on the layout (what the server answers, how data of
 * another shape is handled, a rule of the clock): it runs once, in the phone layout the site is
 * designed for first, instead of in both projects (playwright.config.ts).
 */
export const layoutFree = { tag: '@mobile' };

/**
 * Navigates inside the running app, as a link would, without loading the prerendered HTML: the
 * way to see a page's loading, error and empty states (or a path no file exists for).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until React has hydrated the page: it attaches its fiber to every DOM node it takes
 * over. Hydration goes Suspense boundary by boundary (the header, the page, each section, the
 * footer), so the header, the page's heading, the last element of <main> and the footer must
 * all have theirs.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated);
}

/** Runs in the page: whether React has taken over the parts of the page named above. */
export function isHydrated(): boolean {
  const hydrated = (element: Element | null | undefined) =>
    !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const main = document.querySelector('main');
  // HTML set as a whole (an article's body) is React's as one element, not node by node.
  const inMain = [...(main?.querySelectorAll('*') ?? [])].filter(
    (element) => !element.parentElement?.closest('[data-slot="article-body"]'),
  );
  return (
    hydrated(document.querySelector('header')) &&
    hydrated(main) &&
    hydrated(main?.querySelector('h1') ?? main) &&
    hydrated(inMain.at(-1) ?? main) &&
    hydrated(document.querySelector('footer'))
  );
}

/** Fills the contact form's fields by the labels a visitor reads (the honeypot stays empty). */
export async function fillContactForm(
  form: Locator,
  values: Omit<ContactMessageInput, 'website'>,
): Promise<void> {
  await form.getByLabel(/nama/i).fill(values.name);
  await form.getByLabel(/e-?mail/i).fill(values.email);
  await form.getByLabel(/telepon|nomor/i).fill(values.phone);
  await form.getByLabel(/subjek/i).selectOption(values.subject);
  await form.getByLabel(/pesan/i).fill(values.message);
}

/** The gallery's photos as the API answers `params`: what the grid shows for them, in order. */
export async function galleryPhotos(
  request: APIRequestContext,
  params: Partial<GalleryListQuery> = { per_page: 50 },
): Promise<GalleryItem[]> {
  return ((await (await request.get(`/api${apiPaths.galleries(params)}`)).json()) as GalleryList)
    .data;
}

/**
 * Holds back the scripts whose address matches `pattern` until the returned `release()`, so a
 * test acts while the page is without them, whatever the machine's speed.
 */
export async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded (its
 * accessibility tree, over the DevTools protocol): a popover's button gets it from the browser,
 * not from an attribute Playwright could read.
 */
export async function expandedForScreenReaders(page: Page, name: string): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    });
    const expanded = nodes
      .flatMap((node) => node.properties ?? [])
      .find((property) => property.name === 'expanded');
    return expanded?.value.value === true;
  } finally {
    await session.detach();
  }
}

/**
 * Makes the page a visitor of its own for the API's per-visitor limits (the e2e server trusts one
 * proxy, see playwright.config.ts): 203.0.113.`n` on the phone, .`n + 1` on the desktop.
 */
export async function asOwnVisitor(page: Page, testInfo: TestInfo, n: number): Promise<void> {
  const address = `203.0.113.${testInfo.project.name === 'mobile' ? n : n + 1}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

/**
 * Axe at WCAG 2.2 A and AA finds nothing serious or critical on the page as it is now. The
 * embedded maps are Google's pages, not ours: they are left out. Axe runs in the page itself
 * (legacy mode): its default gathers the results of every frame in a new page of the browser,
 * which costs a browser window per check and finds nothing more with the frames left out.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .setLegacyMode()
    // Only violations are read: axe then keeps one node, not all, of every rule that passed.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}
