import { factsText } from './facts';
import type { ServiceContent } from './types';

const { price, duration } = factsText('edukasi-injury');

export const edukasiInjury: ServiceContent = {
  icon: 'graduation-cap',
  category: 'olahraga-cedera',
  featured: true,
  shortDesc:
    'Sport massage dan akupunktur untuk pemulihan otot, dilengkapi edukasi pencegahan cedera.',
  description:
    'Layanan untuk mengurangi ketegangan otot, membantu pemulihan setelah latihan atau pertandingan, dan meredakan nyeri otot. Setiap sesi disertai edukasi pencegahan cedera agar keluhan serupa tidak mudah berulang.',
  fullDescription: [
    'Sport massage adalah pijat dengan teknik khusus yang ditujukan pada otot-otot yang banyak bekerja saat berolahraga. Teknik ini membantu mengurangi rasa kaku dan pegal serta membuat tubuh lebih rileks setelah latihan berat. Akupunktur dilakukan oleh terapis bersertifikat dengan jarum steril sekali pakai, sebagai pendamping untuk membantu meredakan nyeri otot dan sendi.',
    'Karena banyak cedera berawal dari kebiasaan yang keliru, layanan ini juga mencakup edukasi pencegahan cedera: cara pemanasan dan pendinginan, pengaturan beban latihan, latihan penguatan sederhana, serta cara mengenali tanda awal cedera. Sebelum tindakan, terapis melakukan skrining untuk memastikan massage atau akupunktur aman bagi kondisi Anda.',
  ].join('\n\n'),
  features: [
    'Sport massage sebelum atau sesudah latihan dan pertandingan',
    'Akupunktur dengan jarum steril sekali pakai',
    'Pelepasan titik picu (trigger point) pada otot yang tegang',
    'Peregangan dengan bantuan terapis',
    'Edukasi pencegahan cedera dan pengaturan beban latihan',
    'Skrining keamanan sebelum tindakan',
  ],
  benefits: [
    'Otot terasa lebih rileks dan tidak kaku',
    'Membantu pemulihan setelah latihan berat',
    'Membantu meredakan nyeri otot dan sendi',
    'Memahami cara mencegah cedera saat berolahraga',
  ],
  process: [
    'Skrining Awal - Menanyakan keluhan, riwayat kesehatan, dan hal yang membuat tindakan perlu ditunda',
    'Pemeriksaan Otot - Menilai area yang tegang, titik nyeri, dan kelenturan',
    'Tindakan - Sport massage, akupunktur, atau kombinasi keduanya sesuai kebutuhan',
    'Edukasi - Latihan peregangan, pemanasan, dan tips pencegahan cedera untuk dilakukan mandiri',
  ],
  includes: [
    'Skrining keamanan sebelum tindakan',
    'Sesi sport massage atau akupunktur',
    'Jarum akupunktur steril sekali pakai',
    'Materi edukasi pencegahan cedera',
    'Program peregangan mandiri',
  ],
  faqs: [
    {
      question: 'Apakah akupunktur terasa sakit?',
      answer:
        'Umumnya hanya terasa seperti cubitan kecil saat jarum masuk, lalu sensasi pegal atau hangat di sekitar titik tusukan. Terapis akan menyesuaikan tindakan bila Anda merasa tidak nyaman.',
    },
    {
      question: 'Siapa yang tidak dianjurkan menjalani sport massage atau akupunktur?',
      answer:
        'Tindakan perlu ditunda atau disesuaikan pada cedera baru dengan bengkak hebat, luka terbuka, infeksi kulit, demam, gangguan pembekuan darah, serta pada kehamilan untuk titik akupunktur tertentu. Karena itu terapis selalu melakukan skrining terlebih dahulu.',
    },
    {
      question: 'Berapa biaya dan durasi satu sesi?',
      answer: `Satu sesi berlangsung ${duration} dengan biaya ${price}, bergantung pada tindakan yang dipilih.`,
    },
  ],
};
