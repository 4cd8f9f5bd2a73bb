import type Database from 'better-sqlite3';
import {
  branches,
  businessHours,
  contact,
  fees,
  formatPriceRange,
  policies,
  promotion,
  serviceFacts,
  services,
} from '@klinik/clinic';
import { formatHoursText } from '../src/content/hours';
import { joinList } from './pages/format';
import { idOf, prepareUpsert } from './upsert';

type FaqCategorySlug = 'umum' | 'biaya-pembayaran' | 'jadwal' | 'layanan';

const faqCategories: readonly { slug: FaqCategorySlug; name: string }[] = [
  { slug: 'umum', name: 'Umum' },
  { slug: 'layanan', name: 'Layanan' },
  { slug: 'biaya-pembayaran', name: 'Biaya & Pembayaran' },
  { slug: 'jadwal', name: 'Jadwal & Pembatalan' },
];

interface FaqSeed {
  key: string;
  category: FaqCategorySlug | null;
  question: string;
  answer: string;
}

const lowestPrice = Math.min(...services.map((service) => service.price.min));
const highestPrice = Math.max(...services.map((service) => service.price.max));
const homecare = serviceFacts('homecare');

/**
 * The general FAQ (home page, /layanan, /faq). Every price, number and hour is written from the
 * constants, so an answer cannot quote a price the clinic no longer charges.
 */
