/**
 * Story data. Clinic facts (name, numbers, hours, prices) come from @klinik/clinic; only
 * descriptive copy that the API would send is written here.
 */
import {
  branches,
  branchLocations,
  businessHours,
  clinic,
  contact,
  dayGroupLabels,
  fees,
  formatPriceRange,
  legacyServiceSlugs,
  promotion,
  serviceFacts,
  services as serviceFactsList,
  social,
  type Category,
  type Service,
  type ServiceDetail,
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
import type { Article, FaqItem, Location } from '../lib/content-types';
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

export const sampleFaqs: FaqItem[] = [
  {
    id: 1,
    question: 'Apakah perlu rujukan dokter untuk fisioterapi?',
    answer:
      'Tidak wajib. Anda bisa langsung datang atau konsultasi gratis melalui WhatsApp; fisioterapis kami akan melakukan asesmen awal dan merujuk ke dokter bila diperlukan.',
  },
  {
    id: 2,
    question: 'Berapa biaya satu sesi fisioterapi?',
    answer: `Sesi reguler ${formatPriceRange(fees.regularSession)}, tergantung jenis terapi dan durasinya. Paket beberapa sesi mendapat potongan ${fees.packageDiscountPercent.min}-${fees.packageDiscountPercent.max}%.`,
  },
  {
    id: 3,
    question: 'Berapa lama satu sesi terapi?',
    answer: `Umumnya ${at(serviceFactsList, 0).duration}, termasuk asesmen, terapi dan latihan yang bisa dilanjutkan di rumah.`,
  },
  {
    id: 4,
    question: 'Apakah tersedia layanan fisioterapi di rumah?',
    answer: 'Ya. Fisioterapis kami datang ke rumah Anda dengan peralatan terapi yang diperlukan.',
  },
  {
    id: 5,
    question: 'Apa yang perlu dibawa saat kunjungan pertama?',
    answer:
      'Bawa hasil pemeriksaan sebelumnya (rontgen, MRI atau surat dokter) bila ada, dan kenakan pakaian yang nyaman untuk bergerak.',
  },
];

export const longFaq: FaqItem = {
  id: 99,
  question:
    'Saya baru saja menjalani operasi rekonstruksi ligamen lutut (ACL); kapan sebaiknya mulai fisioterapi dan berapa lama sampai bisa kembali berolahraga seperti biasa?',
  answer:
    'Fisioterapi idealnya dimulai beberapa hari setelah operasi, sesuai anjuran dokter bedah Anda. Tahap awal berfokus pada pengendalian nyeri dan bengkak serta mengembalikan lingkup gerak lutut. Setelah itu dilanjutkan penguatan otot paha, pinggul dan betis, latihan keseimbangan, lalu latihan spesifik olahraga. Kembali berolahraga kompetitif biasanya membutuhkan enam sampai sembilan bulan, tergantung hasil tes kekuatan dan fungsi lutut.',
};

/** Fisioterapi Olahraga with everything the detail page shows. */
export const sampleServiceDetail: ServiceDetail = {
  ...at(sampleServices, 0),
  features: [
    'Asesmen cedera menyeluruh',
    'Terapi manual dan dry needling',
    'Latihan penguatan bertahap',
    'Kinesio taping',
    'Program latihan di rumah',
    'Tes kesiapan kembali berolahraga',
  ],
  fullDescription:
    'Program fisioterapi olahraga membantu Anda pulih dari cedera otot, sendi dan ligamen. Fisioterapis menilai penyebab cedera, meredakan nyeri, lalu memulihkan kekuatan, kelenturan dan kontrol gerak sampai Anda siap kembali berolahraga.',
  benefits: [
    'Nyeri dan bengkak berkurang lebih cepat',
    'Kekuatan dan lingkup gerak pulih',
    'Risiko cedera berulang menurun',
    'Kembali berolahraga dengan percaya diri',
  ],
  process: [
    'Asesmen Awal - Wawancara, pemeriksaan postur, kekuatan dan lingkup gerak sendi',
    'Rencana Terapi - Target pemulihan dan jadwal sesi disusun bersama Anda',
    'Terapi Aktif - Terapi manual, latihan terarah dan modalitas sesuai kebutuhan',
    'Evaluasi - Kemajuan diukur ulang setiap beberapa sesi',
    'Kembali Beraktivitas - Tes fungsi dan program latihan mandiri',
  ],
  includes: [
    'Asesmen dan konsultasi awal',
    'Sesi terapi sesuai durasi layanan',
    'Program latihan di rumah',
    'Laporan perkembangan',
  ],
  faqs: [
    {
      question: 'Berapa sesi yang dibutuhkan?',
      answer: 'Tergantung jenis cedera; umumnya 6 sampai 12 sesi, dievaluasi setiap beberapa sesi.',
    },
  ],
};

export const articleCategories = {
  injury: { id: 11, name: 'Cedera Olahraga', slug: 'cedera-olahraga' },
  posture: { id: 12, name: 'Postur & Kerja', slug: 'postur-kerja' },
  kids: { id: 13, name: 'Anak', slug: 'anak' },
  elderly: { id: 14, name: 'Lansia', slug: 'lansia' },
} satisfies Record<string, Category>;

const paragraphs = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>Bagian ${i + 1} membahas ${topic}: penyebab yang sering terjadi, tanda yang perlu diwaspadai, latihan sederhana yang aman dilakukan di rumah, dan kapan sebaiknya berkonsultasi dengan fisioterapis agar pemulihan berjalan optimal.</p>`,
  ).join('');

const articleContent = (topic: string, count: number) =>
  `<p>${topic} adalah keluhan yang sering kami temui di klinik.</p><h2>Penyebab</h2>${paragraphs(topic, count)}<h3>Latihan yang dianjurkan</h3><ul><li>Peregangan ringan 10 menit</li><li>Penguatan otot inti</li><li>Istirahat cukup</li></ul><blockquote>Segera periksakan diri bila nyeri disertai bengkak hebat atau mati rasa.</blockquote><p>Baca juga <a href="/layanan">layanan kami</a>.</p>`;

/** Eight articles, newest first; authors carry titles after a comma like the API sends. */
export const sampleArticles: Article[] = [
  {
    id: 1,
    slug: 'cedera-acl-pada-pemain-futsal',
    title: 'Cedera ACL pada Pemain Futsal: Kenali Gejala dan Pemulihannya',
    excerpt:
      'Robekan ligamen lutut sering dialami pemain futsal. Kenali gejalanya dan tahapan fisioterapi setelah cedera.',
    content: articleContent('Cedera ACL', 8),
    author: 'Rina Kusumawati, S.Ft., Physio',
    published_at: '2025-03-14T08:00:00+07:00',
    view_count: 1284,
    is_featured: true,
    meta_keywords: 'lutut, cedera, futsal, ACL, olahraga',
    category: articleCategories.injury,
  },
  {
    id: 2,
    slug: 'nyeri-punggung-bawah-pekerja-kantoran',
    title: 'Nyeri Punggung Bawah pada Pekerja Kantoran',
    excerpt:
      'Duduk terlalu lama memicu nyeri punggung bawah. Berikut penyesuaian posisi kerja dan latihannya.',
    content: articleContent('Nyeri punggung bawah', 5),
    author: 'Andi Pratama, S.Ft.',
    published_at: '2025-03-02T09:30:00+07:00',
    view_count: 956,
    is_featured: true,
    meta_keywords: 'punggung, postur, kerja, nyeri',
    category: articleCategories.posture,
  },
  {
    id: 3,
    slug: 'latihan-keseimbangan-untuk-lansia',
    title: 'Latihan Keseimbangan untuk Lansia agar Tidak Mudah Jatuh',
    excerpt:
      'Lima latihan sederhana yang bisa dilakukan lansia di rumah untuk menjaga keseimbangan.',
    content: articleContent('Keseimbangan lansia', 3),
    author: 'Dewi Lestari, S.Ft., M.Fis',
    published_at: '2025-02-20T07:00:00+07:00',
    view_count: 640,
    is_featured: false,
    meta_keywords: 'lansia, keseimbangan, latihan',
    category: articleCategories.elderly,
  },
  {
    id: 4,
    slug: 'keterlambatan-motorik-pada-anak',
    title: 'Keterlambatan Motorik pada Anak: Kapan Perlu Fisioterapi?',
    excerpt: 'Tanda keterlambatan perkembangan motorik dan bagaimana fisioterapi anak membantu.',
    content: articleContent('Perkembangan motorik anak', 4),
    author: 'Rina Kusumawati, S.Ft., Physio',
    published_at: '2025-02-08T10:00:00+07:00',
    view_count: 512,
    is_featured: false,
    meta_keywords: 'anak, motorik, tumbuh kembang',
    category: articleCategories.kids,
  },
  {
    id: 5,
    slug: 'cedera-pergelangan-kaki-saat-lari',
    title: 'Cedera Pergelangan Kaki saat Lari dan Cara Mencegahnya',
    excerpt: 'Keseleo pergelangan kaki bisa berulang bila tidak ditangani tuntas.',
    content: articleContent('Cedera pergelangan kaki', 2),
    author: 'Andi Pratama, S.Ft.',
    published_at: '2025-01-27T08:00:00+07:00',
    view_count: 433,
    is_featured: false,
    meta_keywords: 'lari, cedera, pergelangan kaki, olahraga',
    category: articleCategories.injury,
  },
  {
    id: 6,
    slug: 'postur-tubuh-saat-bekerja-dari-rumah',
    title: 'Postur Tubuh yang Baik saat Bekerja dari Rumah',
    excerpt: 'Atur meja, kursi dan layar agar leher dan bahu tidak cepat pegal.',
    content: articleContent('Postur kerja', 2),
    author: 'Dewi Lestari, S.Ft., M.Fis',
    published_at: '2025-01-15T08:00:00+07:00',
    view_count: 389,
    is_featured: false,
    meta_keywords: 'postur, kerja, leher, bahu',
    category: articleCategories.posture,
  },
];

export const longTextArticle: Article = {
  ...at(sampleArticles, 0),
  id: 99,
  slug: 'panduan-lengkap-pemulihan-acl',
  title:
    'Panduan Lengkap Pemulihan Setelah Operasi Rekonstruksi Ligamen Lutut (ACL) untuk Atlet Amatir dan Pekerja Aktif',
  excerpt:
    'Dari minggu pertama setelah operasi sampai kembali berolahraga: tahapan latihan, target setiap fase, tanda bahaya yang perlu diwaspadai, dan tips menjaga motivasi selama berbulan-bulan masa pemulihan.',
  author: 'Prof. Dr. Raden Ayu Siti Nurhaliza Kusumawardhani, S.Ft., M.Fis., Sp.KFR',
  view_count: 123456,
  meta_keywords: 'lutut, ACL, operasi, rehabilitasi, olahraga, atlet, latihan',
};

const hoursLine = formatHoursRows(businessHours, dayGroupLabels)
  .map((row) => `${row.label} ${row.value}`)
  .join(', ');

const branchCopy: Record<
  (typeof branches)[number]['value'],
  { description: string; facilities: string[] }
> = {
  kiaracondong: {
    description: 'Klinik utama dengan ruang terapi lengkap, gym rehabilitasi dan ruang konsultasi.',
    facilities: ['Ruang terapi privat', 'Gym rehabilitasi', 'Parkir luas', 'Akses kursi roda'],
  },
  'sumur-bandung': {
    description: 'Cabang di pusat kota untuk terapi cedera ringan dan konsultasi.',
    facilities: ['Ruang terapi', 'Ruang tunggu nyaman', 'Dekat transportasi umum'],
  },
  mhorfitness: {
    description: 'Layanan fisioterapi olahraga di dalam pusat kebugaran MhorFitness.',
    facilities: ['Area latihan fungsional', 'Sport massage', 'Tes kebugaran'],
  },
};

/** The three branches shaped like the API's locations; facts from @klinik/clinic. */
export const sampleLocations: Location[] = branches.map((branch, index) => {
  const facts = branchLocations[branch.value];
  return {
    id: index + 1,
    name: `${clinic.shortName} ${branch.label}`,
    description: branchCopy[branch.value].description,
    address: facts.address,
    phone: facts.phone,
    email: facts.email,
    operating_hours: hoursLine,
    facilities: branchCopy[branch.value].facilities,
    latitude: facts.latitude,
    longitude: facts.longitude,
    is_main_location: facts.isMain,
  };
});

/** Stands in for the map in stories and tests: no request leaves the machine. */
export const mapPlaceholder =
  '<!doctype html><html lang="id"><title>Peta</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#e8f3fb;font:14px sans-serif;color:#4a5b6b">Peta lokasi</body></html>';
