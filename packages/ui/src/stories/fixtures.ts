/**
 * Story data. Clinic facts (name, numbers, hours, prices) come from @klinik/clinic; only
 * descriptive copy that the API would send is written here.
 */
import {
  type ArticleRecord as Article,
  branches,
  branchLocations,
  businessHours,
  type Category,
  type CategoryDetailRecord as CategoryDetail,
  chatUrl,
  claims,
  clinic,
  contact,
  dayGroupLabels,
  type FaqItem,
  fees,
  formatPriceRange,
  type GalleryItem,
  type Job,
  legacyServiceSlugs,
  type LocationRecord as Location,
  type Page,
  promotion,
  searchKindLabels,
  type SearchResults,
  type Service,
  type ServiceDetail,
  serviceFacts,
  type ServiceIcon,
  services as serviceFactsList,
  type ServiceSlug,
  social,
  type TeamMember,
  type Testimonial,
} from '@klinik/clinic';
import {
  footerQuickLinks,
  footerServiceLinks,
  legalLinks,
  mainNav,
} from '@klinik/clinic/navigation';
import { formatHoursRows } from '../sections/locations/business-hours';

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
  contact: { phone: contact.phone, email: contact.email },
  social,
  navItems: mainNav,
  currentPath: '/',
  cta: { label: 'Konsultasi Gratis', href: chatUrl(contact.whatsapp, consultationMessage) },
};

export const footerArgs = {
  siteName: clinic.name,
  description: clinic.description,
  quickLinks: footerQuickLinks,
  serviceLinks: footerServiceLinks,
  legalLinks,
  contact: {
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    whatsapp: contact.whatsapp,
  },
  hours: businessHours,
  social,
  year: 2025,
};

export const sampleFaqs: FaqItem[] = [
  {
    id: 1,
    category: null,
    isActive: true,
    order: 1,
    question: 'Apakah perlu rujukan dokter untuk fisioterapi?',
    answer:
      'Tidak wajib. Anda bisa langsung datang atau konsultasi gratis melalui WhatsApp; fisioterapis kami akan melakukan asesmen awal dan merujuk ke dokter bila diperlukan.',
  },
  {
    id: 2,
    category: null,
    isActive: true,
    order: 2,
    question: 'Berapa biaya satu sesi fisioterapi?',
    answer: `Sesi reguler ${formatPriceRange(fees.regularSession)}, tergantung jenis terapi dan durasinya. Paket beberapa sesi mendapat potongan ${fees.packageDiscountPercent.min}-${fees.packageDiscountPercent.max}%.`,
  },
  {
    id: 3,
    category: null,
    isActive: true,
    order: 3,
    question: 'Berapa lama satu sesi terapi?',
    answer: `Umumnya ${at(serviceFactsList, 0).duration}, termasuk asesmen, terapi dan latihan yang bisa dilanjutkan di rumah.`,
  },
  {
    id: 4,
    category: null,
    isActive: true,
    order: 4,
    question: 'Apakah tersedia layanan fisioterapi di rumah?',
    answer: 'Ya. Fisioterapis kami datang ke rumah Anda dengan peralatan terapi yang diperlukan.',
  },
  {
    id: 5,
    category: null,
    isActive: true,
    order: 5,
    question: 'Apa yang perlu dibawa saat kunjungan pertama?',
    answer:
      'Bawa hasil pemeriksaan sebelumnya (rontgen, MRI atau surat dokter) bila ada, dan kenakan pakaian yang nyaman untuk bergerak.',
  },
];

