/**
 * The clinic's facts: one home for the name, numbers, hours, branches and prices.
 * The API seed, the site (defaults, metadata) and the Storybook stories all read from here,
 * so a number changed here changes everywhere. Where the spec contradicts itself, the value
 * chosen here is the one that won (see README, "Where the spec disagrees with itself").
 */

import { optionLabel, type DayGroup } from './contract/options';
import type { WeekHours } from './contract/settings';
import { onFirstUse } from './intl';

export const clinic = {
  name: 'Klinik Fisioterapi Gerak Sehat',
  shortName: 'Gerak Sehat',
  tagline: 'Fisioterapi & Rehabilitasi Bandung',
  description:
    'Klinik fisioterapi dan rehabilitasi di Bandung: fisioterapi olahraga, homecare, pediatrik dan geriatri oleh fisioterapis berpengalaman.',
  foundedYear: 2009,
  /** Public origin used when SITE_URL is not set (canonical URLs, sitemap). */
  defaultSiteUrl: 'https://geraksehat.id',
  timezone: 'Asia/Jakarta',
  locale: 'id-ID',
} as const;

export const contact = {
  /** Shown for calls; the tel: link is made from it (telHref of @klinik/ui). */
  phone: '(022) 8730 5521',
  /** The chat-app number; the chat link strips every non-digit and turns a leading 0 into 62. */
  whatsapp: '0812-2000-4515',
  emergencyPhone: '0811-2233-119',
  email: 'info@geraksehat.id',
  hrEmail: 'hrd@geraksehat.id',
  privacyEmail: 'privasi@geraksehat.id',
  address:
    'Jl. Kiaracondong No. 218, Babakan Surabaya, Kec. Kiaracondong, Kota Bandung, Jawa Barat 40281',
} as const;

export const social = {
  instagram: 'https://www.instagram.com/geraksehat.physio',
  facebook: 'https://www.facebook.com/geraksehat.physio',
  youtube: 'https://www.youtube.com/@geraksehatphysio',
  linkedin: 'https://www.linkedin.com/company/geraksehat-physio',
} as const;

/**
 * Winner: Mon-Fri 09:00-17:00, Sat 10:00-17:00, Sun closed (the settings defaults and the
 * contact page agree); the footer's "weekdays until 20.00" lost.
 */
export const businessHours: WeekHours = {
  weekdays: { open: '09:00', close: '17:00', status: 'open' },
  saturday: { open: '10:00', close: '17:00', status: 'open' },
  sunday: { open: null, close: null, status: 'closed' },
};

export const dayGroupLabels: Record<DayGroup, string> = {
  weekdays: 'Senin - Jumat',
  saturday: 'Sabtu',
  sunday: 'Minggu',
};

export interface Branch {
  value: 'kiaracondong' | 'sumur-bandung' | 'mhorfitness';
  label: string;
}

export const branches: readonly Branch[] = [
  { value: 'kiaracondong', label: 'Kiaracondong' },
  { value: 'sumur-bandung', label: 'Sumur Bandung' },
  { value: 'mhorfitness', label: 'MhorFitness Istana Plaza' },
];

export interface PriceRange {
  min: number;
  max: number;
}

export type ServiceSlug =
  'rehab-recovery' | 'homecare' | 'sport-science' | 'edukasi-injury' | 'pediatric' | 'geriatric';

export interface ServiceFacts {
  slug: ServiceSlug;
  name: string;
  price: PriceRange;
  duration: string;
  /**
   * How long a booked visit holds a treatment place, in minutes: the longest session the
   * duration text allows, so a session that runs long never meets the next patient's. Null for a
   * service that cannot be booked online (homecare is given at home and keeps its chat).
   */
  bookingMinutes: number | null;
}

/**
 * Winner: the service detail prices. The list page's other values (pediatric 300.000-500.000,
 * sport 300.000-800.000) and the FAQ quotes lost; FAQ answers are written from these numbers.
 */
