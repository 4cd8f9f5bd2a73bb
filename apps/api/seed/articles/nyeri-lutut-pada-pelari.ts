import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const nyeriLututPelari: ArticleSeed = {
  slug: 'nyeri-lutut-pada-pelari',
  title: 'Nyeri Lutut pada Pelari: Penyebab Umum dan Cara Mengatasinya',
  excerpt:
    'Nyeri di sekitar tempurung lutut sering dialami pelari pemula maupun yang sedang menambah jarak. Kebanyakan berkaitan dengan beban latihan dan dapat membaik dengan penyesuaian yang tepat.',
  category: 'cedera-olahraga',
  author: team.rina.name,
  publishedAt: '2026-03-22T08:15:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2026-03-22',
  references: [sources.patellofemoralCpg, sources.clinicalSportsMedicine],
  viewCount: 1207,
  featured: false,
  keywords: ['lari', 'nyeri lutut', 'runner knee', 'cedera olahraga', 'beban latihan'],
  content: `
<p>Lari adalah olahraga yang murah dan mudah dimulai, sehingga makin banyak warga Bandung yang rutin berlari di car free day, di lapangan Gasibu, maupun di jalur lari kompleks perumahan. Seiring bertambahnya pelari, keluhan nyeri lutut pun sering kami temui di klinik.</p>

<h2>Penyebab yang paling sering</h2>
<p>Dua keluhan yang paling umum pada pelari adalah:</p>
<ul>
  <li><strong>Nyeri patelofemoral</strong> atau <em>runner's knee</em>: nyeri tumpul di sekitar atau di belakang tempurung lutut, terasa saat naik turun tangga, jongkok, atau duduk lama dengan lutut tertekuk.</li>
  <li><strong>Sindrom pita iliotibial</strong>: nyeri di sisi luar lutut yang biasanya muncul setelah berlari beberapa kilometer dan makin tajam bila terus dipaksakan.</li>
</ul>
<p>Kedua kondisi ini umumnya bukan kerusakan sendi yang permanen. Pemicunya yang paling sering adalah kenaikan beban latihan yang terlalu cepat, misalnya menambah jarak, frekuensi, atau kecepatan sekaligus, terutama menjelang lomba. Kekuatan otot pinggul dan paha yang kurang, serta kurangnya waktu pemulihan di antara sesi latihan, juga ikut berperan.</p>

<h2>Langkah yang bisa Anda lakukan</h2>
<ol>
  <li><strong>Atur ulang beban latihan.</strong> Kurangi jarak atau frekuensi sampai nyeri saat berlari tidak melebihi tingkat ringan dan tidak bertambah keesokan harinya. Tidak selalu perlu berhenti total.</li>
  <li><strong>Naikkan beban secara bertahap.</strong> Setelah keluhan mereda, tambahkan jarak sedikit demi sedikit dan beri jeda hari istirahat di antara latihan berat.</li>
  <li><strong>Kuatkan otot pinggul dan paha.</strong> Latihan seperti <em>squat</em> sebagian, <em>step up</em>, jembatan pinggul (<em>bridge</em>), dan mengangkat kaki ke samping sambil berbaring membantu mengontrol posisi lutut saat mendarat.</li>
  <li><strong>Perhatikan medan dan sepatu.</strong> Turunan panjang memberi beban lebih besar pada lutut. Sepatu sebaiknya nyaman dan diganti bila bantalannya sudah jelas aus.</li>
</ol>
<p>Kompres dingin setelah berlari dapat membantu meredakan nyeri untuk sementara, tetapi tidak menggantikan penyesuaian latihan dan penguatan otot.</p>

<h2>Tanda yang perlu diperiksakan</h2>
<p>Segera periksakan lutut Anda bila muncul bengkak yang jelas, lutut terasa terkunci atau tidak bisa diluruskan, terasa goyah, atau nyeri muncul setelah terjatuh atau terpeluntir. Keluhan seperti ini dapat menandakan cedera meniskus atau ligamen yang membutuhkan pemeriksaan lebih lanjut.</p>

<h2>Apa yang dilakukan fisioterapis?</h2>
<p>Fisioterapis akan menanyakan riwayat latihan Anda secara rinci, lalu menilai kekuatan otot, kelenturan, dan pola gerak saat jongkok satu kaki atau melompat. Bila diperlukan, cara berlari juga diamati, misalnya panjang langkah yang terlalu jauh di depan tubuh. Dari hasil pemeriksaan tersebut disusun program latihan penguatan dan rencana kembali berlari yang bertahap.</p>
<p>Sebagian besar pelari dapat terus berlari selama proses pemulihan dengan jarak dan intensitas yang disesuaikan. Konsultasikan keluhan Anda melalui layanan ${serviceLink('rehab-recovery')} agar target lomba berikutnya tetap tercapai dengan aman.</p>
`,
};
