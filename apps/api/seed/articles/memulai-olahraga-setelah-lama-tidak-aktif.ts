import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const memulaiOlahraga: ArticleSeed = {
  slug: 'memulai-olahraga-setelah-lama-tidak-aktif',
  title: 'Memulai Olahraga Lagi setelah Lama Tidak Aktif',
  excerpt:
    'Semangat untuk kembali berolahraga sering berakhir dengan pegal berat atau cedera di minggu pertama. Mulailah dengan langkah yang bertahap agar kebiasaan baru bertahan lama.',
  category: 'gaya-hidup-aktif',
  author: team.rina.name,
  publishedAt: '2026-10-20T08:00:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2026-10-20',
  references: [
    sources.physicalActivityWho,
    sources.exercisePrescriptionAcsm,
    sources.preparticipationScreening,
  ],
  viewCount: 312,
  featured: false,
  keywords: ['olahraga', 'pemula', 'kebugaran', 'pencegahan cedera', 'gaya hidup aktif'],
  content: `
<p>Banyak orang ingin kembali aktif setelah bertahun-tahun sibuk bekerja, setelah melahirkan, atau setelah pulih dari sakit. Masalahnya, semangat di awal sering membuat kita berlatih terlalu keras. Akibatnya otot sangat pegal, sendi terasa nyeri, dan niat berolahraga pun berhenti dalam beberapa minggu.</p>

<h2>Periksa kondisi kesehatan terlebih dahulu</h2>
<p>Bagi sebagian besar orang, mulai berolahraga dengan intensitas ringan hingga sedang aman dilakukan. Namun, konsultasikan dengan dokter terlebih dahulu bila Anda memiliki penyakit jantung, tekanan darah tinggi yang belum terkontrol, diabetes, atau pernah merasakan nyeri dada, sesak napas berat, atau pingsan saat beraktivitas.</p>

<h2>Prinsip memulai dengan aman</h2>
<ol>
  <li><strong>Mulai dari yang sedikit.</strong> Jalan kaki 15 sampai 20 menit, tiga kali seminggu, sudah merupakan awal yang baik.</li>
  <li><strong>Naikkan secara bertahap.</strong> Tambahkan durasi atau frekuensi sedikit demi sedikit setiap satu sampai dua minggu, bukan semuanya sekaligus.</li>
  <li><strong>Gunakan uji bicara.</strong> Pada intensitas sedang, Anda masih dapat berbicara dalam kalimat pendek, tetapi tidak dapat bernyanyi.</li>
  <li><strong>Beri waktu pemulihan.</strong> Selingi hari latihan dengan hari istirahat atau aktivitas ringan, terutama di minggu-minggu awal.</li>
  <li><strong>Tambahkan latihan kekuatan.</strong> Dua kali seminggu, lakukan gerakan seperti duduk-berdiri dari kursi, push up di dinding, jembatan pinggul, dan mengangkat beban ringan.</li>
</ol>

<h2>Target aktivitas untuk orang dewasa</h2>
<p>Rekomendasi umum bagi orang dewasa adalah 150 sampai 300 menit aktivitas fisik intensitas sedang setiap minggu, ditambah latihan penguatan otot minimal dua hari seminggu. Angka ini adalah tujuan jangka panjang. Setiap tambahan aktivitas sudah bermanfaat, jadi tidak perlu berkecil hati bila belum mencapainya.</p>

<h2>Membedakan pegal wajar dan nyeri cedera</h2>
<ul>
  <li><strong>Pegal wajar:</strong> muncul 12 sampai 48 jam setelah latihan, terasa di otot secara menyebar, dan berangsur hilang dalam beberapa hari.</li>
  <li><strong>Perlu diwaspadai:</strong> nyeri tajam pada satu titik, bengkak, nyeri yang makin berat saat latihan diteruskan, atau nyeri sendi yang tidak hilang setelah beberapa hari istirahat.</li>
</ul>

<h2>Agar kebiasaan bertahan</h2>
<p>Pilih aktivitas yang Anda sukai, misalnya bersepeda, berenang, senam, atau jalan pagi bersama teman. Jadwalkan olahraga seperti janji penting lainnya, dan catat kemajuan Anda. Hal kecil seperti menyiapkan sepatu dan pakaian olahraga sejak malam hari dapat membantu.</p>
<p>Bila Anda memiliki riwayat cedera, nyeri sendi, atau ingin program latihan yang disusun berdasarkan hasil tes kebugaran, fisioterapis dan konsultan olahraga kami dapat membantu melalui layanan ${serviceLink('sport-science')}.</p>
`,
};
