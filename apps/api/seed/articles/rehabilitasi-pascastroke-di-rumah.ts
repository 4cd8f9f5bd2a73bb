import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const rehabilitasiPascastroke: ArticleSeed = {
  slug: 'rehabilitasi-pascastroke-di-rumah',
  title: 'Rehabilitasi Pascastroke di Rumah: Peran Keluarga dalam Pemulihan',
  excerpt:
    'Sebagian besar proses pemulihan setelah stroke terjadi di rumah. Keluarga yang memahami cara mendampingi latihan dapat membantu pasien lebih mandiri dan aman.',
  category: 'kesehatan-lansia',
  author: team.dimas.name,
  publishedAt: '2026-02-09T10:00:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-02-09',
  references: [sources.strokeRehabilitationNice, sources.strokeRehabilitationAha],
  viewCount: 1134,
  featured: false,
  keywords: ['stroke', 'rehabilitasi', 'homecare', 'keluarga', 'fisioterapi neurologi'],
  content: `
<p>Setelah pulang dari rumah sakit, perjalanan pemulihan pasien stroke baru saja dimulai. Kelemahan pada satu sisi tubuh, gangguan keseimbangan, dan kesulitan berbicara atau menelan dapat membuat aktivitas sehari-hari terasa berat, baik bagi pasien maupun keluarga. Rehabilitasi yang terarah sejak awal membantu pasien memanfaatkan kemampuan otak untuk belajar kembali.</p>

<h2>Mengapa latihan sejak dini penting</h2>
<p>Pada bulan-bulan pertama setelah stroke, otak berada dalam masa yang paling aktif untuk membentuk jalur-jalur baru. Latihan yang dilakukan berulang-ulang dan bermakna, seperti berdiri, berjalan, dan menggunakan tangan untuk makan, membantu proses ini. Meski demikian, perbaikan tetap dapat terjadi setelah masa tersebut dengan latihan yang konsisten. Hasil pemulihan berbeda pada setiap orang, bergantung pada lokasi dan luasnya stroke serta kondisi kesehatan lainnya.</p>

<h2>Yang dapat dilakukan keluarga</h2>
<ol>
  <li><strong>Libatkan sisi tubuh yang lemah.</strong> Dekati pasien dan letakkan barang dari sisi yang lemah, serta ajak pasien menggunakan tangan yang lemah dalam aktivitas sederhana.</li>
  <li><strong>Bantu secukupnya.</strong> Beri kesempatan pasien melakukan sendiri apa yang ia mampu, meskipun lebih lambat. Bantuan berlebihan dapat menghambat kemandirian.</li>
  <li><strong>Atur posisi dengan benar.</strong> Saat berbaring atau duduk, sangga lengan yang lemah dengan bantal agar bahu tidak tertarik ke bawah.</li>
  <li><strong>Latih perpindahan dengan aman.</strong> Pelajari cara membantu pasien berpindah dari tempat tidur ke kursi dan dari kursi ke berdiri tanpa menarik lengan yang lemah.</li>
  <li><strong>Buat jadwal latihan harian.</strong> Latihan singkat beberapa kali sehari lebih bermanfaat daripada satu sesi panjang yang melelahkan.</li>
</ol>

<h2>Menjaga keamanan di rumah</h2>
<ul>
  <li>Pasang pegangan di kamar mandi dan gunakan kursi mandi bila diperlukan.</li>
  <li>Singkirkan karpet yang mudah bergeser dan pastikan jalur berjalan bebas hambatan.</li>
  <li>Dampingi pasien saat berjalan sampai fisioterapis menyatakan ia aman berjalan sendiri.</li>
  <li>Perhatikan kemampuan menelan: bila pasien sering tersedak, konsultasikan dengan dokter.</li>
</ul>

<h2>Kenali tanda bahaya</h2>
<p>Segera bawa pasien ke unit gawat darurat bila muncul gejala stroke baru, seperti wajah mencong, lengan atau tungkai mendadak lemah, bicara pelo, penglihatan terganggu, atau sakit kepala hebat yang tiba-tiba. Jangan menunggu gejala membaik sendiri, karena penanganan stroke sangat bergantung pada waktu.</p>

<h2>Menjaga semangat pasien dan keluarga</h2>
<p>Perubahan suasana hati, mudah marah, atau sedih berkepanjangan sering terjadi setelah stroke. Keadaan ini perlu dibicarakan dengan dokter karena dapat ditangani. Pendamping juga perlu menjaga kesehatannya sendiri, berbagi tugas dengan anggota keluarga lain, dan beristirahat cukup.</p>
<p>Bagi pasien yang sulit bepergian, layanan ${serviceLink('homecare')} kami menghadirkan fisioterapis ke rumah untuk memberikan terapi, menilai keamanan rumah, dan melatih keluarga agar latihan dapat berlanjut di antara jadwal kunjungan.</p>
`,
};
