import * as React from 'react';
import { HeartPulse, Mail, Menu, Phone, Search, X } from 'lucide-react';
import { limits, pagePaths } from '@klinik/clinic';
import type { NavItem } from '@klinik/clinic/navigation';
import { useHydrated } from '../../hooks/use-hydrated';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/location';
import { breakpoints } from '../../lib/breakpoints';
import { isCurrentPath, isExternalHref } from '../../lib/nav';
import { AppLink } from '../app-link/app-link';
import { Button, buttonVariants } from '../button/button';
import { ExternalLink } from '../external-link/external-link';
import { SafeImage } from '../safe-image/safe-image';
import { SocialLinks, type SocialLinksMap } from '../social-links/social-links';
import type { SiteHeaderNav, SiteHeaderNavProps } from './site-header-nav';
import { StaticSiteNav } from './static-site-nav';

type SiteHeaderContact = {
  /** Shown as written, e.g. "(022) 8730 5521"; the tel: link is made from it. */
  phone: string;
  /** The clinic's e-mail address. */
  email: string;
};

type SiteHeaderCta = {
  /** The button's text. */
  label: string;
  /** A site path, or an external url (a chat link) that opens in a new tab. */
  href: string;
};

type SiteHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The clinic's name beside the logo (the merged settings' `website.name`). */
  siteName: string;
  /** The line under the name. */
  tagline: string;
  /** The logo's address. */
  logoSrc?: string;
  /** The phone and e-mail of the top bar. */
  contact: SiteHeaderContact;
  /** The social profiles of the top bar. */
  social: SocialLinksMap;
  /** The main navigation (`mainNav` of @klinik/clinic/navigation). */
  navItems: NavItem[];
  /** The path of the page being shown: marks the current link and closes the mobile menu. */
  currentPath: string;
  /** The call to action at the end of the bar ('Konsultasi Gratis'). */
  cta?: SiteHeaderCta;
  /** Scroll distance (px) after which the header casts a shadow. */
  scrollThreshold?: number;
  /** Where the logo leads. */
  homeHref?: string;
  /** Names the navigation for assistive technology. */
  navLabel?: string;
  /** The mobile menu button's label. */
  menuLabel?: string;
  /** Label of the dropdown link to the section page itself ("Semua Layanan"). */
  sectionOverviewLabel?: (item: NavItem) => string;
  /** The site search page: the header's search box is a GET form to it (`?q=`). */
  searchHref?: string;
  /** Searches with a client navigation once script runs (see SiteSearch). */
  onSearch?: (query: string) => void;
};

const defaultOverviewLabel = (item: NavItem) => `Semua ${item.label}`;

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
 * The desktop navigation. The HTML, and the render that hydrates it, hold plain links
 * (StaticSiteNav: the Layanan trigger is a link to its page). Once React has the page, where the
 * window is wide enough to show it, the dropdown's code (Radix's NavigationMenu, about 13 KB gzip)
 * loads and takes the links' place; a control focused then keeps the focus. Phones never fetch
 * it, and no render ever waits for it: nothing of the header stays behind a Suspense boundary
 * that a phone could not hydrate (a page change in a transition would wait for it forever).
 */