export const longFaq: FaqItem = {
  id: 99,
  category: null,
  isActive: true,
  order: 99,
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

/** As the API serves a body: sanitized, each h2 and h3 with the id of its text. */
const articleContent = (topic: string, count: number) =>
  `<p>${topic} adalah keluhan yang sering kami temui di klinik.</p><h2 id="penyebab">Penyebab</h2>${paragraphs(topic, count)}<h3 id="latihan-yang-dianjurkan">Latihan yang dianjurkan</h3><ul><li>Peregangan ringan 10 menit</li><li>Penguatan otot inti</li><li>Istirahat cukup</li></ul><blockquote>Segera periksakan diri bila nyeri disertai bengkak hebat atau mati rasa.</blockquote><p>Baca juga <a href="/layanan">layanan kami</a>.</p>`;

/** The three therapists shaped like the API's team. */
export const sampleTeam: TeamMember[] = [
  {
    id: 1,
    name: 'Rina Kusumawati, S.Ft., Physio',
    role: 'Kepala Fisioterapis, Fisioterapi Olahraga',
    experience: `${claims.years} tahun`,
    job_title: 'Kepala Fisioterapis',
    credentials: 'Sarjana Fisioterapi (S.Ft.), Profesi Fisioterapis (Physio)',
    description:
      'Menangani cedera olahraga sejak awal kariernya, dari pelari rekreasi hingga atlet daerah.',
  },
  {
    id: 2,
    name: 'Dimas Pratama, S.Tr.Kes., M.Fis.',
    role: 'Fisioterapis Geriatri dan Neurologi',
    experience: '10 tahun',
    job_title: 'Fisioterapis Senior',
    credentials: 'Sarjana Terapan Kesehatan (S.Tr.Kes.), Magister Fisioterapi (M.Fis.)',
    description: 'Berpengalaman di rehabilitasi pascastroke dan fisioterapi lansia.',
  },
  {
    id: 3,
    name: 'Laras Anindita, S.Ft., Physio',
    role: 'Fisioterapis Pediatrik',
    experience: '7 tahun',
    job_title: 'Fisioterapis Pediatrik',
    credentials: 'Sarjana Fisioterapi (S.Ft.), Profesi Fisioterapis (Physio)',
    description: 'Menangani bayi dan anak dengan keterlambatan perkembangan motorik.',
  },
];

/** Sources the sample articles cite, as the API's references (real, citable works). */
export const sampleReferences: Article['references'] = [
  {
    kind: 'guideline',
    authors: 'World Health Organization',
    title: 'WHO guidelines on physical activity and sedentary behaviour',
    source: 'World Health Organization',
    year: 2020,
    doi: null,
    url: 'https://www.who.int/publications/i/item/9789240015128',
  },
  {
    kind: 'textbook',
    authors: 'Kisner C, Colby LA, Borstad J',
    title: 'Therapeutic Exercise: Foundations and Techniques, 7th edition',
    source: 'F.A. Davis',
    year: 2017,
    doi: null,
    url: null,
  },
];

type ArticleDraft = Omit<Article, 'updated_at' | 'reviewed_by' | 'reviewed_at' | 'references'>;

/**
 * An article as the API answers it: reviewed by a therapist who did not write it (the head
 * therapist, or the senior one for her own articles) a week after publication, citing the sample
 * references.
 */
function reviewed(article: ArticleDraft): Article {
  const reviewer = article.author.startsWith('Rina') ? 1 : 0;
  const { id, name, job_title, credentials } = at(sampleTeam, reviewer);
  const published = article.published_at.slice(0, 10);
  return {
    ...article,
    updated_at: article.published_at,
    reviewed_by: { id, name, job_title, credentials },
    reviewed_at: new Date(Date.parse(published) + 7 * 86_400_000).toISOString().slice(0, 10),
    references: sampleReferences,
  };
}

/** Eight articles, newest first; authors carry titles after a comma like the API sends. */
export const sampleArticles: Article[] = (
  [
    {
      id: 1,
      slug: 'cedera-acl-pada-pemain-futsal',
      title: 'Cedera ACL pada Pemain Futsal: Kenali Gejala dan Pemulihannya',
      excerpt:
        'Robekan ligamen lutut sering dialami pemain futsal. Kenali gejalanya dan tahapan fisioterapi setelah cedera.',
      content: articleContent('Cedera ACL', 8),
      reading_time: 2,
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
      reading_time: 1,
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
      reading_time: 1,
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
      reading_time: 1,
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
      reading_time: 1,
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
      reading_time: 1,
      author: 'Dewi Lestari, S.Ft., M.Fis',
      published_at: '2025-01-15T08:00:00+07:00',
      view_count: 389,
      is_featured: false,
      meta_keywords: 'postur, kerja, leher, bahu',
      category: articleCategories.posture,
    },
  ] satisfies ArticleDraft[]
).map(reviewed);

/**
 * An article long enough for a table of contents (three sections), revised after publication,
 * as the article page shows it.
 */
export const sectionedArticle: Article = {
  ...at(sampleArticles, 0),
  updated_at: '2025-09-02T10:00:00+07:00',
  content: `<p>Cedera ACL adalah keluhan yang sering kami temui di klinik.</p><h2 id="penyebab">Penyebab</h2>${paragraphs('Cedera ACL', 2)}<h2 id="tahapan-pemulihan">Tahapan pemulihan</h2>${paragraphs('Pemulihan ACL', 2)}<h2 id="kapan-harus-ke-fisioterapis">Kapan harus ke fisioterapis?</h2><p>Segera periksakan diri bila lutut terasa goyah, bengkak, atau tidak bisa diluruskan.</p>`,
};

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
    slug: branch.value,
    name: `${clinic.shortName} ${branch.label}`,
    description: branchCopy[branch.value].description,
    address: facts.address,
    phone: facts.phone,
    email: facts.email,
    operating_hours: hoursLine,
    business_hours: businessHours,
    facilities: branchCopy[branch.value].facilities,
    latitude: facts.latitude,
    longitude: facts.longitude,
    is_main_location: facts.isMain,
  };
});