const faqSeeds: readonly FaqSeed[] = [
  {
    key: 'rujukan-dokter',
    category: 'umum',
    question: 'Apakah saya memerlukan rujukan dokter untuk menjalani fisioterapi?',
    answer:
      'Tidak wajib. Anda dapat langsung datang untuk asesmen. Bila pemeriksaan menunjukkan kondisi yang perlu dievaluasi dokter, fisioterapis akan menyarankan Anda memeriksakan diri terlebih dahulu. Bila sudah memiliki surat rujukan atau hasil pemeriksaan, silakan bawa saat kunjungan pertama.',
  },
  {
    key: 'persiapan-kunjungan-pertama',
    category: 'umum',
    question: 'Apa yang perlu saya persiapkan untuk kunjungan pertama?',
    answer:
      'Bawa kartu identitas, daftar obat yang sedang dikonsumsi, serta hasil pemeriksaan seperti rontgen atau MRI bila ada. Kenakan pakaian yang longgar dan nyaman agar area yang dikeluhkan mudah diperiksa, dan datanglah sekitar 10 menit lebih awal untuk pendaftaran.',
  },
  {
    key: 'apakah-terasa-sakit',
    category: 'umum',
    question: 'Apakah fisioterapi terasa sakit?',
    answer:
      'Sebagian latihan dapat menimbulkan rasa tidak nyaman atau pegal ringan, terutama di awal program. Fisioterapis akan menyesuaikan intensitas dengan toleransi Anda. Sampaikan bila nyeri bertambah berat selama atau setelah terapi agar program dapat diubah.',
  },
  {
    key: 'biaya-sesi',
    category: 'biaya-pembayaran',
    question: 'Berapa biaya satu sesi fisioterapi?',
    answer: `Konsultasi pertama ${formatPriceRange(fees.firstConsultation)} dan sesi terapi reguler ${formatPriceRange(fees.regularSession)} per sesi. Biaya per layanan berkisar ${formatPriceRange({ min: lowestPrice, max: highestPrice })}, bergantung pada jenis layanan dan tindakan yang diperlukan. Rincian biaya disampaikan sebelum terapi dimulai.`,
  },
  {
    key: 'paket-dan-promo',
    category: 'biaya-pembayaran',
    question: 'Apakah ada paket atau potongan harga?',
    answer: `Ada. Paket beberapa sesi mendapat potongan ${fees.packageDiscountPercent.min}-${fees.packageDiscountPercent.max}% sesuai jumlah sesi. Pasien baru juga mendapat konsultasi gratis melalui WhatsApp dan potongan ${promotion.firstVisitDiscountPercent}% untuk kunjungan pertama.`,
  },
  {
    key: 'metode-pembayaran',
    category: 'biaya-pembayaran',
    question: 'Metode pembayaran apa saja yang diterima?',
    answer: `Kami menerima pembayaran dengan ${joinList(policies.paymentMethods)}.`,
  },
  {
    key: 'homecare',
    category: 'layanan',
    question: 'Apakah fisioterapis bisa datang ke rumah?',
    answer: `Bisa, melalui layanan ${homecare.name} untuk wilayah Kota Bandung dan sekitarnya. Biayanya ${formatPriceRange(homecare.price)} per kunjungan dengan durasi ${homecare.duration}. Hubungi kami terlebih dahulu untuk memastikan jadwal.`,
  },
  {
    key: 'anak-dan-lansia',
    category: 'layanan',
    question: 'Apakah klinik melayani anak-anak dan lansia?',
    answer: `Ya. ${serviceFacts('pediatric').name} menangani bayi dan anak dengan keterlambatan perkembangan gerak, sedangkan ${serviceFacts('geriatric').name} membantu lansia menjaga keseimbangan, kekuatan, dan kemandirian.`,
  },
  {
    key: 'jumlah-sesi',
    category: 'layanan',
    question: 'Berapa kali sesi yang saya butuhkan?',
    answer:
      'Jumlah sesi bergantung pada kondisi, tingkat keparahan, dan tujuan Anda. Perkiraan jumlah dan jadwal sesi dijelaskan setelah asesmen awal, lalu ditinjau ulang berdasarkan kemajuan Anda.',
  },
  {
    key: 'jam-buka',
    category: 'jadwal',
    question: 'Kapan jam buka klinik?',
    answer: `${formatHoursText(businessHours)}. Jadwal yang sama berlaku di ketiga lokasi kami: ${joinList(branches.map((branch) => branch.label))}.`,
  },
  {
    key: 'cara-membuat-janji',
    category: 'jadwal',
    question: 'Bagaimana cara membuat janji temu?',
    answer: `Kirim pesan WhatsApp ke ${contact.whatsapp} dengan menyebutkan nama, keluhan, dan cabang pilihan Anda. Tim kami akan membalas dalam ${promotion.replyWithin} untuk mengonfirmasi jadwal.`,
  },
  {
    key: 'pembatalan',
    category: 'jadwal',
    question: 'Bagaimana jika saya perlu membatalkan atau mengubah jadwal?',
    answer: `Pembatalan lebih dari ${policies.freeCancellationHours} jam sebelum jadwal mendapat pengembalian dana penuh atau penjadwalan ulang tanpa biaya. Pembatalan kurang dari ${policies.freeCancellationHours} jam dikenakan biaya ${policies.lateCancellationFeePercent}% dari biaya sesi, dan ketidakhadiran tanpa pemberitahuan tidak mendapat pengembalian dana.`,
  },
];

export function applyFaqs(db: Database.Database): number {
  const upsertCategory = prepareUpsert(db, {
    table: 'faq_categories',
    key: ['slug'],
    owned: ['name', 'sort_order'],
  });
  let changed = faqCategories.filter((category, index) =>
    upsertCategory({ slug: category.slug, name: category.name, sort_order: index + 1 }),
  ).length;

  const categoryIds = new Map(
    faqCategories.map((category) => [
      category.slug,
      idOf(db, 'faq_categories', 'slug', category.slug),
    ]),
  );
  const upsertFaq = prepareUpsert(db, {
    table: 'faqs',
    key: ['seed_key'],
    owned: ['question', 'answer', 'category_id', 'is_active', 'sort_order'],
  });
  faqSeeds.forEach((faq, index) => {
    const written = upsertFaq({
      seed_key: faq.key,
      question: faq.question,
      answer: faq.answer,
      category_id: faq.category ? (categoryIds.get(faq.category) ?? null) : null,
      is_active: 1,
      sort_order: index + 1,
    });
    if (written) changed += 1;
  });
  return changed;
}
