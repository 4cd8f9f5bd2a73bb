import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const kakiDatarAnak: ArticleSeed = {
  slug: 'kaki-datar-pada-anak',
  title: 'Kaki Datar pada Anak: Kapan Perlu Diperiksakan?',
  excerpt:
    'Hampir semua balita tampak berkaki datar, dan sebagian besar lengkung kaki akan terbentuk seiring bertambahnya usia. Berikut tanda-tanda yang membedakan kondisi normal dan yang perlu diperiksa.',
  category: 'tumbuh-kembang-anak',
  author: team.laras.name,
  publishedAt: '2026-04-15T14:00:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-04-15',
  references: [sources.flatFeetCochrane, sources.physicalTherapyForChildren],
  viewCount: 588,
  featured: false,
  keywords: ['kaki datar', 'flat foot', 'anak', 'tumbuh kembang'],
  content: `
<p>Kaki datar atau <em>flat foot</em> adalah kondisi ketika lengkung di bagian dalam telapak kaki tampak rendah atau hilang saat berdiri. Banyak orang tua khawatir ketika melihat telapak kaki anaknya menempel rata di lantai. Padahal, pada balita hal ini sangat umum.</p>

<h2>Kaki datar yang normal pada anak</h2>
<p>Bayi dan balita memiliki bantalan lemak di telapak kaki serta ligamen yang masih lentur, sehingga lengkung kaki belum terlihat. Lengkung kaki biasanya terbentuk bertahap dan banyak anak baru memilikinya pada usia enam sampai sepuluh tahun. Sebagian orang dewasa tetap berkaki datar tanpa keluhan apa pun.</p>
<p>Jenis yang paling sering adalah kaki datar fleksibel. Cirinya:</p>
<ul>
  <li>lengkung kaki muncul ketika anak berjinjit atau duduk dengan kaki menggantung,</li>
  <li>anak tidak mengeluh nyeri,</li>
  <li>anak dapat berlari, melompat, dan bermain seperti teman-temannya.</li>
</ul>
<p>Kaki datar fleksibel tanpa keluhan umumnya tidak memerlukan terapi, sepatu khusus, atau alas kaki koreksi.</p>

<h2>Kapan perlu diperiksakan?</h2>
<p>Periksakan anak ke dokter atau fisioterapis bila terdapat salah satu kondisi berikut:</p>
<ol>
  <li>anak sering mengeluh nyeri di telapak kaki, pergelangan, lutut, atau betis,</li>
  <li>anak cepat lelah saat berjalan dan sering minta digendong dibandingkan anak seusianya,</li>
  <li>lengkung kaki tidak muncul saat anak berjinjit (kaki datar kaku),</li>
  <li>hanya satu kaki yang datar,</li>
  <li>alas sepatu cepat aus pada satu sisi atau anak sering tersandung,</li>
  <li>terdapat gangguan perkembangan lain, misalnya keterlambatan berjalan atau otot yang sangat lemas.</li>
</ol>

<h2>Pemeriksaan dan penanganan</h2>
<p>Fisioterapis akan mengamati bentuk kaki saat anak berdiri, berjinjit, berjalan, dan berlari, lalu menilai kelenturan sendi, kekuatan otot tungkai, serta keseimbangan. Bila ditemukan keluhan, penanganannya dapat berupa:</p>
<ul>
  <li>latihan penguatan otot kaki dan betis yang dikemas sebagai permainan, misalnya memungut kelereng dengan jari kaki atau berjalan jinjit,</li>
  <li>peregangan otot betis bila terasa kaku,</li>
  <li>latihan keseimbangan dan koordinasi,</li>
  <li>saran pemilihan sepatu yang nyaman dan sesuai ukuran.</li>
</ul>
<p>Alas kaki khusus atau <em>insole</em> dipertimbangkan bila anak memiliki keluhan nyeri, bukan sekadar karena telapak kakinya tampak datar. Kaki datar kaku yang jarang terjadi perlu dievaluasi lebih lanjut oleh dokter spesialis.</p>

<h2>Biarkan anak aktif bergerak</h2>
<p>Bermain di luar ruangan, memanjat, berlari, dan berjalan tanpa alas kaki di permukaan yang aman seperti rumput atau pasir membantu otot-otot kaki berkembang. Pilih sepatu yang ringan, lentur, dan pas, bukan sepatu yang terlalu kaku. Bila Anda ragu, pemeriksaan sederhana dapat membantu menenangkan kekhawatiran sekaligus memastikan perkembangan anak berjalan baik.</p>
`,
};
