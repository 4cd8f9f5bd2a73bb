import { dayGroupLabels, pagePaths } from '@klinik/clinic';
import {
  footerQuickLinks,
  footerServiceLinks,
  legalLinks,
  mainNav,
} from '@klinik/clinic/navigation';
import {
  formatHoursRows,
  LinkProvider,
  OfflineNotice,
  SiteFooter,
  SiteHeader,
  SkipLink,
} from '@klinik/ui';
import { Suspense, useState } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router-dom';
import { loadSettings, useSettings } from '../data/use-settings';
import { RouterLink } from './app-link';
import { useOfflineFallbackPage } from './offline-fallback';
import { MaintenanceNotice, OpenStatus, SiteSearch } from './parts/deferred-parts';
import { DesktopNav } from './parts/desktop-nav';
import { routeLoader } from './route-loader';
import { searchPath } from './search-path';
import { useConnection } from './use-connection';

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

export function Layout() {
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const connection = useConnection();
  // This document is the offline page, answered for whatever address was asked: it stays on
  // screen for the history entry it was loaded in, and client navigation works as usual.
  const [firstLocationKey] = useState(location.key);
  const offlinePage = useOfflineFallbackPage();
  const showOfflinePage = offlinePage !== null && location.key === firstLocationKey;
  // One source for the numbers shown and the links made from them: the merged settings.
  const contactInfo = {
    phone: settings.contact.phone,
    email: settings.contact.email,
    address: settings.contact.address,
    whatsapp: settings.contact.whatsapp,
  };

  return (
    <LinkProvider component={RouterLink}>
      <SkipLink />
      {/* Off by default; the settings the page was built with, then the ones it refreshes. */}
      <MaintenanceNotice
        message={
          settings.general.maintenance_mode ? settings.general.maintenance_message : undefined
        }
      />
      {/* Suspense boundaries are the units React hydrates one by one, the one tapped first. */}
      <Suspense>
        <SiteHeader
          siteName={settings.website.name}
          tagline={settings.website.tagline}
          logoSrc={settings.website.logo}
          contact={contactInfo}
          social={settings.social}
          navItems={mainNav}
          currentPath={showOfflinePage ? pagePaths.offline : pathname}
          navigation={(props) => <DesktopNav {...props} />}
          search={({ className }) => (
            <SiteSearch
              action={pagePaths.search}
              onSearch={(query) => void navigate(searchPath(query))}
              className={className}
            />
          )}
        />
      </Suspense>
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense>{showOfflinePage ? offlinePage : <Outlet />}</Suspense>
      </main>
      <Suspense>
        <SiteFooter
          siteName={settings.website.name}
          description={settings.website.description}
          quickLinks={footerQuickLinks}
          serviceLinks={footerServiceLinks}
          legalLinks={legalLinks}
          contact={contactInfo}
          hours={formatHoursRows(settings.general.business_hours, dayGroupLabels)}
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
      </Suspense>
      <OfflineNotice offline={connection !== 'online'}>
        {connection === 'cached-copy'
          ? 'Koneksi internet bermasalah. Anda melihat salinan halaman yang tersimpan.'
          : undefined}
      </OfflineNotice>
      <ScrollRestoration getKey={scrollKey} />
    </LinkProvider>
  );
}