/** Stands in for the map in stories and tests: no request leaves the machine. */
export const mapPlaceholder =
  '<!doctype html><html lang="id"><title>Peta</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#e8f3fb;font:14px sans-serif;color:#4a5b6b">Peta lokasi</body></html>';

/** The site's own picture of a photo: Storybook serves apps/site/public (staticDirs). */
function galleryImage(slug: string): string {
  return `/images/gallery/${slug}.svg`;
}

/** Eighteen photos shaped like the API's gallery items, four of them featured. */
export const sampleGallery: GalleryItem[] = [
  {
    id: 1,
    slug: 'ruang-tunggu-kiaracondong',
    title: 'Ruang Tunggu Klinik Kiaracondong',
    description:
      'Ruang tunggu yang sejuk dan terang di klinik utama, dengan area bermain kecil untuk anak.',
    category: 'clinic',
    image_url: galleryImage('ruang-tunggu-kiaracondong'),
    taken_at: '2025-02-14',
    views: 1240,
    likes: 86,
    is_featured: true,
    tags: ['kiaracondong', 'ruang tunggu', 'fasilitas'],
  },
  {
    id: 2,
    slug: 'ruang-terapi-individu',
    title: 'Ruang Terapi Individu',
    description:
      'Setiap pasien menjalani asesmen dan terapi di ruang tersendiri agar nyaman dan privasinya terjaga.',
    category: 'clinic',
    image_url: galleryImage('ruang-terapi-individu'),
    taken_at: '2025-02-14',
    views: 860,
    likes: 54,
    is_featured: false,
    tags: ['ruang terapi', 'privasi', 'fasilitas'],
  },
  {
    id: 3,
    slug: 'cabang-sumur-bandung',
    title: 'Cabang Sumur Bandung',
    description: 'Tampak depan cabang di pusat kota, dekat kawasan perkantoran Jalan Sunda.',
    category: 'clinic',
    image_url: galleryImage('cabang-sumur-bandung'),
    taken_at: '2025-06-03',
    views: 634,
    likes: 31,
    is_featured: false,
    tags: ['sumur bandung', 'cabang'],
  },
  {
    id: 4,
    slug: 'cabang-mhorfitness-istana-plaza',
    title: 'Cabang MhorFitness Istana Plaza',
    description: 'Ruang terapi di dalam pusat kebugaran, bersebelahan dengan area latihan.',
    category: 'clinic',
    image_url: galleryImage('cabang-mhorfitness-istana-plaza'),
    taken_at: '2025-09-22',
    views: 712,
    likes: 45,
    is_featured: false,
    tags: ['istana plaza', 'mhorfitness', 'cabang'],
  },
  {
    id: 5,
    slug: 'latihan-keseimbangan-pasca-cedera-lutut',
    title: 'Latihan Keseimbangan setelah Cedera Lutut',
    description:
      'Pasien berlatih berdiri satu kaki di atas bantalan keseimbangan dengan pendampingan fisioterapis.',
    category: 'therapy',
    image_url: galleryImage('latihan-keseimbangan-pasca-cedera-lutut'),
    taken_at: '2025-04-09',
    views: 1530,
    likes: 112,
    is_featured: true,
    tags: ['rehabilitasi', 'lutut', 'keseimbangan', 'cedera olahraga'],
  },
  {
    id: 6,
    slug: 'terapi-manual-bahu',
    title: 'Terapi Manual pada Bahu',
    description: 'Mobilisasi sendi bahu untuk membantu mengembalikan lingkup gerak yang terbatas.',
    category: 'therapy',
    image_url: galleryImage('terapi-manual-bahu'),
    taken_at: '2025-05-17',
    views: 948,
    likes: 63,
    is_featured: false,
    tags: ['terapi manual', 'bahu', 'mobilisasi'],
  },
  {
    id: 7,
    slug: 'terapi-bermain-anak',
    title: 'Terapi Sambil Bermain',
    description:
      'Latihan merangkak dan meraih mainan yang dikemas sebagai permainan dalam sesi fisioterapi anak.',
    category: 'therapy',
    image_url: galleryImage('terapi-bermain-anak'),
    taken_at: '2025-07-08',
    views: 1105,
    likes: 97,
    is_featured: true,
    tags: ['anak', 'pediatrik', 'motorik', 'bermain'],
  },
  {
    id: 8,
    slug: 'latihan-berjalan-lansia',
    title: 'Latihan Berjalan bersama Lansia',
    description:
      'Latihan berjalan dengan alat bantu untuk melatih keseimbangan dan kepercayaan diri.',
    category: 'therapy',
    image_url: galleryImage('latihan-berjalan-lansia'),
    taken_at: '2025-08-12',
    views: 689,
    likes: 48,
    is_featured: false,
    tags: ['lansia', 'geriatri', 'keseimbangan', 'berjalan'],
  },
  {
    id: 9,
    slug: 'sesi-homecare-pascastroke',
    title: 'Sesi Homecare Pascastroke',
    description:
      'Fisioterapis melatih pasien berpindah dari tempat tidur ke kursi di rumahnya, didampingi keluarga.',
    category: 'therapy',
    image_url: galleryImage('sesi-homecare-pascastroke'),
    taken_at: '2025-10-01',
    views: 823,
    likes: 71,
    is_featured: false,
    tags: ['homecare', 'stroke', 'keluarga'],
  },
  {
    id: 10,
    slug: 'seminar-pencegahan-cedera-lari',
    title: 'Seminar Pencegahan Cedera Lari',
    description: 'Edukasi pemanasan dan pengaturan beban latihan bersama komunitas lari Bandung.',
    category: 'events',
    image_url: galleryImage('seminar-pencegahan-cedera-lari'),
    taken_at: '2025-03-23',
    views: 1012,
    likes: 88,
    is_featured: false,
    tags: ['seminar', 'lari', 'pencegahan cedera', 'komunitas'],
  },
  {
    id: 11,
    slug: 'pemeriksaan-postur-car-free-day',
    title: 'Pemeriksaan Postur di Car Free Day',
    description:
      'Pemeriksaan postur dan konsultasi singkat tanpa biaya di car free day Jalan Dago.',
    category: 'events',
    image_url: galleryImage('pemeriksaan-postur-car-free-day'),
    taken_at: '2025-08-17',
    views: 1378,
    likes: 104,
    is_featured: true,
    tags: ['car free day', 'postur', 'edukasi', 'komunitas'],
  },
  {
    id: 12,
    slug: 'senam-lansia-bersama',
    title: 'Senam Keseimbangan Lansia',
    description:
      'Senam keseimbangan bersama kelompok lansia di Kiaracondong dalam rangka Hari Lanjut Usia.',
    category: 'events',
    image_url: galleryImage('senam-lansia-bersama'),
    taken_at: '2025-05-29',
    views: 566,
    likes: 52,
    is_featured: false,
    tags: ['lansia', 'senam', 'keseimbangan', 'komunitas'],
  },
  {
    id: 13,
    slug: 'tim-fisioterapis',
    title: 'Tim Fisioterapis Kami',
    description: 'Tim fisioterapis dari ketiga cabang dalam pertemuan rutin pembahasan kasus.',
    category: 'team',
    image_url: galleryImage('tim-fisioterapis'),
    taken_at: '2025-01-11',
    views: 902,
    likes: 77,
    is_featured: false,
    tags: ['tim', 'fisioterapis'],
  },
  {
    id: 14,
    slug: 'pelatihan-internal-terapis',
    title: 'Pelatihan Internal Terapis',
    description:
      'Pelatihan berkala tentang asesmen dan latihan terapeutik terbaru untuk seluruh terapis.',
    category: 'team',
    image_url: galleryImage('pelatihan-internal-terapis'),
    taken_at: '2025-06-21',
    views: 455,
    likes: 29,
    is_featured: false,
    tags: ['pelatihan', 'tim', 'pengembangan'],
  },
  {
    id: 15,
    slug: 'tim-homecare',
    title: 'Tim Homecare Siap Berangkat',
    description:
      'Fisioterapis homecare menyiapkan peralatan portabel sebelum kunjungan ke rumah pasien.',
    category: 'team',
    image_url: galleryImage('tim-homecare'),
    taken_at: '2025-09-05',
    views: 518,
    likes: 40,
    is_featured: false,
    tags: ['homecare', 'tim', 'peralatan portabel'],
  },
  {
    id: 16,
    slug: 'peralatan-ultrasound-terapi',
    title: 'Peralatan Ultrasound Terapi',
    description: 'Ultrasound terapi yang digunakan sesuai indikasi sebagai pendamping latihan.',
    category: 'equipment',
    image_url: galleryImage('peralatan-ultrasound-terapi'),
    taken_at: '2025-02-20',
    views: 421,
    likes: 22,
    is_featured: false,
    tags: ['ultrasound', 'elektroterapi', 'peralatan'],
  },
  {
    id: 17,
    slug: 'area-latihan-rehabilitasi',
    title: 'Area Latihan Rehabilitasi',
    description:
      'Area latihan dengan palang sejajar, tangga latihan, dan beban ringan untuk latihan penguatan.',
    category: 'equipment',
    image_url: galleryImage('area-latihan-rehabilitasi'),
    taken_at: '2025-02-20',
    views: 774,
    likes: 58,
    is_featured: false,
    tags: ['area latihan', 'rehabilitasi', 'peralatan'],
  },
  {
    id: 18,
    slug: 'alat-tes-kekuatan',
    title: 'Alat Tes Kekuatan Otot',
    description:
      'Alat ukur kekuatan otot untuk menilai kesiapan kembali berolahraga secara terukur.',
    category: 'equipment',
    image_url: galleryImage('alat-tes-kekuatan'),
    taken_at: '2025-09-22',
    views: 392,
    likes: 25,
    is_featured: false,
    tags: ['tes kekuatan', 'return to sport', 'peralatan'],
  },
];

