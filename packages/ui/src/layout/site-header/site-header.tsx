import * as React from 'react';
import { HeartPulse, Mail, Phone, Search } from 'lucide-react';
import { limits, pagePaths } from '@klinik/clinic';
import { mainNavLabel, type NavItem } from '@klinik/clinic/navigation';
import { useScrolledPast } from './use-scrolled-past';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/tel';
import { AppLink } from '../../primitives/app-link/app-link';
import { buttonVariants } from '../../primitives/button/button';
import { SafeImage } from '../../primitives/safe-image/safe-image';
import { SocialLinks, type SocialLinksMap } from '../social-links/social-links';
import { HeaderCta, type SiteHeaderCta } from './header-cta';
import { PhoneMenu, PhoneMenuButton, usePhoneMenu } from './phone-menu';

type SiteHeaderContact = {
  /** Shown as written, e.g. "(022) 8730 5521"; the tel: link is made from it. */
  phone: string;
  /** The clinic's e-mail address. */
  email: string;
};

/**
 * What the desktop navigation is made from: the header's own list, path and label, so the bar
 * and the phone menu show the same links.
 */
type SiteHeaderNavigationProps = {
  navItems: readonly NavItem[];
  currentPath: string;
  navLabel: string;
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
  /** The main navigation (`mainNav` of @klinik/clinic/navigation), on wide screens and phones. */
  navItems: readonly NavItem[];
  /** The path of the page being shown: marks the current link and closes the phone menu. */
  currentPath: string;
  /**
   * The desktop navigation, from `lg` up: a `SiteHeaderNav` element made from the same
   * `navItems`, `currentPath` and `navLabel` as the header's (`SiteHeaderNavigationProps`). An
   * element, not a function the header calls: the header's own renders (its shadow on scroll)
   * hand React the same element, which it skips, so a navigation whose code is still loading is
   * never reached by them.
   */
  navigation: React.ReactNode;
  /**
   * The site search (`SiteSearch`, a GET form to the search page): called for the bar, from `xl`
   * up, and for the head of the phone menu, each with the class that places it. Sending it closes
   * the phone menu.
   */
  search?: (props: { className: string }) => React.ReactNode;
  /** The call to action at the end of the bar ('Konsultasi Gratis'). */
  cta?: SiteHeaderCta;
  /** Scroll distance (px) after which the header casts a shadow. */
  scrollThreshold?: number;
  /** Where the logo leads. */
  homeHref?: string;
  /** Names the navigation for assistive technology. */
  navLabel?: string;
  /** The phone menu button's label. */
  menuLabel?: string;
  /** The search page, which the icon between `lg` and `xl` links to. */
  searchHref?: string;
};

/**
 * The header every page shares: the top bar (phone, e-mail, social), then the sticky bar with
 * the logo, the desktop navigation, the search, the call to action and, below `lg`, the button of
 * the phone menu.
 */
function SiteHeader({
  siteName,
  tagline,
  logoSrc,
  contact,
  social,
  navItems,
  currentPath,
  navigation,
  search,
  cta,
  scrollThreshold = limits.headerScrollThreshold,
  homeHref = pagePaths.home,
  navLabel = mainNavLabel,
  menuLabel = 'Menu',
  searchHref = pagePaths.search,
  className,
  ...props
}: SiteHeaderProps) {
  const scrolled = useScrolledPast(scrollThreshold);
  const { panelRef, menu } = usePhoneMenu(currentPath);

  return (
    <header
      data-slot="site-header"
      data-scrolled={scrolled}
      className={cn(
        // The top bar (h-10) scrolls away on desktop; the main bar stays. The phone menu's panel
        // is placed under the bar by anchor positioning (site-header-bar).
        'group/header bg-background/95 sticky z-40 border-b border-transparent backdrop-blur transition-shadow',
        // Sticky only where the window is at least 30rem tall, in the root's rem, which follows
        // zoom, the browser's text size and a larger root font alike (a media query's rem stays
        // the browser's default). In a shorter window (a phone on its side, enlarged text, high
        // zoom) a stuck header would hide much of the page: the offset then lies far above the
        // window, and the header scrolls away with the page.
        '[--header-room:calc((100svh-30rem)*10000)] top-[min(0px,var(--header-room))] md:top-[min(-2.5rem,var(--header-room))]',
        // A query container: where the text is large for the header's width, the bar's content
        // stacks (@max-3xs).
        '@container',
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
        className="max-w-page mx-auto flex min-h-18 items-center justify-between gap-4 px-4 py-2 [anchor-name:--site-header-bar] @max-3xs:flex-wrap sm:px-6"
      >
        <AppLink
          data-slot="site-header-brand"
          href={homeHref}
          className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg @max-3xs:basis-full @max-3xs:flex-wrap sm:gap-3"
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
          <span className="flex min-w-0 flex-col @max-3xs:grow @max-3xs:basis-28">
            <span className="text-foreground text-[0.9375rem] leading-tight font-bold sm:text-lg">
              {siteName}
            </span>
            <span className="text-muted-foreground text-xs leading-snug sm:text-sm">{tagline}</span>
          </span>
        </AppLink>

        {navigation}

        <div className="flex shrink-0 items-center gap-2 @max-3xs:ms-auto">
          {/* The search box where the bar has room for it; a link to the search page where it
              has room for an icon; on phones and tablets, the box heads the menu panel. */}
          {search?.({ className: 'w-56 max-xl:hidden' })}
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
          {cta ? <HeaderCta cta={cta} className="max-xl:hidden" /> : null}
          <PhoneMenuButton menu={menu} label={menuLabel} />
        </div>
      </div>

      <PhoneMenu
        menu={menu}
        panelRef={panelRef}
        navItems={navItems}
        currentPath={currentPath}
        navLabel={navLabel}
        search={search?.({ className: 'mb-3' })}
        cta={cta}
        phone={contact.phone}
      />
    </header>
  );
}

export {
  SiteHeader,
  type SiteHeaderContact,
  type SiteHeaderCta,
  type SiteHeaderNavigationProps,
  type SiteHeaderProps,
};
