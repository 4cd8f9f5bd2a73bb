import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const tahapanMotorikBayi: ArticleSeed = {
  slug: 'tahapan-perkembangan-motorik-bayi',
  title: 'Tahapan Perkembangan Motorik Kasar Bayi dan Tanda Keterlambatannya',
  excerpt:
    'Tengkurap, duduk, merangkak, lalu berjalan: setiap bayi punya kecepatannya sendiri. Kenali rentang usia yang wajar dan kapan perlu berkonsultasi.',
  category: 'tumbuh-kembang-anak',
  author: team.laras.name,
  publishedAt: '2026-08-11T10:30:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-08-11',
  references: [sources.motorMilestonesWho, sources.milestonesAap],
  viewCount: 1689,
  featured: false,
  keywords: ['tumbuh kembang', 'motorik kasar', 'bayi', 'fisioterapi anak'],
  content: `
<p>Motorik kasar adalah kemampuan menggunakan otot-otot besar tubuh untuk mengangkat kepala, berguling, duduk, merangkak, berdiri, dan berjalan. Orang tua sering membandingkan anaknya dengan anak lain seusianya. Padahal, setiap bayi berkembang dengan kecepatan yang sedikit berbeda, dan rentang usia yang dianggap normal cukup lebar.</p>

<h2>Perkiraan tahapan perkembangan</h2>
<p>Usia berikut adalah perkiraan umum. Bayi yang lahir prematur dinilai berdasarkan usia koreksi, yaitu usia sejak lahir dikurangi jumlah minggu kelahiran yang terlalu cepat.</p>
<ul>
  <li><strong>Sekitar 3 bulan:</strong> mengangkat kepala saat tengkurap dan menumpu pada lengan bawah.</li>
  <li><strong>Sekitar 4 sampai 6 bulan:</strong> berguling, kepala tegak stabil saat digendong.</li>
  <li><strong>Sekitar 6 sampai 8 bulan:</strong> duduk tanpa bantuan.</li>
  <li><strong>Sekitar 7 sampai 10 bulan:</strong> merangkak dan mulai menarik badan untuk berdiri.</li>
  <li><strong>Sekitar 9 sampai 12 bulan:</strong> berjalan dengan berpegangan pada perabot.</li>
  <li><strong>Sekitar 12 sampai 15 bulan:</strong> berjalan sendiri; sebagian anak baru lancar berjalan menjelang 18 bulan.</li>
</ul>
<p>Tidak semua bayi merangkak. Sebagian langsung berdiri dan berjalan, atau bergerak dengan cara menggeser pantat. Hal ini tidak selalu menjadi masalah selama tahapan lainnya berkembang baik.</p>

<h2>Tanda yang perlu dikonsultasikan</h2>
<p>Konsultasikan dengan dokter anak atau fisioterapis bila Anda menemukan hal-hal berikut:</p>
<ol>
  <li>belum mampu menegakkan kepala pada usia 4 bulan,</li>
  <li>belum dapat duduk tanpa bantuan pada usia 9 bulan,</li>
  <li>belum berjalan sendiri pada usia 18 bulan,</li>
  <li>tubuh terasa sangat lemas atau justru sangat kaku saat digendong,</li>
  <li>selalu hanya menggunakan satu sisi tubuh, misalnya satu tangan saja sebelum usia satu tahun,</li>
  <li>kemampuan yang sudah dikuasai kemudian hilang.</li>
</ol>
<p>Kehilangan kemampuan yang sebelumnya sudah dikuasai perlu segera diperiksakan ke dokter.</p>

<h2>Mendukung perkembangan di rumah</h2>
<p>Orang tua dapat membantu dengan cara-cara sederhana sejak bayi lahir:</p>
<ul>
  <li><strong>Waktu tengkurap</strong> saat bayi terjaga dan diawasi, beberapa kali sehari, untuk menguatkan leher, bahu, dan punggung.</li>
  <li><strong>Ruang bermain di lantai</strong> yang aman, alih-alih terlalu lama di kursi bayi, ayunan, atau gendongan.</li>
  <li><strong>Mainan yang diletakkan sedikit di luar jangkauan</strong> agar bayi terdorong untuk meraih, berguling, dan bergerak.</li>
  <li><strong>Bertelanjang kaki</strong> saat belajar berdiri dan berjalan di dalam rumah, agar telapak kaki dapat merasakan permukaan lantai.</li>
</ul>
<p>Alat bantu jalan beroda tidak dianjurkan karena berisiko menyebabkan bayi terjatuh dan tidak melatih keseimbangan dengan benar.</p>

<h2>Peran fisioterapi anak</h2>
<p>Bila ada keterlambatan, fisioterapis anak akan menilai kekuatan dan tonus otot, keseimbangan, serta pola gerak, lalu menyusun latihan dalam bentuk permainan. Orang tua dilibatkan di setiap sesi agar latihan dapat diulang di rumah. Informasi selengkapnya ada di halaman layanan ${serviceLink('pediatric')}.</p>
`,
};