export const longTextGalleryItem: GalleryItem = {
  ...at(sampleGallery, 5),
  id: 99,
  slug: 'terapi-manual-bahu-pasca-dislokasi',
  title:
    'Terapi Manual dan Latihan Stabilisasi Bahu Pasca Dislokasi Berulang pada Atlet Bola Voli Putri',
  description:
    'Fisioterapis melakukan mobilisasi sendi bahu dengan lembut, lalu mengajarkan latihan stabilisasi otot rotator cuff yang bisa dilanjutkan di rumah agar bahu tidak mudah bergeser lagi.',
  views: 1234567,
  likes: 98765,
  tags: ['terapi manual', 'bahu', 'dislokasi', 'bola voli', 'stabilisasi', 'rotator cuff'],
};

/** Eight openings: two featured, every department, location and employment type. */
export const sampleJobs: Job[] = [
  {
    id: 1,
    slug: 'fisioterapis-olahraga',
    title: 'Fisioterapis Olahraga',
    department: 'clinical',
    location: 'kiaracondong',
    type: 'full-time',
    experience: 'Minimal 2 tahun',
    salary: 'Rp 6.000.000 - 9.000.000 / bulan',
    description:
      'Menangani pasien cedera olahraga, dari asesmen sampai program latihan kembali berolahraga.',
    requirements: [
      'S1 atau D3 Fisioterapi',
      'STR dan SIP aktif',
      'Berpengalaman menangani cedera lutut, bahu dan pergelangan kaki',
    ],
    benefits: ['BPJS Kesehatan & Ketenagakerjaan', 'Insentif per sesi', 'Pelatihan rutin'],
    posted_at: '2025-03-01',
    deadline: '2025-04-30',
    is_featured: true,
  },
  {
    id: 2,
    slug: 'fisioterapis-homecare',
    title: 'Fisioterapis Homecare',
    department: 'clinical',
    location: 'homecare',
    type: 'full-time',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 5.500.000 - 8.000.000 / bulan',
    description:
      'Mengunjungi pasien pascastroke dan lansia di rumah, serta melatih keluarga mendampingi latihan.',
    requirements: ['D3 atau S1 Fisioterapi', 'STR aktif', 'Memiliki SIM C dan sepeda motor'],
    benefits: ['Tunjangan transportasi', 'BPJS Kesehatan & Ketenagakerjaan'],
    posted_at: '2025-03-05',
    deadline: '2025-05-05',
    is_featured: true,
  },
  {
    id: 3,
    slug: 'fisioterapis-anak',
    title: 'Fisioterapis Anak',
    department: 'clinical',
    location: 'sumur-bandung',
    type: 'part-time',
    experience: 'Minimal 1 tahun di tumbuh kembang anak',
    salary: 'Rp 150.000 - 200.000 / sesi',
    description: 'Menjalankan terapi tumbuh kembang anak bersama orang tua, tiga hari seminggu.',
    requirements: ['S1 Fisioterapi', 'STR aktif', 'Sabar dan senang bekerja dengan anak'],
    benefits: ['Jadwal fleksibel', 'Pelatihan pediatrik'],
    posted_at: '2025-03-10',
    deadline: '2025-04-20',
    is_featured: false,
  },
  {
    id: 4,
    slug: 'resepsionis-klinik',
    title: 'Resepsionis Klinik',
    department: 'admin',
    location: 'mhorfitness',
    type: 'full-time',
    experience: 'Lulusan baru dipersilakan',
    salary: 'Rp 3.800.000 - 4.500.000 / bulan',
    description: 'Menyambut pasien, mengatur jadwal terapi dan menjawab pertanyaan lewat WhatsApp.',
    requirements: ['Minimal SMA/SMK', 'Ramah dan rapi', 'Terbiasa memakai komputer'],
    benefits: ['BPJS Kesehatan & Ketenagakerjaan', 'Seragam'],
    posted_at: '2025-02-24',
    deadline: '2025-04-15',
    is_featured: false,
  },
  {
    id: 5,
    slug: 'content-creator-kesehatan',
    title: 'Content Creator Kesehatan',
    department: 'marketing',
    location: 'remote',
    type: 'contract',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 4.000.000 - 6.000.000 / bulan',
    description:
      'Membuat konten edukasi fisioterapi untuk Instagram dan YouTube bersama tim terapis.',
    requirements: ['Portofolio konten media sosial', 'Mampu menyunting video pendek'],
    benefits: ['Bekerja dari rumah', 'Kontrak 12 bulan, dapat diperpanjang'],
    posted_at: '2025-03-12',
    deadline: '2025-04-12',
    is_featured: false,
  },
  {
    id: 6,
    slug: 'staf-it-support',
    title: 'Staf IT Support',
    department: 'it',
    location: 'kiaracondong',
    type: 'contract',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 4.500.000 - 6.000.000 / bulan',
    description: 'Merawat komputer, jaringan dan sistem rekam medis elektronik di tiga cabang.',
    requirements: ['D3 atau S1 Teknik Informatika', 'Memahami jaringan dan printer'],
    benefits: ['BPJS Kesehatan & Ketenagakerjaan', 'Tunjangan transportasi antarcabang'],
    posted_at: '2025-03-03',
    deadline: '2025-04-30',
    is_featured: false,
  },
  {
    id: 7,
    slug: 'staf-rekrutmen',
    title: 'Staf Rekrutmen & Pengembangan SDM',
    department: 'hr',
    location: 'kiaracondong',
    type: 'full-time',
    experience: 'Minimal 2 tahun',
    salary: 'Rp 5.000.000 - 6.500.000 / bulan',
    description: 'Merekrut terapis dan staf, serta menyusun jadwal pelatihan internal.',
    requirements: ['S1 Psikologi atau Manajemen SDM', 'Berpengalaman merekrut tenaga kesehatan'],
    benefits: ['BPJS Kesehatan & Ketenagakerjaan', 'Cuti tahunan 12 hari'],
    posted_at: '2025-02-28',
    deadline: '2025-04-28',
    is_featured: false,
  },
  {
    id: 8,
    slug: 'magang-fisioterapi',
    title: 'Magang Fisioterapi',
    department: 'clinical',
    location: 'kiaracondong',
    type: 'internship',
    experience: 'Mahasiswa tingkat akhir',
    salary: 'Uang saku Rp 1.500.000 / bulan',
    description: 'Belajar langsung dari fisioterapis senior selama tiga bulan di klinik utama.',
    requirements: ['Mahasiswa D3/S1 Fisioterapi semester akhir', 'Surat pengantar kampus'],
    benefits: ['Sertifikat magang', 'Mentor pendamping'],
    posted_at: '2025-03-15',
    deadline: '2025-05-15',
    is_featured: false,
  },
];

