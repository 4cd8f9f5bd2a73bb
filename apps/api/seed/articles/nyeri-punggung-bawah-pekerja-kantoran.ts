import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const nyeriPunggungBawah: ArticleSeed = {
  slug: 'nyeri-punggung-bawah-pekerja-kantoran',
  title: 'Nyeri Punggung Bawah pada Pekerja Kantoran: Penyebab dan Cara Mengatasinya',
  excerpt:
    'Duduk berjam-jam di depan komputer membuat punggung bawah mudah pegal dan nyeri. Kabar baiknya, sebagian besar nyeri punggung bawah membaik dengan tetap aktif dan latihan yang tepat.',
  category: 'nyeri-otot-sendi',
  author: team.rina.name,
  publishedAt: '2026-10-06T10:00:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2026-10-06',
  references: [sources.lowBackPainNice, sources.lowBackPainLancet],
  viewCount: 3128,
  featured: true,
  keywords: ['nyeri punggung', 'punggung bawah', 'pekerja kantoran', 'postur', 'latihan'],
  content: `
<p>Nyeri punggung bawah adalah salah satu keluhan otot dan tulang yang paling sering dialami orang dewasa. Pada pekerja kantoran, keluhan ini kerap muncul setelah duduk lama tanpa jeda, menjelang tenggat pekerjaan, atau setelah akhir pekan yang diisi kegiatan fisik yang tidak biasa.</p>

<h2>Sebagian besar tidak berbahaya</h2>
<p>Pada kebanyakan orang, nyeri punggung bawah tidak disebabkan oleh kerusakan serius pada tulang belakang. Kondisi ini disebut nyeri punggung bawah nonspesifik, dan umumnya membaik dalam beberapa hari hingga beberapa minggu. Rasa takut bergerak justru dapat memperlambat pemulihan, karena otot menjadi kaku dan makin sensitif.</p>
<p>Meski begitu, segera temui dokter bila nyeri punggung disertai salah satu tanda berikut:</p>
<ul>
  <li>kesemutan atau baal di daerah selangkangan dan bokong,</li>
  <li>gangguan buang air kecil atau buang air besar,</li>
  <li>kelemahan tungkai yang makin berat,</li>
  <li>demam, penurunan berat badan tanpa sebab, atau riwayat kanker,</li>
  <li>nyeri hebat setelah jatuh atau kecelakaan.</li>
</ul>

<h2>Faktor pemicu di tempat kerja</h2>
<p>Bukan satu posisi duduk tertentu yang menjadi masalah, melainkan posisi yang sama dipertahankan terlalu lama. Faktor lain yang sering menyertai adalah kurang aktivitas fisik, kurang tidur, dan stres pekerjaan. Semua faktor ini membuat tubuh lebih peka terhadap nyeri.</p>

<h2>Yang dapat Anda lakukan sendiri</h2>
<ol>
  <li><strong>Tetap aktif.</strong> Lanjutkan aktivitas sehari-hari semampunya. Jalan kaki ringan beberapa kali sehari biasanya lebih membantu daripada berbaring seharian.</li>
  <li><strong>Sering berganti posisi.</strong> Berdiri dan berjalan sebentar setiap 30 sampai 45 menit. Pasang pengingat di ponsel bila perlu.</li>
  <li><strong>Atur meja kerja.</strong> Layar sejajar mata, kaki menapak lantai, dan punggung bersandar dengan nyaman.</li>
  <li><strong>Lakukan latihan ringan.</strong> Misalnya menekuk lutut ke dada sambil berbaring, jembatan pinggul, posisi merangkak sambil mengangkat lengan dan tungkai bergantian, serta peregangan pinggul.</li>
  <li><strong>Jaga tidur dan kelola stres.</strong> Keduanya berpengaruh nyata terhadap intensitas nyeri.</li>
</ol>
<p>Kompres hangat dapat membuat otot terasa lebih rileks. Obat pereda nyeri sebaiknya digunakan sesuai anjuran dokter atau apoteker.</p>

<h2>Peran fisioterapi</h2>
<p>Bila nyeri tidak membaik dalam dua sampai tiga minggu, sering kambuh, atau mulai mengganggu pekerjaan dan tidur, fisioterapi dapat membantu. Fisioterapis akan memeriksa pola gerak, kekuatan otot perut dan punggung, serta kelenturan pinggul. Penanganan dapat berupa terapi manual untuk mengurangi nyeri, latihan penguatan dan kontrol gerak, serta edukasi agar Anda memahami kondisi tubuh dan tidak takut bergerak.</p>
<blockquote>Tujuan fisioterapi bukan hanya menghilangkan nyeri hari ini, tetapi membuat Anda mampu mengelola punggung sendiri dan mengurangi kemungkinan kambuh.</blockquote>
<p>Latihan yang dilakukan secara teratur, misalnya dua sampai tiga kali seminggu, terbukti membantu mengurangi kekambuhan. Pilihlah jenis aktivitas yang Anda sukai, seperti berenang, bersepeda, pilates, atau jalan cepat, agar mudah dijalani dalam jangka panjang.</p>
`,
};