export const services: readonly ServiceFacts[] = [
  {
    slug: 'rehab-recovery',
    name: 'Fisioterapi Olahraga',
    price: { min: 250_000, max: 500_000 },
    duration: '60-90 menit',
    bookingMinutes: 90,
  },
  {
    slug: 'sport-science',
    name: 'Konsultan Olahraga & Nutrisi',
    price: { min: 300_000, max: 550_000 },
    duration: '90-120 menit',
    bookingMinutes: 120,
  },
  {
    slug: 'edukasi-injury',
    name: 'Sport Massage & Akupunktur',
    price: { min: 200_000, max: 400_000 },
    duration: '60 menit',
    bookingMinutes: 60,
  },
  {
    slug: 'homecare',
    name: 'Homecare Treatment',
    price: { min: 350_000, max: 600_000 },
    duration: '60-90 menit',
    bookingMinutes: null,
  },
  {
    slug: 'pediatric',
    name: 'Fisioterapi Pediatrik',
    price: { min: 250_000, max: 450_000 },
    duration: '45-60 menit',
    bookingMinutes: 60,
  },
  {
    slug: 'geriatric',
    name: 'Fisioterapi Geriatri',
    price: { min: 200_000, max: 350_000 },
    duration: '45-60 menit',
    bookingMinutes: 60,
  },
];

/** The services a visitor can book at a branch, in display order: every one with a length. */
export const bookableServices = services.filter(
  (service): service is ServiceFacts & { bookingMinutes: number } =>
    service.bookingMinutes !== null,
);

/** A service booked online, its length guaranteed (`bookingMinutes`). */
export type BookableService = (typeof bookableServices)[number];

/** The bookable service with `slug`; throws for one that is not booked online (homecare). */
export function bookableService(slug: string): BookableService {
  const found = bookableServices.find((service) => service.slug === slug);
  if (!found) throw new Error(`The service ${slug} is not booked online`);
  return found;
}

/** Older card data used these slugs; each resolves to its current service. */
export const legacyServiceSlugs: Readonly<Record<string, ServiceSlug>> = {
  'homecare-treatment': 'homecare',
  'pediatric-physiotherapy': 'pediatric',
  'manual-therapy': 'edukasi-injury',
  'edukasi-injury-prevention': 'edukasi-injury',
};

/** Fees stated in the terms (spec section 9); the homecare fee is the homecare service price. */
export const fees = {
  firstConsultation: { min: 150_000, max: 300_000 } satisfies PriceRange,
  regularSession: { min: 250_000, max: 500_000 } satisfies PriceRange,
  packageDiscountPercent: { min: 10, max: 20 },
} as const;

export const promotion = {
  firstVisitDiscountPercent: 20,
  replyWithin: '1x24 jam',
} as const;

export const claims = {
  patients: '500+',
  rating: '4.9/5',
  satisfaction: '98%',
  years: '15+',
  onlineConsultation: '24/7',
  founded: String(clinic.foundedYear),
} as const;

export const limits = {
  homeServiceGrid: 6,
  successMessageMs: 5000,
  headerScrollThreshold: 50,
  relatedArticles: 3,
  popularTags: 6,
  readingWordsPerMinute: 200,
  /**
   * What the API accepts from one visitor, so one client cannot fill the clinic's inbox or the
   * disk (a client is an IP address; IPv6 by its /64). Windows are rolling, counted from the
   * stored messages, so a restart does not reset them. Messages caught by the honeypot count in
   * windows of their own, never against a person's; there is no ceiling for all clients
   * together, so a wave from many addresses cannot close the form for anyone else (the outbox
   * paces the mail instead).
   */
  contactMessages: {
    perClient: [
      { max: 5, minutes: 10 },
      { max: 20, minutes: 24 * 60 },
    ],
    /** The same message (every field equal) sent again within this time is stored once. */
    duplicateMinutes: 10,
    /** Longest field values, in characters. */
    maxLength: { name: 100, email: 254, phone: 30, message: 5000 },
  },
  /** One view per client per article in this time counts; more answer without counting. */
  articleViewMinutes: 60,
  /** Booking a visit: what one client and one number may book, and field lengths. */
  bookings: {
    /** Rolling windows per client (an IP address; IPv6 by its /64), as for contact messages. */
    perClient: [{ max: 5, minutes: 60 }],
    /** Bookings still to come (not cancelled, not yet started) per WhatsApp number. */
    activePerPhone: 2,
    /** Longest field values, in characters. */
    maxLength: { name: 100, email: 254, phone: 30, complaint: 1000 },
  },
} as const;