export const longTextJob: Job = {
  ...at(sampleJobs, 0),
  id: 99,
  slug: 'koordinator-rehabilitasi-ortopedi',
  title: 'Koordinator Program Rehabilitasi Pasca Operasi Ortopedi dan Tulang Belakang',
  experience: 'Minimal 5 tahun, termasuk 2 tahun memimpin tim fisioterapis',
  salary: 'Rp 12.000.000 - 18.000.000 / bulan, belum termasuk insentif kinerja',
  description:
    'Memimpin tim fisioterapis, menyusun standar asesmen, berkoordinasi dengan dokter bedah rekanan, dan memantau kemajuan pasien rehabilitasi pasca operasi lutut, pinggul dan tulang belakang di tiga cabang klinik.',
  requirements: [
    'S1 Fisioterapi dan Profesi Fisioterapis, diutamakan S2 Fisioterapi atau Ilmu Keolahragaan',
    'STR dan SIP aktif serta sertifikat pelatihan rehabilitasi ortopedi',
    'Berpengalaman menyusun protokol rehabilitasi pasca rekonstruksi ligamen lutut (ACL)',
    'Mampu membimbing terapis junior dan mahasiswa magang',
  ],
  benefits: [
    'BPJS Kesehatan & Ketenagakerjaan sejak hari pertama bekerja',
    'Anggaran pelatihan dan sertifikasi internasional setiap tahun',
    'Insentif kinerja per triwulan',
  ],
};

