import { factsText } from './facts';
import type { ServiceContent } from './types';

const { name, price, duration } = factsText('rehab-recovery');

export const rehabRecovery: ServiceContent = {
  icon: 'heart',
  category: 'olahraga-cedera',
  featured: true,
  shortDesc:
    'Pemulihan cedera olahraga yang terarah agar Anda dapat kembali berlatih dan bertanding dengan aman.',
  description:
    'Program fisioterapi bagi atlet maupun penghobi olahraga yang mengalami cedera otot, ligamen, atau sendi, termasuk pemulihan setelah operasi. Terapi disusun dari hasil pemeriksaan dan disesuaikan dengan tuntutan cabang olahraga Anda.',
  fullDescription: [
    `Cedera seperti keseleo pergelangan kaki, robekan ligamen lutut (ACL), nyeri bahu, hingga tendinopati sering membuat aktivitas olahraga terhenti. Pada layanan ${name}, fisioterapis melakukan asesmen menyeluruh terhadap keluhan, riwayat cedera, lingkup gerak sendi, kekuatan otot, dan pola gerak sebelum menyusun rencana terapi.`,
    'Terapi menggabungkan latihan terapeutik bertahap, terapi manual, dan modalitas fisioterapi sesuai kebutuhan, lalu dilanjutkan dengan latihan fungsional yang meniru gerakan olahraga Anda. Kemajuan dievaluasi secara berkala, sehingga keputusan untuk kembali berlatih dan bertanding diambil berdasarkan hasil tes, bukan perkiraan.',
  ].join('\n\n'),
  features: [
    'Asesmen cedera dan analisis pola gerak',
    'Rehabilitasi cedera ligamen, otot, dan tendon',
    'Program pemulihan pascaoperasi, misalnya rekonstruksi ACL',
    'Terapi manual dan mobilisasi sendi',
    'Latihan penguatan, keseimbangan, dan propriosepsi',
    'Tes kesiapan kembali berolahraga (return to sport)',
  ],
  benefits: [
    'Nyeri dan bengkak berkurang sehingga gerakan lebih nyaman',
    'Lingkup gerak sendi dan kekuatan otot pulih secara bertahap',
    'Risiko cedera berulang dapat ditekan dengan latihan yang tepat',
    'Target kembali berlatih lebih jelas dan terukur',
    'Program latihan rumah untuk menjaga hasil terapi',
  ],
  process: [
    'Asesmen Awal - Wawancara riwayat cedera, pemeriksaan fisik, dan tes fungsi gerak',
    'Rencana Terapi - Penetapan tujuan dan jadwal terapi sesuai tingkat cedera dan target olahraga',
    'Fase Pemulihan - Mengurangi nyeri dan bengkak serta mengembalikan lingkup gerak sendi',
    'Fase Penguatan - Latihan kekuatan, keseimbangan, dan kontrol gerak secara bertahap',
    'Kembali Berolahraga - Latihan khusus cabang olahraga dan tes kesiapan sebelum kembali bertanding',
  ],
  includes: [
    'Pemeriksaan dan asesmen oleh fisioterapis',
    'Sesi terapi manual dan latihan terapeutik',
    'Modalitas fisioterapi sesuai indikasi, misalnya ultrasound atau TENS',
    'Program latihan rumah tertulis',
    'Catatan perkembangan di setiap sesi',
  ],
  faqs: [
    {
      question: 'Apakah saya perlu rujukan dokter untuk fisioterapi olahraga?',
      answer:
        'Tidak wajib. Anda dapat langsung datang untuk asesmen. Bila pemeriksaan menunjukkan tanda yang perlu dievaluasi dokter, misalnya dugaan patah tulang atau robekan ligamen total, fisioterapis akan menyarankan Anda memeriksakan diri ke dokter terlebih dahulu.',
    },
    {
      question: 'Berapa kali sesi yang biasanya dibutuhkan?',
      answer:
        'Jumlah sesi bergantung pada jenis dan tingkat cedera. Cedera ringan sering membaik dalam beberapa sesi, sedangkan pemulihan setelah operasi dapat berlangsung beberapa bulan. Perkiraannya dijelaskan setelah asesmen awal.',
    },
    {
      question: 'Berapa biaya dan durasi satu sesi?',
      answer: `Satu sesi berlangsung ${duration} dengan biaya ${price}, bergantung pada tindakan yang diperlukan.`,
    },
  ],
};
