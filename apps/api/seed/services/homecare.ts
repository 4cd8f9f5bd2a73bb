import { factsText } from './facts';
import type { ServiceContent } from './types';

const { name, price, duration } = factsText('homecare');

export const homecare: ServiceContent = {
  icon: 'home',
  category: 'perawatan-di-rumah',
  featured: true,
  shortDesc: 'Fisioterapi di rumah Anda bagi pasien yang sulit datang ke klinik.',
  description:
    'Fisioterapis kami datang ke rumah untuk memberikan terapi bagi pasien pascastroke, pascaoperasi, lansia, atau pasien dengan keterbatasan gerak. Terapi dilakukan di lingkungan yang paling dikenal pasien, sehingga latihan lebih mudah diterapkan dalam aktivitas sehari-hari.',
  fullDescription: [
    `Tidak semua pasien mudah datang ke klinik, terutama setelah stroke, setelah operasi tulang dan sendi, atau ketika kondisi fisik sedang lemah. Melalui layanan ${name}, fisioterapis berkunjung ke rumah Anda di wilayah Bandung dengan membawa peralatan terapi portabel yang dibutuhkan.`,
    'Selain memberi terapi, fisioterapis menilai kondisi rumah, misalnya akses kamar mandi, tangga, dan tata letak perabot, lalu memberi saran agar pasien dapat bergerak lebih aman. Keluarga atau pendamping juga dilatih cara membantu latihan dan memindahkan pasien dengan benar, sehingga kemajuan tetap berlanjut di antara jadwal kunjungan.',
  ].join('\n\n'),
  features: [
    'Kunjungan fisioterapis ke rumah sesuai jadwal',
    'Rehabilitasi pascastroke dan gangguan saraf',
    'Pemulihan setelah operasi tulang dan sendi',
    'Latihan berjalan, keseimbangan, dan pencegahan jatuh',
    'Peralatan terapi portabel',
    'Edukasi keluarga dan pendamping pasien',
  ],
  benefits: [
    'Pasien tidak perlu menempuh perjalanan ke klinik',
    'Latihan langsung disesuaikan dengan kondisi rumah',
    'Keluarga lebih percaya diri mendampingi pasien',
    'Jadwal kunjungan lebih fleksibel',
    'Risiko jatuh di rumah dapat dikurangi',
  ],
  process: [
    'Konsultasi Awal - Menyampaikan kondisi pasien dan menentukan jadwal kunjungan melalui WhatsApp',
    'Asesmen di Rumah - Pemeriksaan kondisi pasien dan penilaian keamanan lingkungan rumah',
    'Sesi Terapi - Terapi dan latihan sesuai rencana yang telah disepakati',
    'Edukasi Keluarga - Pelatihan pendamping untuk membantu latihan dan mobilitas harian',
    'Evaluasi Berkala - Peninjauan kemajuan dan penyesuaian program terapi',
  ],
  includes: [
    'Kunjungan fisioterapis ke rumah',
    'Asesmen kondisi pasien dan lingkungan rumah',
    'Terapi dengan peralatan portabel',
    'Program latihan harian untuk pasien',
    'Laporan perkembangan untuk keluarga',
  ],
  faqs: [
    {
      question: 'Wilayah mana saja yang dilayani homecare?',
      answer:
        'Kami melayani kunjungan di wilayah Kota Bandung dan sekitarnya. Untuk alamat di luar kota, silakan hubungi kami terlebih dahulu agar ketersediaan jadwal dapat dipastikan.',
    },
    {
      question: 'Apakah keluarga perlu menyiapkan alat khusus?',
      answer:
        'Tidak perlu. Fisioterapis membawa peralatan portabel yang dibutuhkan. Keluarga cukup menyiapkan ruang yang lapang untuk bergerak serta, bila ada, hasil pemeriksaan atau surat dokter terakhir.',
    },
    {
      question: 'Berapa biaya satu kali kunjungan?',
      answer: `Biaya homecare ${price} per kunjungan dengan durasi ${duration}, bergantung pada kondisi pasien dan tindakan yang diperlukan.`,
    },
  ],
};
