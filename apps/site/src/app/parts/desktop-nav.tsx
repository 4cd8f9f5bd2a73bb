import { breakpoints, StaticSiteNav, type SiteHeaderNavigationProps } from '@klinik/ui';
import type { SiteHeaderNav } from '@klinik/ui/site-header-nav';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Resolves once the window is as wide as the desktop navigation's breakpoint; never, if `signal`
 * aborts first.
 */
function whenWide(signal: AbortSignal): Promise<void> {
  const query = window.matchMedia(`(min-width: ${breakpoints.lg})`);
  if (query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    query.addEventListener(
      'change',
      () => {
        if (query.matches) resolve();
      },
      { signal },
    );
  });
}

/** The interactive elements of a navigation, in order: its links and its triggers. */
const navControls = (root: Element | null) => [
  ...(root?.querySelectorAll<HTMLElement>('a, button') ?? []),
];

/**
 * The header's desktop navigation. The HTML, and the render that hydrates it, hold plain links
 * (StaticSiteNav: the Layanan trigger is a link to its page). Once React has the page, where the
 * window is wide enough to show it, the dropdown's code (Radix's NavigationMenu, about 13 KB gzip)
 * loads and takes the links' place; a control focused then keeps the focus. Phones never fetch
 * it, and no render waits for it: nothing of the header stays behind a Suspense boundary that a
 * phone could not hydrate (a page change in a transition would wait for it forever).
 */
export function DesktopNav(props: SiteHeaderNavigationProps) {
  const [Nav, setNav] = useState<typeof SiteHeaderNav>();
  const rootRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(-1);

  useEffect(() => {
    const controller = new AbortController();
    void whenWide(controller.signal)
      .then(() => import('@klinik/ui/site-header-nav'))
      .then((module) => {
        if (controller.signal.aborted) return;
        refocus.current = navControls(rootRef.current).findIndex(
          (element) => element === document.activeElement,
        );
        setNav(() => module.SiteHeaderNav);
      });
    return () => controller.abort();
  }, []);

  useLayoutEffect(() => {
    if (refocus.current < 0) return;
    navControls(rootRef.current)[refocus.current]?.focus();
    refocus.current = -1;
  }, [Nav]);

  return (
    <div ref={rootRef} className="contents">
      {Nav ? <Nav {...props} /> : <StaticSiteNav {...props} />}
    </div>
  );
}
