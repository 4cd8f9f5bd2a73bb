import { factsText } from './facts';
import type { ServiceContent } from './types';

const { price, duration } = factsText('sport-science');

export const sportScience: ServiceContent = {
  icon: 'dumbbell',
  category: 'olahraga-cedera',
  featured: true,
  shortDesc:
    'Konsultasi latihan dan nutrisi berbasis hasil tes untuk meningkatkan performa dan kebugaran.',
  description:
    'Layanan konsultasi yang memadukan evaluasi kebugaran, perencanaan latihan, dan pengaturan nutrisi olahraga. Cocok untuk atlet, penghobi olahraga, maupun Anda yang ingin mulai berolahraga dengan aman.',
  fullDescription: [
    'Performa olahraga dipengaruhi banyak hal: kapasitas fisik, pola latihan, kualitas istirahat, dan asupan makanan. Pada sesi konsultasi, tim kami mengevaluasi komposisi tubuh, kebugaran jantung dan paru, kekuatan, serta kelenturan, sekaligus meninjau kebiasaan makan dan latihan Anda saat ini.',
    'Dari hasil evaluasi tersebut disusun program latihan bertahap dan rekomendasi nutrisi yang realistis sesuai tujuan Anda, baik untuk persiapan kompetisi, menurunkan berat badan, maupun menjaga kebugaran. Program ditinjau ulang secara berkala agar tetap sesuai dengan perkembangan dan jadwal Anda.',
  ].join('\n\n'),
  features: [
    'Evaluasi kebugaran dan komposisi tubuh',
    'Tes kekuatan, daya tahan, dan kelenturan',
    'Program latihan personal yang bertahap',
    'Rekomendasi nutrisi dan hidrasi untuk olahraga',
    'Panduan pemanasan, pendinginan, dan pemulihan',
    'Evaluasi ulang berkala untuk memantau kemajuan',
  ],
  benefits: [
    'Latihan lebih terarah sesuai tujuan dan kemampuan',
    'Pola makan mendukung energi saat latihan dan pemulihan sesudahnya',
    'Risiko cedera akibat latihan berlebihan dapat dikurangi',
    'Kemajuan terpantau melalui data yang terukur',
  ],
  process: [
    'Wawancara Awal - Membahas tujuan, riwayat kesehatan, pola latihan, dan kebiasaan makan',
    'Tes dan Pengukuran - Pengukuran komposisi tubuh serta tes kebugaran sesuai kondisi Anda',
    'Penyusunan Program - Program latihan dan rekomendasi nutrisi disusun dari hasil tes',
    'Pendampingan - Penjelasan teknik latihan dan penyesuaian program bila diperlukan',
    'Evaluasi Berkala - Tes ulang untuk mengukur kemajuan dan memperbarui target',
  ],
  includes: [
    'Sesi konsultasi tatap muka',
    'Laporan hasil tes kebugaran dan komposisi tubuh',
    'Program latihan tertulis',
    'Panduan nutrisi dan contoh menu harian',
    'Tanya jawab lanjutan melalui WhatsApp',
  ],
  faqs: [
    {
      question: 'Apakah layanan ini hanya untuk atlet?',
      answer:
        'Tidak. Layanan ini juga untuk pekerja kantoran, pemula, maupun lansia yang ingin berolahraga dengan aman. Program selalu disesuaikan dengan kondisi dan tujuan masing-masing.',
    },
    {
      question: 'Apakah saya akan diberi diet yang ketat?',
      answer:
        'Tidak. Rekomendasi nutrisi disusun agar realistis dijalankan sehari-hari. Bila Anda memiliki kondisi medis seperti diabetes atau penyakit ginjal, kami menyarankan agar pengaturan makan dikoordinasikan dengan dokter atau ahli gizi Anda.',
    },
    {
      question: 'Berapa biaya dan durasi sesi konsultasi?',
      answer: `Sesi konsultasi berlangsung ${duration} dengan biaya ${price}, bergantung pada tes yang dilakukan.`,
    },
  ],
};
