import { guestAuthors } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const nutrisiPemulihan: ArticleSeed = {
  slug: 'nutrisi-pemulihan-setelah-latihan',
  title: 'Nutrisi untuk Pemulihan setelah Latihan',
  excerpt:
    'Apa yang dimakan dan diminum setelah berolahraga ikut menentukan seberapa cepat tubuh pulih. Berikut panduan praktis dengan menu yang mudah ditemukan sehari-hari.',
  category: 'gaya-hidup-aktif',
  author: guestAuthors.maya,
  publishedAt: '2026-05-13T07:30:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-05-13',
  references: [sources.sportsNutritionAcsm, sources.nutrientTimingIssn],
  viewCount: 876,
  featured: false,
  keywords: ['nutrisi olahraga', 'pemulihan', 'protein', 'hidrasi', 'karbohidrat'],
  content: `
<p>Latihan memberi rangsangan bagi tubuh untuk menjadi lebih kuat, tetapi proses adaptasinya terjadi saat tubuh beristirahat dan mendapatkan bahan bakar yang cukup. Setelah berolahraga, tubuh perlu mengganti cairan yang hilang, mengisi kembali cadangan energi, dan memperbaiki jaringan otot.</p>

<h2>Tiga hal utama setelah latihan</h2>
<ol>
  <li><strong>Cairan.</strong> Minum air putih secara bertahap untuk mengganti keringat yang keluar. Cuaca Bandung yang sejuk sering membuat kita lupa minum, padahal keringat tetap keluar saat berolahraga. Warna urine yang kuning pucat menjadi tanda sederhana bahwa cairan tubuh cukup.</li>
  <li><strong>Karbohidrat.</strong> Nasi, roti, kentang, ubi, atau buah membantu mengisi kembali glikogen, yaitu cadangan energi di otot dan hati. Kebutuhannya lebih besar bila Anda berlatih lama atau akan berlatih lagi dalam waktu dekat.</li>
  <li><strong>Protein.</strong> Telur, tempe, tahu, ikan, ayam, susu, atau yoghurt menyediakan asam amino untuk perbaikan otot. Membagi asupan protein secara merata pada setiap waktu makan lebih bermanfaat daripada menumpuknya di satu waktu.</li>
</ol>

<h2>Kapan sebaiknya makan?</h2>
<p>Bagi kebanyakan orang yang berolahraga untuk kebugaran, makan besar berikutnya dalam satu sampai dua jam setelah latihan sudah mencukupi. Waktu makan menjadi lebih penting bagi atlet yang berlatih dua kali sehari atau bertanding beberapa kali dalam satu hari, karena waktu pemulihannya singkat.</p>

<h2>Contoh menu pemulihan</h2>
<ul>
  <li>nasi, pepes ikan, tumis sayuran, dan sepotong pepaya,</li>
  <li>roti gandum dengan telur dan segelas susu,</li>
  <li>nasi, tempe bacem, sayur bening, dan pisang,</li>
  <li>yoghurt dengan potongan buah dan sedikit granola,</li>
  <li>bubur kacang hijau sebagai kudapan setelah latihan pagi.</li>
</ul>

<h2>Perlukah minuman olahraga dan suplemen?</h2>
<p>Untuk latihan dengan durasi kurang dari satu jam, air putih biasanya cukup. Minuman yang mengandung elektrolit dan karbohidrat dapat membantu pada latihan yang lama dan berat atau di cuaca panas. Sebagian besar kebutuhan gizi dapat dipenuhi dari makanan sehari-hari, sehingga suplemen sebaiknya dipertimbangkan bersama tenaga kesehatan, terutama bagi atlet yang menjalani tes doping.</p>

<h2>Jangan lupakan tidur</h2>
<p>Tidur yang cukup, sekitar tujuh sampai sembilan jam bagi orang dewasa, adalah bagian penting dari pemulihan. Kurang tidur membuat tubuh lebih mudah lelah dan berisiko cedera, serta dapat memengaruhi nafsu makan.</p>
<p>Kebutuhan gizi setiap orang berbeda, bergantung pada jenis olahraga, berat badan, tujuan latihan, dan kondisi kesehatan. Bila Anda memiliki diabetes, penyakit ginjal, atau kondisi medis lainnya, diskusikan pola makan dengan dokter atau ahli gizi. Untuk penyusunan program latihan dan nutrisi yang sesuai tujuan, lihat layanan ${serviceLink('sport-science')}.</p>
`,
};
