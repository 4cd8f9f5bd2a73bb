import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const pemanasanPendinginan: ArticleSeed = {
  slug: 'pemanasan-dan-pendinginan-yang-benar',
  title: 'Pemanasan dan Pendinginan yang Benar untuk Mencegah Cedera',
  excerpt:
    'Pemanasan yang baik bukan sekadar peregangan sebentar sebelum bertanding. Berikut susunan pemanasan dan pendinginan yang praktis untuk olahraga sehari-hari.',
  category: 'cedera-olahraga',
  author: team.rina.name,
  publishedAt: '2025-11-12T07:00:00+07:00',
  updatedAt: '2026-05-04T09:00:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2026-05-04',
  references: [sources.warmUpFootball, sources.coolDown],
  viewCount: 964,
  featured: false,
  keywords: ['pemanasan', 'pendinginan', 'peregangan', 'pencegahan cedera'],
  content: `
<p>Banyak cedera olahraga terjadi pada menit-menit awal permainan, ketika otot dan sendi belum siap menerima beban. Pemanasan yang tepat menaikkan suhu otot, meningkatkan aliran darah, dan melatih koordinasi gerakan yang akan dipakai. Sayangnya, pemanasan sering hanya berupa beberapa gerakan peregangan sambil mengobrol.</p>

<h2>Susunan pemanasan yang efektif</h2>
<p>Pemanasan yang baik berlangsung sekitar 10 sampai 15 menit dan terdiri dari tiga bagian:</p>
<ol>
  <li><strong>Gerakan ringan untuk menaikkan denyut jantung.</strong> Jalan cepat, jogging pelan, atau bersepeda santai selama lima menit hingga tubuh terasa hangat dan sedikit berkeringat.</li>
  <li><strong>Peregangan dinamis.</strong> Gerakan yang mengayun sendi melalui lingkup geraknya, misalnya ayunan kaki ke depan dan samping, putaran lengan, <em>lunge</em> sambil berjalan, dan putaran badan.</li>
  <li><strong>Gerakan khusus olahraga.</strong> Latihan yang menyerupai gerakan pertandingan dengan intensitas yang meningkat: lari dengan perubahan arah untuk futsal, ayunan raket tanpa kok untuk bulu tangkis, atau lompatan ringan untuk voli.</li>
</ol>

<h2>Bagaimana dengan peregangan statis?</h2>
<p>Peregangan statis adalah menahan posisi meregang selama 20 sampai 30 detik. Peregangan ini tetap bermanfaat untuk kelenturan, tetapi bila dilakukan lama tepat sebelum olahraga yang menuntut kecepatan dan lompatan, sebagian orang merasa ototnya justru kurang bertenaga. Karena itu peregangan statis lebih cocok dilakukan setelah latihan atau sebagai sesi tersendiri.</p>

<h2>Program pencegahan cedera</h2>
<p>Untuk olahraga tim seperti sepak bola dan futsal, terdapat program pemanasan terstruktur yang menggabungkan lari, penguatan, keseimbangan, dan latihan mendarat. Program semacam ini, bila dilakukan rutin dua sampai tiga kali seminggu, terbukti membantu menurunkan angka cedera lutut dan pergelangan kaki. Beberapa latihan yang sering dipakai:</p>
<ul>
  <li><em>Nordic hamstring</em> untuk menguatkan otot paha belakang,</li>
  <li>berdiri satu kaki sambil menangkap bola untuk keseimbangan,</li>
  <li>latihan lompat dan mendarat dengan lutut tidak masuk ke dalam,</li>
  <li><em>plank</em> depan dan samping untuk otot inti.</li>
</ul>

<h2>Pendinginan setelah latihan</h2>
<p>Pendinginan membantu tubuh beralih dari kondisi latihan ke kondisi istirahat secara bertahap. Lakukan jalan santai atau jogging sangat pelan selama lima menit, lalu peregangan statis ringan pada otot-otot yang banyak bekerja, seperti paha depan, paha belakang, betis, dan pinggul. Jangan lupa minum cukup air untuk mengganti cairan yang hilang.</p>
<p>Pendinginan tidak menghilangkan pegal sepenuhnya. Rasa pegal satu sampai dua hari setelah latihan berat adalah hal yang wajar, selama tidak disertai bengkak atau nyeri tajam pada satu titik.</p>

<h2>Kapan perlu berkonsultasi?</h2>
<p>Bila Anda sering mengalami cedera berulang di tempat yang sama, merasakan nyeri yang tidak membaik setelah istirahat beberapa hari, atau ingin menyusun program latihan yang sesuai dengan kondisi tubuh, fisioterapis dapat membantu menilai pola gerak dan menyusun latihan pencegahan. Layanan ${serviceLink('edukasi-injury')} kami juga mencakup edukasi pencegahan cedera.</p>
`,
};
