import { contact, dayGroupLabels } from '@klinik/clinic';
import {
  footerQuickLinks,
  footerServiceLinks,
  legalLinks,
  mainNav,
} from '@klinik/clinic/navigation';
import { formatHoursRows, LinkProvider, SiteFooter, SiteHeader, SkipLink } from '@klinik/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useSettings } from '../data/hooks';
import { RouterLink } from './app-link';
import { ScrollRestoration } from './scroll-restoration';
import { JsonLd } from './seo';
import { medicalBusinessJsonLd } from './structured-data';

export function Layout() {
  const settings = useSettings();
  const { pathname } = useLocation();
  const contactInfo = {
    phone: settings.contact.phone,
    phoneHref: contact.phoneHref,
    email: settings.contact.email,
    address: settings.contact.address,
    whatsapp: settings.contact.whatsapp,
  };

  return (
    <LinkProvider component={RouterLink}>
      <SkipLink />
      <SiteHeader
        siteName={settings.website.name}
        tagline={settings.website.tagline}
        logoSrc={settings.website.logo}
        contact={contactInfo}
        social={settings.social}
        navItems={mainNav}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter
        siteName={settings.website.name}
        description={settings.website.description}
        quickLinks={footerQuickLinks}
        serviceLinks={footerServiceLinks}
        legalLinks={legalLinks}
        contact={contactInfo}
        hours={formatHoursRows(settings.general.business_hours, dayGroupLabels)}
        social={settings.social}
        year={__BUILD_YEAR__}
      />
      <JsonLd data={medicalBusinessJsonLd(settings)} />
      <ScrollRestoration />
    </LinkProvider>
  );
}
