import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const mencegahJatuhLansia: ArticleSeed = {
  slug: 'mencegah-jatuh-pada-lansia',
  title: 'Mencegah Jatuh pada Lansia: Latihan Keseimbangan dan Rumah yang Aman',
  excerpt:
    'Jatuh bukan bagian yang tak terhindarkan dari bertambahnya usia. Latihan yang teratur dan beberapa perubahan kecil di rumah dapat menurunkan risikonya secara nyata.',
  category: 'kesehatan-lansia',
  author: team.dimas.name,
  publishedAt: '2026-07-21T08:45:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-07-21',
  references: [sources.fallsWorldGuidelines, sources.fallsExerciseCochrane],
  viewCount: 1455,
  featured: true,
  keywords: ['lansia', 'risiko jatuh', 'keseimbangan', 'fisioterapi geriatri', 'keamanan rumah'],
  content: `
<p>Jatuh adalah salah satu penyebab utama cedera pada lansia. Akibatnya bisa berupa patah tulang panggul atau pergelangan tangan, tetapi juga rasa takut jatuh lagi yang membuat lansia enggan bergerak. Padahal, makin jarang bergerak, otot makin lemah dan risiko jatuh justru makin tinggi.</p>

<h2>Faktor yang meningkatkan risiko jatuh</h2>
<ul>
  <li>otot tungkai yang lemah dan keseimbangan yang menurun,</li>
  <li>riwayat pernah jatuh dalam setahun terakhir,</li>
  <li>gangguan penglihatan,</li>
  <li>obat-obatan tertentu, misalnya obat tidur atau obat penurun tekanan darah, terutama bila jumlahnya banyak,</li>
  <li>pusing saat berdiri dari posisi duduk atau berbaring,</li>
  <li>lantai licin, penerangan yang kurang, dan barang yang berserakan,</li>
  <li>alas kaki yang longgar atau licin.</li>
</ul>

<h2>Latihan yang terbukti membantu</h2>
<p>Program latihan yang melatih keseimbangan dan kekuatan, dilakukan secara teratur selama beberapa bulan, dapat menurunkan kejadian jatuh pada lansia. Berikut contoh latihan sederhana. Lakukan di dekat meja atau kursi yang kokoh untuk berpegangan, dan didampingi keluarga bila keseimbangan sudah sangat terganggu.</p>
<ol>
  <li><strong>Duduk-berdiri dari kursi</strong> tanpa bantuan tangan bila mampu, 5 sampai 10 kali.</li>
  <li><strong>Berjinjit dan bertumpu pada tumit</strong> bergantian sambil berpegangan, 10 kali.</li>
  <li><strong>Berdiri dengan satu kaki</strong> sambil berpegangan, tahan hingga 10 detik, lalu ganti kaki.</li>
  <li><strong>Berjalan tumit ke jari</strong>, meletakkan tumit tepat di depan jari kaki lainnya, menyusuri dinding.</li>
  <li><strong>Mengangkat lutut bergantian</strong> seperti berbaris di tempat.</li>
</ol>
<p>Lakukan latihan minimal tiga kali seminggu dan tingkatkan secara bertahap. Berhenti dan konsultasikan dengan dokter bila timbul nyeri dada, sesak napas, atau pusing saat berlatih.</p>

<h2>Membuat rumah lebih aman</h2>
<ul>
  <li>Pasang pegangan di kamar mandi dan di samping kloset.</li>
  <li>Gunakan keset atau lantai antilicin di kamar mandi.</li>
  <li>Pastikan penerangan cukup, termasuk lampu malam dari kamar tidur ke kamar mandi.</li>
  <li>Singkirkan kabel, karpet kecil yang mudah bergeser, dan barang di jalur berjalan.</li>
  <li>Letakkan barang yang sering dipakai pada ketinggian yang mudah dijangkau tanpa naik kursi.</li>
  <li>Pasang pegangan di kedua sisi tangga bila memungkinkan.</li>
</ul>

<h2>Kebiasaan sehari-hari yang penting</h2>
<p>Bangun dari tempat tidur secara perlahan: duduk dulu sebentar di tepi ranjang sebelum berdiri. Gunakan alas kaki yang pas dengan sol tidak licin. Periksakan mata secara berkala, dan mintalah dokter meninjau obat-obatan yang dikonsumsi bila jumlahnya banyak. Bila lansia sudah menggunakan tongkat atau alat bantu jalan, pastikan tingginya sesuai dan cara memakainya benar.</p>

<h2>Kapan perlu asesmen fisioterapi?</h2>
<p>Asesmen risiko jatuh dianjurkan bila lansia pernah jatuh, merasa goyah saat berjalan, atau mulai membatasi aktivitas karena takut jatuh. Fisioterapis akan melakukan tes keseimbangan dan kekuatan, lalu menyusun program latihan yang aman sesuai kondisi dan penyakit penyerta. Layanan ${serviceLink('geriatric')} dapat dijalani di klinik, sedangkan bagi lansia yang sulit bepergian tersedia ${serviceLink('homecare')}.</p>
`,
};