/** Patients' words shaped like the API's testimonials. */
export const sampleTestimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Andi Saputra',
    role: 'Pemain futsal amatir',
    content:
      'Setelah keseleo berulang, saya dilatih keseimbangan dan penguatan secara bertahap sampai siap kembali ke lapangan.',
    rating: 5,
  },
  {
    id: 2,
    name: 'Dewi Lestari',
    role: 'Karyawan swasta',
    content:
      'Nyeri punggung karena duduk lama sekarang jauh berkurang. Terapisnya menjelaskan penyebabnya dengan sabar.',
    rating: 5,
  },
  {
    id: 3,
    name: 'Yusuf Hidayat',
    role: 'Pensiunan guru',
    content: 'Setelah latihan keseimbangan, saya kembali berani jalan pagi sendiri.',
    rating: 4,
  },
];

/** The article categories as GET /categories?type=article answers them, with their counts. */
export const sampleArticleCategories: CategoryDetail[] = [
  articleCategories.injury,
  articleCategories.posture,
  articleCategories.elderly,
  articleCategories.kids,
].map((category) => ({
  ...category,
  type: 'article',
  description: `Artikel seputar ${category.name.toLowerCase()}.`,
  articles_count: sampleArticles.filter((article) => article.category.id === category.id).length,
  services_count: 0,
}));

