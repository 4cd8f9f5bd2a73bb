import { pagePaths } from '@klinik/clinic';
import {
  footerQuickLinks,
  footerServiceLinks,
  legalLinks,
  mainNav,
  mainNavLabel,
} from '@klinik/clinic/navigation';
import { LinkProvider, OfflineNotice, SkipLink } from '@klinik/ui';
import { Suspense, useMemo, useState } from 'react';
import { Form, Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { loadSettings, useSettings } from '../data/use-settings';
import { RouterLink } from './app-link';
import { useOfflineFallbackPage } from './offline-fallback';
import { lazyPart } from './lazy-part';
import { routeLoader } from './route-loader';
import { useConnection } from './use-connection';

/*
 * Parts of every page whose code no page's first JavaScript carries: the server renders them in
 * full, React hydrates each once its code is here (see lazy-part).
 */

/**
 * The header, at the top of every page: its links, the phone menu's popover and the search form
 * work as HTML meanwhile; its code brings the scroll shadow and the menu closing by itself.
 */
const SiteHeader = lazyPart(() =>
  import('@klinik/ui/site-header').then((module) => module.SiteHeader),
);
/** The header's search box: a GET form to the search page, which works as HTML meanwhile. */
const SiteSearch = lazyPart(() =>
  import('@klinik/ui/site-search').then((module) => module.SiteSearch),
);
/** The footer, below the first screen of every page: links, which work as HTML meanwhile. */
const SiteFooter = lazyPart(() =>
  import('@klinik/ui/site-footer').then((module) => module.SiteFooter),
);
/** The desktop navigation's dropdown (Radix's NavigationMenu): hidden on phones. */
const SiteHeaderNav = lazyPart(() =>
  import('@klinik/ui/site-header-nav').then((module) => module.SiteHeaderNav),
);
/** The footer's open-now line: its rules and timer. */
const OpenStatus = lazyPart(() =>
  import('@klinik/ui/open-status').then((module) => module.OpenStatus),
);
/** The maintenance band: off but while the clinic says so. */
const MaintenanceNotice = lazyPart(() =>
  import('@klinik/ui/maintenance-notice').then((module) => module.MaintenanceNotice),
);

/**
 * Where ScrollRestoration keeps a page's position. An entry the router did not make (the first
 * page loaded, or a fragment the browser changed, such as a link to an FAQ answer) has no key of
 * its own, only React Router's "default": such entries are told apart by their address, so a new
 * fragment scrolls to what it names instead of back to where the first page was left.
 */
const scrollKey = (location: Location) =>
  location.key === 'default'
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key;

/** Every page needs the settings (header, footer, structured data): the layout loads them. */
export const loader = routeLoader(loadSettings);

/** The header's search box, for the bar and the phone menu: a GET form the router sends. */
const headerSearch = ({ className }: { className: string }) => (
  <SiteSearch as={Form} action={pagePaths.search} className={className} />
);

export function Layout() {
  const settings = useSettings();
  const location = useLocation();
  const { pathname } = location;
  const connection = useConnection();
  // This document is the offline page, answered for whatever address was asked: it stays on
  // screen for the history entry it was loaded in, and client navigation works as usual.
  const [firstLocationKey] = useState(location.key);
  const offlinePage = useOfflineFallbackPage();
  const showOfflinePage = offlinePage !== null && location.key === firstLocationKey;
  const currentPath = showOfflinePage ? pagePaths.offline : pathname;
  // Made anew only when the settings or the page change: until its code is here, the header is
  // left alone.
  const header = useMemo(
    () => (
      <SiteHeader
        siteName={settings.website.name}
        tagline={settings.website.tagline}
        logoSrc={settings.website.logo}
        contact={settings.contact}
        social={settings.social}
        navItems={mainNav}
        currentPath={currentPath}
        navigation={
          <SiteHeaderNav navItems={mainNav} currentPath={currentPath} navLabel={mainNavLabel} />
        }
        search={headerSearch}
      />
    ),
    [settings, currentPath],
  );
  // Made anew only when the settings change: until its code is here, the footer is left alone.
  const footer = useMemo(
    () => (
      <SiteFooter
        siteName={settings.website.name}
        description={settings.website.description}
        quickLinks={footerQuickLinks}
        serviceLinks={footerServiceLinks}
        legalLinks={legalLinks}
        contact={settings.contact}
        hours={settings.general.business_hours}
        openStatus={
          <OpenStatus
            tone="inverse"
            hours={settings.general.business_hours}
            timeZone={settings.general.timezone}
          />
        }
        social={settings.social}
        year={__BUILD_YEAR__}
      />
    ),
    [settings],
  );

  return (
    <LinkProvider component={RouterLink}>
      <SkipLink />
      {/* Off by default; the settings the page was built with, then the ones it refreshes. */}
      <MaintenanceNotice
        message={
          settings.general.maintenance_mode ? settings.general.maintenance_message : undefined
        }
      />
      {header}
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense>{showOfflinePage ? offlinePage : <Outlet />}</Suspense>
      </main>
      {footer}
      <OfflineNotice offline={connection !== 'online'}>
        {connection === 'cached-copy'
          ? 'Koneksi internet bermasalah. Anda melihat salinan halaman yang tersimpan.'
          : undefined}
      </OfflineNotice>
      <ScrollRestoration getKey={scrollKey} />
    </LinkProvider>
  );
}
