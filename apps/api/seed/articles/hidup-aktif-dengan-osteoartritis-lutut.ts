import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const osteoartritisLutut: ArticleSeed = {
  slug: 'hidup-aktif-dengan-osteoartritis-lutut',
  title: 'Hidup Aktif dengan Osteoartritis Lutut',
  excerpt:
    'Osteoartritis lutut sering membuat penderitanya takut bergerak. Padahal latihan yang tepat adalah salah satu penanganan utama untuk mengurangi nyeri dan menjaga kemandirian.',
  category: 'kesehatan-lansia',
  author: team.dimas.name,
  publishedAt: '2025-10-14T09:15:00+07:00',
  updatedAt: '2026-04-20T09:15:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-04-20',
  references: [sources.osteoarthritisNice, sources.osteoarthritisOarsi],
  viewCount: 2087,
  featured: false,
  keywords: ['osteoartritis', 'nyeri lutut', 'lansia', 'latihan', 'pengapuran'],
  content: `
<p>Osteoartritis, yang di masyarakat sering disebut pengapuran sendi, adalah kondisi ketika tulang rawan dan jaringan di sekitar sendi berubah seiring waktu. Lutut adalah sendi yang paling sering terkena. Keluhannya berupa nyeri saat berjalan atau naik tangga, kaku di pagi hari yang biasanya membaik dalam waktu kurang dari setengah jam, serta bunyi gemeretak saat lutut ditekuk.</p>

<h2>Bergerak justru bagian dari pengobatan</h2>
<p>Banyak penderita osteoartritis mengurangi aktivitas karena khawatir "sendinya makin aus". Kenyataannya, otot paha yang kuat membantu menyerap beban yang diterima lutut, dan gerakan teratur menjaga sendi tetap lentur. Karena itu latihan fisik dan edukasi direkomendasikan sebagai penanganan utama osteoartritis lutut, bersama pengendalian berat badan bila berlebih.</p>
<p>Nyeri ringan saat atau setelah latihan masih dapat diterima, asalkan mereda dalam satu sampai dua jam dan tidak membuat lutut makin bengkak keesokan harinya. Bila nyeri bertambah berat, kurangi jumlah atau intensitas latihan, jangan langsung berhenti total.</p>

<h2>Jenis latihan yang dianjurkan</h2>
<ul>
  <li><strong>Penguatan otot paha depan:</strong> meluruskan lutut sambil duduk di kursi, menahan beberapa detik, lalu menurunkan perlahan.</li>
  <li><strong>Penguatan otot pinggul:</strong> mengangkat kaki ke samping sambil berbaring miring atau berdiri berpegangan.</li>
  <li><strong>Duduk-berdiri dari kursi</strong> dengan ketinggian yang masih nyaman.</li>
  <li><strong>Latihan aerobik ringan:</strong> jalan kaki, bersepeda statis, atau latihan di kolam renang.</li>
  <li><strong>Latihan keseimbangan</strong> untuk mengurangi risiko jatuh.</li>
</ul>
<p>Mulailah dengan jumlah yang sedikit, misalnya dua set berisi delapan sampai sepuluh gerakan, lalu tambahkan secara bertahap. Konsistensi lebih penting daripada beratnya latihan.</p>

<h2>Tips sehari-hari</h2>
<ol>
  <li>Bagi aktivitas berat menjadi beberapa bagian dengan jeda istirahat di antaranya.</li>
  <li>Gunakan pegangan saat naik turun tangga: naik dimulai dengan kaki yang sehat, turun dimulai dengan kaki yang sakit.</li>
  <li>Pilih kursi yang tidak terlalu rendah agar mudah berdiri.</li>
  <li>Gunakan tongkat di sisi tubuh yang berlawanan dengan lutut yang sakit bila dianjurkan oleh fisioterapis.</li>
  <li>Kompres hangat dapat mengurangi kaku sendi di pagi hari.</li>
</ol>

<h2>Peran fisioterapi</h2>
<p>Fisioterapis menilai kekuatan otot, lingkup gerak sendi, pola berjalan, dan kemampuan fungsional, lalu menyusun program latihan yang disesuaikan dengan tingkat keluhan dan penyakit penyerta seperti hipertensi atau diabetes. Terapi manual dan modalitas tertentu dapat diberikan untuk membantu meredakan nyeri sehingga latihan lebih mudah dijalani.</p>
<p>Osteoartritis tidak dapat dikembalikan seperti semula, tetapi banyak penderitanya tetap dapat berjalan jauh, beribadah, bepergian, dan bermain dengan cucu dengan nyaman. Bila nyeri sudah sangat mengganggu meskipun latihan telah dijalani dengan baik, dokter akan mendiskusikan pilihan penanganan lain yang sesuai.</p>
`,
};
