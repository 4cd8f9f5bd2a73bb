import { factsText } from './facts';
import type { ServiceContent } from './types';

const { price, duration } = factsText('geriatric');
const homecareName = factsText('homecare').name;

export const geriatric: ServiceContent = {
  icon: 'user-md',
  category: 'fisioterapi-khusus',
  featured: false,
  shortDesc:
    'Fisioterapi bagi lansia untuk menjaga kemampuan gerak, keseimbangan, dan kemandirian.',
  description:
    'Program latihan yang aman bagi lansia dengan nyeri sendi, osteoartritis, osteoporosis, gangguan keseimbangan, atau setelah stroke. Tujuannya membantu lansia tetap aktif dan mandiri dalam kegiatan sehari-hari.',
  fullDescription: [
    'Seiring bertambahnya usia, kekuatan otot, kelenturan, dan keseimbangan menurun sehingga risiko jatuh meningkat. Fisioterapi geriatri dimulai dengan pemeriksaan menyeluruh, termasuk tes keseimbangan dan kemampuan berjalan, dengan memperhatikan penyakit penyerta seperti hipertensi, diabetes, atau penyakit jantung.',
    'Program latihan disusun dengan intensitas yang naik bertahap dan aman, meliputi penguatan otot, latihan keseimbangan, latihan berjalan, serta latihan pernapasan bila diperlukan. Keluarga juga mendapat saran untuk membuat rumah lebih aman, misalnya pemasangan pegangan dan pencahayaan yang cukup, agar lansia dapat bergerak dengan lebih percaya diri.',
  ].join('\n\n'),
  features: [
    'Asesmen keseimbangan dan risiko jatuh',
    'Penanganan nyeri sendi dan osteoartritis',
    'Latihan penguatan otot yang aman untuk lansia',
    'Latihan berjalan dan penggunaan alat bantu jalan',
    'Latihan pernapasan dan daya tahan',
    'Edukasi keamanan rumah untuk keluarga',
  ],
  benefits: [
    'Keseimbangan membaik dan risiko jatuh berkurang',
    'Nyeri sendi lebih terkendali',
    'Lansia lebih mandiri dalam aktivitas sehari-hari',
    'Daya tahan dan kebugaran tetap terjaga',
    'Keluarga lebih tenang mendampingi lansia',
  ],
  process: [
    'Pemeriksaan Awal - Riwayat kesehatan, obat yang dikonsumsi, dan pemeriksaan tanda vital',
    'Tes Fungsional - Tes keseimbangan, kekuatan, dan kemampuan berjalan',
    'Program Latihan - Latihan bertahap yang disesuaikan dengan kondisi dan penyakit penyerta',
    'Edukasi Keluarga - Saran keamanan rumah dan cara mendampingi latihan',
    'Evaluasi Berkala - Tes ulang untuk memantau kemajuan dan menyesuaikan program',
  ],
  includes: [
    'Pemeriksaan tanda vital sebelum latihan',
    'Asesmen risiko jatuh',
    'Sesi latihan terapeutik',
    'Program latihan rumah yang sederhana',
    'Saran keamanan rumah untuk keluarga',
  ],
  faqs: [
    {
      question: 'Apakah latihan aman bagi lansia dengan hipertensi atau diabetes?',
      answer:
        'Umumnya aman bila dilakukan dengan intensitas yang tepat. Fisioterapis memeriksa tekanan darah sebelum latihan dan menyesuaikan program dengan kondisi Anda. Bila diperlukan, kami menyarankan konsultasi dengan dokter yang merawat.',
    },
    {
      question: 'Bisakah terapi dilakukan di rumah?',
      answer: `Bisa. Bagi lansia yang sulit bepergian, terapi dapat dilakukan melalui layanan ${homecareName}, dengan fisioterapis yang berkunjung ke rumah.`,
    },
    {
      question: 'Berapa biaya dan durasi satu sesi?',
      answer: `Satu sesi berlangsung ${duration} dengan biaya ${price}, bergantung pada program latihan yang dijalani.`,
    },
  ],
};
