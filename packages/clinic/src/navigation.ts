import { services, type ServiceSlug } from './index';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavItem extends NavLink {
  children?: NavLink[];
}

const serviceHref = (slug: ServiceSlug) => `/layanan/${slug}`;
const serviceName = (slug: ServiceSlug) => services.find((s) => s.slug === slug)?.name ?? slug;

/** The four services of the Layanan dropdown, in the spec's order. */
const dropdownServices: ServiceSlug[] = [
  'rehab-recovery',
  'sport-science',
  'edukasi-injury',
  'homecare',
];

export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Tentang Kami', href: '/tentang-kami' },
  {
    label: 'Layanan',
    href: '/layanan',
    children: dropdownServices.map((slug) => ({
      label: serviceName(slug),
      href: serviceHref(slug),
    })),
  },
  { label: 'Lokasi Klinik', href: '/lokasi-klinik' },
  { label: 'Kontak', href: '/kontak' },
  { label: 'Artikel', href: '/artikel' },
];

export const footerQuickLinks: NavLink[] = [
  { label: 'Tentang Kami', href: '/tentang-kami' },
  { label: 'Layanan', href: '/layanan' },
  { label: 'Lokasi Klinik', href: '/lokasi-klinik' },
  { label: 'Artikel', href: '/artikel' },
  { label: 'Galeri', href: '/galeri' },
  { label: 'Karir', href: '/karir' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Kontak', href: '/kontak' },
];

export const footerServiceLinks: NavLink[] = services.map((s) => ({
  label: s.name,
  href: serviceHref(s.slug),
}));

export const legalLinks: NavLink[] = [
  { label: 'Kebijakan Privasi', href: '/kebijakan-privasi' },
  { label: 'Syarat & Ketentuan', href: '/syarat-ketentuan' },
];
