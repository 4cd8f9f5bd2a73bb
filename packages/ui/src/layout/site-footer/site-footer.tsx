import { chatUrl, dayGroupLabels, type WeekHours } from '@klinik/clinic';
import * as React from 'react';
import { HeartPulse, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { NavLink } from '@klinik/clinic/navigation';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/tel';
import { formatHoursRows } from '../../sections/locations/business-hours';
import { AppLink } from '../../primitives/app-link/app-link';
import { ExternalLink } from '../../primitives/external-link/external-link';
import { SocialLinks, type SocialLinksMap } from '../social-links/social-links';
import { IconBadge } from '../../primitives/icon-badge/icon-badge';

type SiteFooterContact = {
  /** Shown as written, e.g. "(022) 8730 5521"; the tel: link is made from it. */
  phone: string;
  /** The clinic's e-mail address. */
  email: string;
  /** The main clinic's address. */
  address: string;
  /** The chat-app number; the link is built with chatUrl of @klinik/clinic. */
  whatsapp: string;
};

type SiteFooterProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** The clinic's name (the merged settings' `website.name`). */
  siteName: string;
  /** A line about the clinic under its name. */
  description: string;
  /** 'Tautan Cepat'. */
  quickLinks: NavLink[];
  /** 'Layanan': every service page. */
  serviceLinks: NavLink[];
  /** Privacy policy and terms, beside the copyright. */
  legalLinks: NavLink[];
  /** Phone, e-mail, address and chat number (the merged settings). */
  contact: SiteFooterContact;
  /** Opening hours: the settings' `general.business_hours`, written as a row per day group. */
  hours: WeekHours;
  /** A line above the hours saying whether the clinic is open now (`OpenStatus`). */
  openStatus?: React.ReactNode;
  /** The social profiles. */
  social: SocialLinksMap;
  /** Passed in (not read from a clock) so server, client and screenshots agree. */
  year: number;
};

const headingClass = 'text-on-dark text-base font-bold';
const linkClass =
  'text-on-dark-muted hover:text-on-dark inline-flex min-h-11 min-w-11 items-center rounded-sm text-sm underline-offset-4 hover:underline';

function FooterLinkList({
  links,
  className = 'mt-3 flex flex-col',
  ...props
}: React.ComponentProps<'ul'> & { links: NavLink[] }) {
  return (
    <ul className={className} {...props}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={linkClass}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

type ContactLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  /** Shows sighted readers what the value is. */
  icon: LucideIcon;
  /** Says what the value is to screen readers, in place of the icon, e.g. 'Telepon'. */
  label: string;
  /** Opens in a new tab (the chat app), as an ExternalLink. */
  external?: boolean;
};

/** A way to reach the clinic: its icon, a label for screen readers, and the value as written. */
function ContactLink({
  icon: Icon,
  label,
  external = false,
  className,
  children,
  ...props
}: ContactLinkProps) {
  const Link = external ? ExternalLink : 'a';
  return (
    <Link className={cn(linkClass, 'gap-3', className)} {...props}>
      <Icon aria-hidden className="text-on-dark size-4 shrink-0" />
      <span className="sr-only">{`${label}: `}</span>
      {children}
    </Link>
  );
}

function SiteFooter({
  siteName,
  description,
  quickLinks,
  serviceLinks,
  legalLinks,
  contact,
  hours,
  openStatus,
  social,
  year,
  className,
  ...props
}: SiteFooterProps) {
  const headingId = React.useId();

  return (
    <footer data-slot="site-footer" className={cn('surface-inverse', className)} {...props}>
      <div className="max-w-page mx-auto grid gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.3fr_1.1fr] lg:gap-8">
        <div data-slot="site-footer-about" className="md:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-3">
            <IconBadge icon={HeartPulse} tone="inverse" />
            <span className="text-on-dark text-lg leading-tight font-bold">{siteName}</span>
          </p>
          <p className="text-on-dark-muted mt-4 max-w-sm text-sm">{description}</p>
          <SocialLinks social={social} tone="inverse" className="mt-5" />
        </div>

        <nav
          data-slot="site-footer-nav"
          aria-label="Navigasi footer"
          className="grid gap-10 sm:grid-cols-2 md:col-span-2 lg:col-span-2 lg:gap-8"
        >
          <section aria-labelledby={`${headingId}-quick`}>
            <h2 id={`${headingId}-quick`} className={headingClass}>
              Tautan Cepat
            </h2>
            <FooterLinkList links={quickLinks} />
          </section>
          <section aria-labelledby={`${headingId}-services`}>
            <h2 id={`${headingId}-services`} className={headingClass}>
              Layanan
            </h2>
            <FooterLinkList links={serviceLinks} />
          </section>
        </nav>

        <section data-slot="site-footer-contact" aria-labelledby={`${headingId}-contact`}>
          <h2 id={`${headingId}-contact`} className={headingClass}>
            Kontak
          </h2>
          <ul className="text-on-dark-muted mt-4 flex flex-col gap-1 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden className="text-on-dark mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{contact.address}</address>
            </li>
            <li>
              <ContactLink href={telHref(contact.phone)} icon={Phone} label="Telepon">
                {contact.phone}
              </ContactLink>
            </li>
            <li>
              <ContactLink
                external
                href={chatUrl(contact.whatsapp)}
                icon={MessageCircle}
                label="WhatsApp"
              >
                {contact.whatsapp}
              </ContactLink>
            </li>
            <li>
              <ContactLink
                href={`mailto:${contact.email}`}
                icon={Mail}
                label="E-mail"
                className="break-all"
              >
                {contact.email}
              </ContactLink>
            </li>
          </ul>
        </section>

        <section data-slot="site-footer-hours" aria-labelledby={`${headingId}-hours`}>
          <h2 id={`${headingId}-hours`} className={headingClass}>
            Jam Operasional
          </h2>
          {openStatus ? <div className="mt-4">{openStatus}</div> : null}
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            {formatHoursRows(hours, dayGroupLabels).map((row) => (
              <div key={row.label} className="flex flex-col">
                <dt className="text-on-dark-muted">{row.label}</dt>
                <dd className="text-on-dark font-semibold">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="border-t border-white/15">
        <div className="max-w-page mx-auto flex flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p data-slot="site-footer-copyright" className="text-on-dark-muted">
            © {year} {siteName}
          </p>
          <FooterLinkList
            data-slot="site-footer-legal"
            className="flex flex-wrap gap-x-6 gap-y-1"
            links={legalLinks}
          />
        </div>
      </div>
    </footer>
  );
}

export { SiteFooter, type SiteFooterContact, type SiteFooterProps };
