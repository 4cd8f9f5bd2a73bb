import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const penangananAwalKeseleo: ArticleSeed = {
  slug: 'penanganan-awal-keseleo-pergelangan-kaki',
  title: 'Penanganan Awal Keseleo Pergelangan Kaki dalam 72 Jam Pertama',
  excerpt:
    'Keseleo pergelangan kaki adalah cedera olahraga yang paling sering terjadi. Langkah yang Anda ambil dalam tiga hari pertama ikut menentukan seberapa cepat dan seberapa baik pemulihannya.',
  category: 'cedera-olahraga',
  author: team.rina.name,
  publishedAt: '2026-09-18T08:00:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2026-09-18',
  references: [sources.ankleSprainGuideline, sources.ankleSprainCpg, sources.peaceAndLove],
  viewCount: 1842,
  featured: true,
  keywords: ['keseleo', 'pergelangan kaki', 'cedera olahraga', 'pertolongan pertama'],
  content: `
<p>Keseleo atau <em>sprain</em> pergelangan kaki terjadi ketika kaki terpeluntir ke arah dalam sehingga ligamen di sisi luar pergelangan teregang berlebihan, bahkan sebagian robek. Cedera ini sering dialami pemain futsal, basket, dan voli, tetapi juga bisa terjadi saat turun tangga atau berjalan di trotoar yang tidak rata.</p>

<h2>Kenali tingkat keparahannya</h2>
<p>Secara umum keseleo dibagi menjadi tiga tingkat:</p>
<ul>
  <li><strong>Ringan:</strong> ligamen teregang, nyeri dan bengkak sedikit, masih bisa berjalan.</li>
  <li><strong>Sedang:</strong> sebagian serabut ligamen robek, bengkak dan memar lebih jelas, berjalan terasa sakit.</li>
  <li><strong>Berat:</strong> ligamen robek total, bengkak besar, pergelangan terasa goyah dan sulit menumpu.</li>
</ul>
<p>Segera periksakan diri ke dokter atau unit gawat darurat bila Anda sama sekali tidak dapat menumpu empat langkah, ada nyeri tekan pada tonjolan tulang pergelangan, kaki tampak berubah bentuk, atau terasa kesemutan dan baal. Tanda-tanda ini dapat menunjukkan patah tulang yang perlu diperiksa dengan rontgen.</p>

<h2>Yang perlu dilakukan pada 72 jam pertama</h2>
<p>Pada fase awal, tujuan utamanya adalah melindungi jaringan yang cedera dan mengendalikan bengkak tanpa membuat kaki benar-benar diam.</p>
<ol>
  <li><strong>Lindungi.</strong> Kurangi aktivitas yang memicu nyeri. Gunakan perban elastis atau penyangga pergelangan bila disarankan, dan kruk bila berjalan sangat sakit.</li>
  <li><strong>Tinggikan.</strong> Saat duduk atau berbaring, letakkan kaki lebih tinggi dari jantung agar cairan bengkak lebih mudah kembali.</li>
  <li><strong>Kompres.</strong> Balut dengan perban elastis yang tidak terlalu ketat. Kompres dingin 10 sampai 15 menit beberapa kali sehari dapat membantu meredakan nyeri; selalu lapisi es dengan kain agar kulit tidak cedera.</li>
  <li><strong>Tetap bergerak sesuai toleransi.</strong> Gerakkan jari kaki dan lakukan gerakan memutar pergelangan perlahan tanpa memaksa. Gerakan ringan membantu sirkulasi dan mencegah sendi kaku.</li>
</ol>
<p>Hindari memijat keras area yang bengkak, mengoleskan balsem panas, dan minum minuman beralkohol pada hari-hari pertama, karena dapat memperberat bengkak.</p>

<h2>Mengapa fisioterapi tetap penting</h2>
<p>Banyak orang menganggap keseleo akan sembuh sendiri begitu nyeri hilang. Kenyataannya, sebagian penderita mengalami keseleo berulang karena kekuatan otot dan keseimbangan belum pulih sepenuhnya. Rasa goyah yang menetap pada pergelangan kaki disebut ketidakstabilan kronis, dan kondisi ini lebih mudah dicegah daripada diperbaiki.</p>
<p>Setelah fase awal, fisioterapis akan menilai lingkup gerak sendi, kekuatan otot betis dan sisi luar tungkai, serta kemampuan menyeimbangkan tubuh dengan satu kaki. Program latihan biasanya meliputi:</p>
<ul>
  <li>latihan lingkup gerak agar pergelangan kembali lentur,</li>
  <li>penguatan otot dengan karet elastis,</li>
  <li>latihan keseimbangan, dimulai di lantai datar lalu di permukaan yang lebih menantang,</li>
  <li>latihan melompat dan mengubah arah sebelum kembali ke lapangan.</li>
</ul>

<h2>Kapan boleh kembali berolahraga?</h2>
<p>Waktu pemulihan berbeda pada setiap orang. Keseleo ringan dapat membaik dalam satu sampai dua minggu, sedangkan keseleo berat bisa membutuhkan beberapa bulan. Patokan yang lebih aman daripada hitungan hari adalah hasil tes fungsi: Anda dapat berdiri dengan satu kaki tanpa goyah, melompat dan mendarat tanpa nyeri, serta berlari zig-zag dengan percaya diri.</p>
<p>Bila keluhan tidak membaik setelah satu sampai dua minggu, atau Anda ingin kembali bertanding dengan aman, konsultasikan kondisi Anda melalui layanan ${serviceLink('rehab-recovery')} kami.</p>
`,
};
