import { pagePaths } from './contract/paths';
import { services, type ServiceSlug } from './facts';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

const serviceName = (slug: ServiceSlug) => services.find((s) => s.slug === slug)?.name ?? slug;

/** The four services of the Layanan dropdown, in the spec's order. */
const dropdownServices: ServiceSlug[] = [
  'rehab-recovery',
  'sport-science',
  'edukasi-injury',
  'homecare',
];

/** The accessible name of the main navigation, on phones and on wide screens alike. */
export const mainNavLabel = 'Navigasi utama';

export const mainNav: NavItem[] = [
  { label: 'Home', href: pagePaths.home },
  { label: 'Tentang Kami', href: pagePaths.about },
  {
    label: 'Layanan',
    href: pagePaths.services,
    children: dropdownServices.map((slug) => ({
      label: serviceName(slug),
      href: pagePaths.service(slug),
    })),
  },
  { label: 'Lokasi Klinik', href: pagePaths.locations },
  { label: 'Kontak', href: pagePaths.contact },
  { label: 'Artikel', href: pagePaths.articles },
];

export const footerQuickLinks: NavLink[] = [
  { label: 'Tentang Kami', href: pagePaths.about },
  { label: 'Layanan', href: pagePaths.services },
  { label: 'Lokasi Klinik', href: pagePaths.locations },
  { label: 'Artikel', href: pagePaths.articles },
  { label: 'Galeri', href: pagePaths.gallery },
  { label: 'Karir', href: pagePaths.careers },
  { label: 'FAQ', href: pagePaths.faq },
  { label: 'Kontak', href: pagePaths.contact },
];

export const footerServiceLinks: NavLink[] = services.map((s) => ({
  label: s.name,
  href: pagePaths.service(s.slug),
}));

export const legalLinks: NavLink[] = [
  { label: 'Kebijakan Privasi', href: pagePaths.privacy },
  { label: 'Syarat & Ketentuan', href: pagePaths.terms },
];