/** A legal page shaped like GET /pages/{slug}. */
export const sampleLegalPage: Page = {
  id: 1,
  slug: 'kebijakan-privasi',
  title: 'Kebijakan Privasi',
  excerpt: `Cara ${clinic.name} mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Anda.`,
  meta_title: `Kebijakan Privasi | ${clinic.name}`,
  meta_description: `Kebijakan privasi ${clinic.name}.`,
  updated_at: '2025-01-20',
  content:
    '<p><em>Terakhir diperbarui: 20 Januari 2025</em></p><p>Kami menghormati privasi setiap pasien dan pengunjung situs.</p><h2>Data yang kami kumpulkan</h2><ul><li><strong>Data identitas dan kontak:</strong> nama, alamat, nomor telepon, dan e-mail.</li><li><strong>Data kesehatan:</strong> keluhan, riwayat penyakit, dan catatan perkembangan.</li></ul><h2>Hak Anda</h2><p>Anda berhak meminta salinan data Anda kapan saja.</p>',
};

/** Newest first, then by title: the order the API's list answers in. */
const newestFirst = (a: GalleryItem, b: GalleryItem) =>
  b.taken_at.localeCompare(a.taken_at) || a.title.localeCompare(b.title, 'id');

/** 'Foto Unggulan' as GET /galleries?featured=true answers it. */
export const sampleFeaturedPhotos: GalleryItem[] = sampleGallery
  .filter((item) => item.is_featured)
  .sort(newestFirst);

