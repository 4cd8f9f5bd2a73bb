/**
 * Story data. Clinic facts (name, numbers, hours, prices) come from @klinik/clinic; only
 * descriptive copy that the API would send is written here.
 */
import {
  businessHours,
  clinic,
  contact,
  dayGroupLabels,
  formatPriceRange,
  legacyServiceSlugs,
  promotion,
  serviceFacts,
  services as serviceFactsList,
  social,
  type Category,
  type Service,
  type ServiceIcon,
  type ServiceSlug,
} from '@klinik/clinic';
import {
  footerQuickLinks,
  footerServiceLinks,
  legalLinks,
  mainNav,
} from '@klinik/clinic/navigation';
import { buildChatUrl } from '../lib/chat-link';
import { formatHoursRows } from '../lib/business-hours';

/** The item at `index`; stories fail loudly instead of rendering undefined. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${index}`);
  return item;
}

const categories = {
  sport: { id: 1, name: 'Olahraga', slug: 'olahraga' },
  home: { id: 2, name: 'Homecare', slug: 'homecare' },
  family: { id: 3, name: 'Anak & Lansia', slug: 'anak-lansia' },
} satisfies Record<string, Category>;

const copy: Record<ServiceSlug, { icon: ServiceIcon; category: Category; shortDesc: string }> = {
  'rehab-recovery': {
    icon: 'dumbbell',
    category: categories.sport,
    shortDesc:
      'Pemulihan cedera olahraga dengan program latihan bertahap agar Anda kembali bergerak dengan aman.',
  },
  'sport-science': {
    icon: 'graduation-cap',
    category: categories.sport,
    shortDesc: 'Analisis performa, program latihan dan pola makan yang disusun sesuai target Anda.',
  },
  'edukasi-injury': {
    icon: 'user-md',
    category: categories.sport,
    shortDesc: 'Sport massage dan akupunktur untuk meredakan nyeri otot dan mempercepat pemulihan.',
  },
  homecare: {
    icon: 'home',
    category: categories.home,
    shortDesc: 'Fisioterapis datang ke rumah Anda dengan peralatan terapi yang lengkap.',
  },
  pediatric: {
    icon: 'child',
    category: categories.family,
    shortDesc: 'Terapi tumbuh kembang anak yang menyenangkan dengan pendampingan orang tua.',
  },
  geriatric: {
    icon: 'heart',
    category: categories.family,
    shortDesc: 'Menjaga keseimbangan, kekuatan dan kemandirian lansia dalam aktivitas sehari-hari.',
  },
};

/** The six services of the clinic, shaped like the API's `Service`. */
export const sampleServices: Service[] = serviceFactsList.map((facts, index) => ({
  id: index + 1,
  name: facts.name,
  slug: facts.slug,
  description: copy[facts.slug].shortDesc,
  shortDesc: copy[facts.slug].shortDesc,
  icon: copy[facts.slug].icon,
  category: copy[facts.slug].category,
  features: [],
  price: formatPriceRange(facts.price),
  duration: facts.duration,
}));

const manualTherapy = serviceFacts(legacyServiceSlugs['manual-therapy'] ?? 'edukasi-injury');

/** A seventh card from the older card data (manual-therapy), priced like the service it maps to. */
export const sevenServices: Service[] = [
  ...sampleServices,
  {
    id: 7,
    name: 'Terapi Manual',
    slug: 'manual-therapy',
    description: 'Mobilisasi sendi dan jaringan lunak oleh fisioterapis untuk mengurangi kekakuan.',
    shortDesc: 'Mobilisasi sendi dan jaringan lunak oleh fisioterapis untuk mengurangi kekakuan.',
    icon: 'heart',
    category: categories.sport,
    features: [],
    price: formatPriceRange(manualTherapy.price),
    duration: manualTherapy.duration,
  },
];

export const longTextService: Service = {
  ...at(sampleServices, 0),
  id: 99,
  name: `${at(sampleServices, 0).name} dan Rehabilitasi Pasca Operasi Rekonstruksi Ligamen Lutut`,
  shortDesc:
    'Program pemulihan menyeluruh setelah operasi rekonstruksi ligamen lutut (ACL), mulai dari pengendalian nyeri dan pembengkakan, pemulihan lingkup gerak sendi, penguatan otot paha dan pinggul, latihan keseimbangan, hingga persiapan kembali berolahraga secara bertahap dan terukur.',
};

export const consultationMessage = `Halo ${clinic.shortName}, saya ingin konsultasi gratis.`;

export const promotionText = `Konsultasi gratis + diskon ${promotion.firstVisitDiscountPercent}% untuk kunjungan pertama`;

export const headerArgs = {
  siteName: clinic.name,
  tagline: clinic.tagline,
  contact: { phone: contact.phone, phoneHref: contact.phoneHref, email: contact.email },
  social,
  navItems: mainNav,
  currentPath: '/',
  cta: { label: 'Konsultasi Gratis', href: buildChatUrl(contact.whatsapp, consultationMessage) },
};

export const footerArgs = {
  siteName: clinic.name,
  description: clinic.description,
  quickLinks: footerQuickLinks,
  serviceLinks: footerServiceLinks,
  legalLinks,
  contact: {
    phone: contact.phone,
    phoneHref: contact.phoneHref,
    email: contact.email,
    address: contact.address,
    whatsapp: contact.whatsapp,
  },
  hours: formatHoursRows(businessHours, dayGroupLabels),
  social,
  year: 2025,
};
