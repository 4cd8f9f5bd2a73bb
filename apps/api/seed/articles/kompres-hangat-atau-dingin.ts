import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const kompresHangatAtauDingin: ArticleSeed = {
  slug: 'kompres-hangat-atau-dingin',
  title: 'Kompres Hangat atau Dingin? Memilih yang Tepat untuk Nyeri Otot dan Sendi',
  excerpt:
    'Kompres dingin dan kompres hangat sama-sama mudah dilakukan di rumah, tetapi kegunaannya berbeda. Begini cara memilih dan memakainya dengan aman.',
  category: 'nyeri-otot-sendi',
  author: team.rina.name,
  publishedAt: '2025-05-08T16:00:00+07:00',
  updatedAt: '2025-11-03T16:00:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2025-11-03',
  references: [sources.peaceAndLove, sources.iceSystematicReview],
  viewCount: 4012,
  featured: false,
  keywords: ['kompres dingin', 'kompres hangat', 'nyeri otot', 'pertolongan pertama'],
  content: `
<p>"Sebaiknya dikompres hangat atau dingin?" adalah salah satu pertanyaan yang paling sering kami terima. Keduanya dapat membantu meredakan nyeri, tetapi cara kerja dan waktu pemakaiannya berbeda. Kompres bukan pengobatan utama, melainkan cara sederhana untuk membuat tubuh lebih nyaman sehingga Anda tetap dapat bergerak.</p>

<h2>Kompres dingin</h2>
<p>Dingin membuat pembuluh darah di permukaan menyempit dan memperlambat hantaran rasa nyeri. Kompres dingin umumnya dipilih untuk:</p>
<ul>
  <li>cedera baru dalam satu sampai dua hari pertama, seperti keseleo, memar, atau benturan,</li>
  <li>sendi yang tampak bengkak dan terasa hangat,</li>
  <li>nyeri setelah aktivitas yang berat.</li>
</ul>
<p>Cara memakainya: bungkus es batu atau kantong gel dingin dengan kain tipis, lalu tempelkan 10 sampai 15 menit. Ulangi setiap beberapa jam bila perlu. Jangan menempelkan es langsung ke kulit dan jangan tertidur saat dikompres.</p>

<h2>Kompres hangat</h2>
<p>Hangat membuat otot lebih rileks dan aliran darah setempat meningkat. Kompres hangat cocok untuk:</p>
<ul>
  <li>otot yang kaku dan tegang, misalnya leher dan bahu setelah seharian bekerja,</li>
  <li>nyeri punggung bawah yang tidak disertai bengkak,</li>
  <li>sendi yang kaku di pagi hari pada osteoartritis,</li>
  <li>persiapan sebelum latihan peregangan.</li>
</ul>
<p>Gunakan handuk yang dibasahi air hangat, botol berisi air hangat yang dibungkus kain, atau bantal pemanas dengan suhu sedang selama 15 sampai 20 menit. Suhunya harus terasa hangat nyaman, bukan panas.</p>

<h2>Kapan tidak boleh dikompres</h2>
<p>Berhati-hatilah atau hindari kompres pada keadaan berikut:</p>
<ol>
  <li>kulit yang mati rasa atau kurang peka, misalnya pada penyandang diabetes dengan gangguan saraf tepi, karena luka bakar atau luka dingin bisa terjadi tanpa terasa,</li>
  <li>luka terbuka atau infeksi kulit,</li>
  <li>gangguan peredaran darah, misalnya pada penyakit pembuluh darah tepi (hindari kompres dingin),</li>
  <li>area yang bengkak, merah, dan panas akibat infeksi (jangan dikompres hangat).</li>
</ol>
<p>Bila ragu, tanyakan kepada dokter atau fisioterapis Anda.</p>

<h2>Bagaimana jika keduanya terasa membantu?</h2>
<p>Tidak apa-apa. Untuk nyeri otot yang tidak disertai bengkak, pilihan sering kali bergantung pada mana yang terasa lebih nyaman bagi Anda. Yang terpenting, kompres dipakai untuk mendukung aktivitas, bukan sebagai alasan untuk berdiam diri. Gerakan yang teratur dan latihan yang sesuai tetap menjadi kunci pemulihan.</p>
<p>Bila nyeri tidak membaik dalam beberapa hari, makin berat, atau disertai demam, kesemutan, dan kelemahan, periksakan diri ke dokter atau konsultasikan dengan fisioterapis kami.</p>
`,
};