/** The grid's photos as GET /galleries?featured=false answers them. */
export const sampleGridPhotos: GalleryItem[] = sampleGallery
  .filter((item) => !item.is_featured)
  .sort(newestFirst);

/** A search answer as the API gives it for "lutut": groups by kind, matched words marked. */
export const sampleSearchResults: SearchResults = {
  query: 'lutut',
  total: 7,
  groups: [
    {
      kind: 'article',
      label: searchKindLabels.article,
      total: 6,
      results: [
        {
          kind: 'article',
          title: 'Nyeri Lutut pada Pelari',
          title_marked: [
            { text: 'Nyeri ', mark: false },
            { text: 'Lutut', mark: true },
            { text: ' pada Pelari', mark: false },
          ],
          snippet: [
            { text: '…nyeri di sekitar tempurung ', mark: false },
            { text: 'lutut', mark: true },
            { text: ' yang muncul saat berlari menurun atau naik tangga…', mark: false },
          ],
          path: '/artikel/nyeri-lutut-pada-pelari',
        },
        {
          kind: 'article',
          title: 'Cedera ACL: Tahapan Rehabilitasi',
          title_marked: [{ text: 'Cedera ACL: Tahapan Rehabilitasi', mark: false }],
          snippet: [
            { text: '…ligamen di dalam sendi ', mark: false },
            { text: 'lutut', mark: true },
            { text: ' yang menjaga tulang kering tidak bergeser ke depan…', mark: false },
          ],
          path: '/artikel/cedera-acl-tahapan-rehabilitasi',
        },
      ],
    },
    {
      kind: 'service',
      label: searchKindLabels.service,
      total: 1,
      results: [
        {
          kind: 'service',
          title: 'Fisioterapi Olahraga',
          title_marked: [{ text: 'Fisioterapi Olahraga', mark: false }],
          snippet: [
            { text: '…pemulihan cedera ', mark: false },
            { text: 'lutut', mark: true },
            { text: ', pergelangan kaki, dan bahu pada atlet…', mark: false },
          ],
          path: '/layanan/rehab-recovery',
        },
      ],
    },
  ],
};