export const legal = {
  lastUpdated: '2025-01-20',
} as const;

const numberFormat = onFirstUse(() => new Intl.NumberFormat(clinic.locale));

/** "1.250": a number as Indonesian writes it. */
export function formatNumberId(value: number): string {
  return numberFormat().format(value);
}

/** "Rp 250.000 - 500.000" */
export function formatPriceRange(range: PriceRange): string {
  return `Rp ${formatNumberId(range.min)} - ${formatNumberId(range.max)}`;
}

/** The structured-data price range, derived from the service prices so it cannot drift. */
export function structuredPriceRange(): string {
  const min = Math.min(fees.firstConsultation.min, ...services.map((s) => s.price.min));
  const max = Math.max(...services.map((s) => s.price.max));
  return `IDR ${min}-${max}`;
}

export function serviceFacts(slug: ServiceSlug): ServiceFacts {
  const found = services.find((s) => s.slug === slug);
  if (!found) throw new Error(`Unknown service slug: ${slug}`);
  return found;
}

/** The contact form's subject choices, in display order ('Pilih Subjek' is the empty choice). */
export const contactSubjects = [
  { value: 'konsultasi', label: 'Konsultasi Umum' },
  { value: 'booking', label: 'Booking Janji Temu' },
  { value: 'homecare', label: 'Layanan Homecare' },
  { value: 'kerjasama', label: 'Kerjasama' },
  { value: 'lainnya', label: 'Lainnya' },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]['value'];

/** The gallery's category chips, in display order. */
export const galleryCategories = [
  { value: 'clinic', label: 'Klinik' },
  { value: 'therapy', label: 'Terapi' },
  { value: 'events', label: 'Acara' },
  { value: 'team', label: 'Tim' },
  { value: 'equipment', label: 'Peralatan' },
] as const;

export type GalleryCategory = (typeof galleryCategories)[number]['value'];

/** The chip label of a category code, e.g. 'therapy' -> 'Terapi'. */
export function galleryCategoryLabel(category: GalleryCategory): string {
  return optionLabel(galleryCategories, category);
}

export interface BranchLocationFacts {
  address: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** Exactly one branch is the main clinic. */
  isMain: boolean;
  /**
   * Treatment places: how many booked visits the branch can hold at the same time (the booking
   * rules offer a time while fewer than this are booked during it).
   */
  treatmentPlaces: number;
}

/**
 * Where each branch is and how to reach it. The main clinic's address, phone and e-mail are the
 * clinic's own (`contact`); every branch keeps the clinic's `businessHours`.
 */
export const branchLocations: Readonly<Record<Branch['value'], BranchLocationFacts>> = {
  kiaracondong: {
    address: contact.address,
    phone: contact.phone,
    email: contact.email,
    latitude: -6.9218,
    longitude: 107.6463,
    isMain: true,
    treatmentPlaces: 3,
  },
  'sumur-bandung': {
    address: 'Jl. Sunda No. 56, Kebon Pisang, Kec. Sumur Bandung, Kota Bandung, Jawa Barat 40112',
    phone: '(022) 4205 3367',
    email: 'sumurbandung@geraksehat.id',
    latitude: -6.9141,
    longitude: 107.6145,
    isMain: false,
    treatmentPlaces: 2,
  },
  mhorfitness: {
    address:
      'MhorFitness, Istana Plaza Lt. 3, Jl. Pasir Kaliki No. 121-123, Pamoyanan, Kec. Cicendo, Kota Bandung, Jawa Barat 40173',
    phone: '(022) 6012 4480',
    email: 'istanaplaza@geraksehat.id',
    latitude: -6.9078,
    longitude: 107.5973,
    isMain: false,
    treatmentPlaces: 1,
  },
};