function HeaderNav(props: SiteHeaderNavProps) {
  const [Nav, setNav] = React.useState<typeof SiteHeaderNav>();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const refocus = React.useRef(-1);

  React.useEffect(() => {
    const controller = new AbortController();
    void whenWide(controller.signal)
      .then(() => import('./site-header-nav'))
      .then((module) => {
        if (controller.signal.aborted) return;
        refocus.current = navControls(rootRef.current).findIndex(
          (element) => element === document.activeElement,
        );
        setNav(() => module.SiteHeaderNav);
      });
    return () => controller.abort();
  }, []);

  React.useLayoutEffect(() => {
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

/**
 * The search box, a GET form to the search page that works as prerendered (a search before the
 * page's script has run loads the results page); its code, which only adds searching without a
 * new document, comes after hydration and no page's first JavaScript carries it. A render before
 * then (a new page) keeps its room empty.
 */
const LazySiteSearch = React.lazy(() =>
  import('../site-search/site-search').then((module) => ({ default: module.SiteSearch })),
);

/**
 * Memoized: until its code is here, its prerendered HTML sits in a Suspense boundary React has not
 * hydrated, and a render of the header that reached it then (opening the menu does one) would
 * make React drop that HTML for the fallback until the code arrives.
 */
const HeaderSearch = React.memo(function HeaderSearch({
  className,
  ...props
}: Pick<React.ComponentProps<typeof LazySiteSearch>, 'action' | 'onSearch' | 'className'>) {
  return (
    <React.Suspense fallback={<div className={cn('min-h-11', className)} />}>
      <LazySiteSearch className={className} {...props} />
    </React.Suspense>
  );
});

function CtaLink({ cta, className }: { cta: SiteHeaderCta; className?: string }) {
  if (isExternalHref(cta.href)) {
    return (
      <ExternalLink
        data-slot="site-header-cta"
        href={cta.href}
        className={cn(buttonVariants({ variant: 'accent' }), className)}
      >
        {cta.label}
      </ExternalLink>
    );
  }
  return (
    <Button asChild variant="accent" className={className}>
      <AppLink data-slot="site-header-cta" href={cta.href}>
        {cta.label}
      </AppLink>
    </Button>
  );
}

function SiteHeader({
  siteName,
  tagline,
  logoSrc,
  contact,
  social,
  navItems,
  currentPath,
  cta,
  scrollThreshold = limits.headerScrollThreshold,
  homeHref = pagePaths.home,
  navLabel = 'Navigasi utama',
  menuLabel = 'Menu',
  sectionOverviewLabel = defaultOverviewLabel,
  searchHref = pagePaths.search,
  onSearch,
  className,
  ...props
}: SiteHeaderProps) {
  const scrolled = useScrolledPast(scrollThreshold);
  const panelId = React.useId();
  const panelRef = React.useRef<HTMLDivElement>(null);
  // The browser opens and closes the panel (a popover: the button works before any script, Escape
  // and a tap outside close it); React only follows its state, for aria-expanded.
  const [menuOpen, setMenuOpen] = React.useState(false);
  const closeMenu = React.useCallback(() => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }, []);

  // A panel opened before hydration: take its state over.
  React.useEffect(() => {
    setMenuOpen(panelRef.current?.matches(':popover-open') ?? false);
  }, []);

  // The same function from render to render, so HeaderSearch need not render again.
  const search = React.useMemo(
    () =>
      onSearch
        ? (query: string) => {
            closeMenu();
            onSearch(query);
          }
        : undefined,
    [onSearch, closeMenu],
  );

  // A new page closes the menu, whatever changed the page (a link, the Back button).
  const shownPath = React.useRef(currentPath);
  React.useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    closeMenu();
  }, [currentPath, closeMenu]);

  return (
    <header
      data-slot="site-header"
      data-scrolled={scrolled}
      className={cn(
        // The top bar (h-10) scrolls away on desktop; the main bar stays. The mobile menu panel
        // is placed under the bar by anchor positioning (site-header-bar).
        'group/header bg-background/95 sticky top-0 z-40 border-b border-transparent backdrop-blur transition-shadow md:-top-10',
        'data-[scrolled=true]:border-border data-[scrolled=true]:shadow-header',
        className,
      )}
      {...props}
    >
      <div data-slot="site-header-topbar" className="surface-inverse hidden h-10 text-sm md:block">
        <div className="max-w-page mx-auto flex h-full items-center justify-between gap-6 px-6">
          <ul className="flex items-center gap-6">
            <li>
              <a
                href={telHref(contact.phone)}
                className="text-on-dark-muted hover:text-on-dark inline-flex items-center gap-2 rounded-sm"
              >
                <Phone aria-hidden className="size-4" />
                <span className="sr-only">Telepon: </span>
                {contact.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="text-on-dark-muted hover:text-on-dark inline-flex items-center gap-2 rounded-sm"
              >
                <Mail aria-hidden className="size-4" />
                <span className="sr-only">E-mail: </span>
                {contact.email}
              </a>
            </li>
          </ul>
          <SocialLinks social={social} tone="inverse-muted" size="sm" />
        </div>
      </div>

      <div
        data-slot="site-header-bar"
        className="max-w-page mx-auto flex min-h-18 items-center justify-between gap-4 px-4 py-2 [anchor-name:--site-header-bar] sm:px-6"
      >
        <AppLink
          data-slot="site-header-brand"
          href={homeHref}
          className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg sm:gap-3"
        >
          {logoSrc ? (
            <SafeImage
              src={logoSrc}
              alt=""
              width={44}
              height={44}
              className="size-10 shrink-0 rounded-xl object-contain sm:size-11"
            />
          ) : (
            <span
              aria-hidden
              className="bg-primary text-primary-foreground flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11"
            >
              <HeartPulse className="size-6" />
            </span>
          )}
          <span className="flex min-w-0 flex-col">
            <span className="text-foreground text-[0.9375rem] leading-tight font-bold sm:text-lg">
              {siteName}
            </span>
            <span className="text-muted-foreground text-xs leading-snug sm:text-sm">{tagline}</span>
          </span>
        </AppLink>

        <HeaderNav
          navItems={navItems}
          currentPath={currentPath}
          navLabel={navLabel}
          sectionOverviewLabel={sectionOverviewLabel}
        />

        <div className="flex shrink-0 items-center gap-2">
          {/* The search box where the bar has room for it; a link to the search page where it
              has room for an icon; on phones and tablets, the box heads the menu panel. */}
          <HeaderSearch action={searchHref} onSearch={search} className="w-56 max-xl:hidden" />
          <AppLink
            href={searchHref}
            aria-label="Cari di situs"
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon' }),
              'max-lg:hidden xl:hidden',
            )}
          >
            <Search aria-hidden className="size-5" />
          </AppLink>
          {cta ? <CtaLink cta={cta} className="max-xl:hidden" /> : null}
          <MenuButton panelId={panelId} open={menuOpen} label={menuLabel} />
        </div>
      </div>

      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        data-slot="site-header-mobile-panel"
        className={cn(
          // Between the bar and the bottom of the window, as tall as its links need, scrolling
          // when they need more.
          'border-border bg-background text-foreground shadow-dropdown fixed inset-x-0 top-18 bottom-0 m-0 h-fit w-full overflow-y-auto border-0 border-t p-0 lg:hidden',
          // Right under the bar wherever the header is (the top bar shows from md) where the
          // browser can anchor; under a bar at the top of the window otherwise.
          'supports-[anchor-name:--a]:top-[anchor(bottom)] supports-[anchor-name:--a]:[position-anchor:--site-header-bar]',
        )}
      >
        <nav
          data-slot="site-header-mobile-nav"
          aria-label={navLabel}
          className="mx-auto max-w-3xl px-4 py-3 sm:px-6"
        >
          <HeaderSearch action={searchHref} onSearch={search} className="mb-3" />
          <ul className="flex flex-col gap-0.5">
            {navItems.map((item) => (
              <li key={item.href}>
                <AppLink
                  href={item.href}
                  aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                  onClick={closeMenu}
                  className="text-foreground hover:bg-primary-soft aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground flex min-h-12 items-center rounded-lg px-3 text-base font-semibold"
                >
                  {item.label}
                </AppLink>
                {item.children?.length ? (
                  <ul className="border-border mb-1 ml-3 flex flex-col border-l pl-3">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <AppLink
                          href={child.href}
                          aria-current={isCurrentPath(child.href, currentPath) ? 'page' : undefined}
                          onClick={closeMenu}
                          className="text-muted-foreground hover:bg-primary-soft hover:text-primary-soft-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground flex min-h-11 items-center rounded-lg px-3 text-sm font-medium"
                        >
                          {child.label}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="border-border mt-3 flex flex-col gap-3 border-t pt-4">
            {cta ? <CtaLink cta={cta} className="w-full" /> : null}
            <a
              href={telHref(contact.phone)}
              className="text-muted-foreground inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium md:hidden"
            >
              <Phone aria-hidden className="size-4" />
              <span className="sr-only">Telepon: </span>
              {contact.phone}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}

/**
 * The phone menu's button: it opens the panel as a popover, without script. A component of its
 * own because it reads useHydrated, whose change after hydration React renders synchronously:
 * only this button renders again then, not the whole header.
 */
function MenuButton({ panelId, open, label }: { panelId: string; open: boolean; label: string }) {
  const hydrated = useHydrated();
  return (
    <Button
      data-slot="site-header-menu-button"
      variant="outline"
      size="icon-phone"
      className="lg:hidden"
      popoverTarget={panelId}
      // Before hydration the browser tells assistive technology whether the popover is open;
      // from then on the attribute says it too, for everyone.
      aria-expanded={hydrated ? open : undefined}
      aria-controls={panelId}
    >
      {/* The icon follows the panel in CSS, so it is right before hydration too. */}
      <Menu aria-hidden className="size-5 group-has-[:popover-open]/header:hidden" />
      <X aria-hidden className="hidden size-5 group-has-[:popover-open]/header:block" />
      {/* Icon-only on phones, so the clinic's name keeps the room. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}

export { SiteHeader, type SiteHeaderContact, type SiteHeaderCta, type SiteHeaderProps };
