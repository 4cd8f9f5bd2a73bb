import { factsText } from './facts';
import type { ServiceContent } from './types';

const { price, duration } = factsText('pediatric');

export const pediatric: ServiceContent = {
  icon: 'child',
  category: 'fisioterapi-khusus',
  featured: false,
  shortDesc:
    'Fisioterapi bagi bayi dan anak dengan keterlambatan perkembangan gerak atau gangguan saraf dan otot.',
  description:
    'Terapi untuk membantu bayi dan anak mencapai tahapan perkembangan motorik, seperti tengkurap, duduk, merangkak, dan berjalan. Sesi dikemas dalam bentuk permainan yang terarah sehingga anak tetap nyaman dan terlibat aktif.',
  fullDescription: [
    'Fisioterapi pediatrik menangani anak dengan keterlambatan perkembangan motorik, cerebral palsy, sindrom Down, tortikolis, kaki datar, maupun gangguan koordinasi. Fisioterapis menilai kekuatan dan tonus otot, keseimbangan, serta tahapan perkembangan anak dibandingkan dengan anak seusianya.',
    'Latihan dilakukan melalui permainan yang dirancang untuk melatih keterampilan tertentu, sehingga anak tidak merasa sedang diterapi. Orang tua dilibatkan di setiap sesi dan dibekali latihan sederhana untuk dilakukan di rumah, karena kemajuan anak sangat dipengaruhi oleh latihan yang konsisten setiap hari.',
  ].join('\n\n'),
  features: [
    'Asesmen tumbuh kembang motorik anak',
    'Terapi keterlambatan motorik kasar',
    'Penanganan cerebral palsy dan sindrom Down',
    'Latihan keseimbangan dan koordinasi',
    'Terapi berbasis permainan',
    'Pendampingan dan edukasi orang tua',
  ],
  benefits: [
    'Kemampuan motorik anak berkembang secara bertahap',
    'Anak lebih mandiri dalam aktivitas sehari-hari',
    'Orang tua memahami cara melatih anak di rumah',
    'Perkembangan anak terpantau secara berkala',
  ],
  process: [
    'Wawancara Orang Tua - Riwayat kehamilan, kelahiran, dan perkembangan anak',
    'Asesmen Motorik - Observasi dan tes perkembangan sesuai usia anak',
    'Rencana Terapi - Penetapan target yang realistis bersama orang tua',
    'Sesi Terapi - Latihan terarah melalui permainan',
    'Program Rumah - Latihan harian bersama orang tua dan evaluasi kemajuan berkala',
  ],
  includes: [
    'Asesmen perkembangan motorik',
    'Sesi terapi berbasis permainan',
    'Panduan latihan di rumah untuk orang tua',
    'Catatan perkembangan anak',
  ],
  faqs: [
    {
      question: 'Sejak usia berapa anak dapat menjalani fisioterapi?',
      answer:
        'Fisioterapi dapat dimulai sejak bayi, misalnya pada tortikolis atau keterlambatan tengkurap. Makin dini keterlambatan dikenali dan ditangani, makin baik kesempatan anak untuk mengejar tahapan perkembangannya.',
    },
    {
      question: 'Apakah orang tua boleh mendampingi saat terapi?',
      answer:
        'Boleh, bahkan dianjurkan. Kehadiran orang tua membuat anak lebih tenang sekaligus memudahkan orang tua mempelajari latihan yang perlu diulang di rumah.',
    },
    {
      question: 'Berapa biaya dan durasi satu sesi?',
      answer: `Satu sesi berlangsung ${duration} dengan biaya ${price}, bergantung pada kebutuhan terapi anak.`,
    },
  ],
};
