import { team } from '../team';
import { serviceLink } from '../html';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const cederaAcl: ArticleSeed = {
  slug: 'cedera-acl-tahapan-rehabilitasi',
  title: 'Cedera ACL: Tahapan Rehabilitasi dan Kapan Boleh Kembali Berolahraga',
  excerpt:
    'Robekan ligamen ACL membutuhkan rehabilitasi yang panjang dan bertahap, baik dengan maupun tanpa operasi. Kenali tahapannya agar target kembali berolahraga lebih realistis.',
  category: 'cedera-olahraga',
  author: team.rina.name,
  publishedAt: '2026-06-04T09:30:00+07:00',
  updatedAt: '2026-08-25T10:00:00+07:00',
  reviewer: 'dimas',
  reviewedAt: '2026-08-25',
  references: [sources.aclRehabilitation, sources.aclReturnToSport, sources.clinicalSportsMedicine],
  viewCount: 2315,
  featured: false,
  keywords: ['ACL', 'lutut', 'rekonstruksi ACL', 'cedera olahraga', 'return to sport'],
  content: `
<p>Ligamen krusiat anterior atau <em>anterior cruciate ligament</em> (ACL) adalah salah satu penahan utama sendi lutut. Ligamen ini mencegah tulang kering bergeser terlalu jauh ke depan dan menjaga lutut tetap stabil saat berputar. Cedera ACL sering terjadi pada olahraga yang banyak melibatkan gerakan berhenti mendadak, berputar, dan mendarat setelah melompat, seperti sepak bola, futsal, basket, dan bulu tangkis.</p>

<h2>Tanda-tanda cedera ACL</h2>
<ul>
  <li>terdengar atau terasa bunyi "pop" di lutut saat cedera,</li>
  <li>lutut bengkak dalam beberapa jam pertama,</li>
  <li>lutut terasa goyah atau "lepas" ketika berputar atau turun tangga,</li>
  <li>sulit melanjutkan pertandingan atau latihan.</li>
</ul>
<p>Diagnosis ditegakkan oleh dokter melalui pemeriksaan fisik dan, bila perlu, pemeriksaan MRI. Dokter bersama pasien kemudian memutuskan apakah perlu operasi rekonstruksi atau cukup rehabilitasi tanpa operasi. Keputusan ini bergantung pada usia, tingkat aktivitas, cedera penyerta seperti robekan meniskus, dan target olahraga.</p>

<h2>Tahapan rehabilitasi</h2>
<p>Baik setelah operasi maupun tanpa operasi, rehabilitasi berjalan melalui beberapa fase. Perpindahan dari satu fase ke fase berikutnya ditentukan oleh kriteria yang tercapai, bukan semata-mata oleh kalender.</p>
<ol>
  <li><strong>Fase awal.</strong> Mengurangi nyeri dan bengkak, mengembalikan kemampuan meluruskan lutut secara penuh, mengaktifkan kembali otot paha depan, dan berjalan dengan pola yang normal.</li>
  <li><strong>Fase penguatan.</strong> Latihan kekuatan otot paha, pinggul, dan betis dengan beban yang dinaikkan bertahap, disertai latihan keseimbangan dan kontrol lutut.</li>
  <li><strong>Fase latihan lari dan lompat.</strong> Dimulai dengan jogging di lintasan lurus, kemudian latihan mendarat yang benar, melompat dengan satu kaki, dan gerakan mengubah arah.</li>
  <li><strong>Fase kembali berolahraga.</strong> Latihan khusus cabang olahraga, latihan bersama tim tanpa kontak, lalu bertahap menuju pertandingan.</li>
</ol>

<h2>Berapa lama prosesnya?</h2>
<p>Setelah rekonstruksi ACL, kembali ke olahraga dengan gerakan berputar umumnya membutuhkan waktu sekitar sembilan bulan atau lebih. Tergesa-gesa kembali bertanding meningkatkan risiko cedera ulang, baik pada lutut yang dioperasi maupun lutut di sisi lainnya. Karena itu fisioterapis menggunakan serangkaian tes sebelum memberi lampu hijau, misalnya:</p>
<ul>
  <li>perbandingan kekuatan otot paha kanan dan kiri,</li>
  <li>tes lompat satu kaki untuk jarak dan kualitas pendaratan,</li>
  <li>penilaian kepercayaan diri dan rasa takut terhadap cedera ulang.</li>
</ul>
<blockquote>Target kembali berolahraga sebaiknya disepakati sejak awal, tetapi keputusan akhirnya tetap berdasarkan hasil tes, bukan tanggal pertandingan.</blockquote>

<h2>Peran pasien dalam keberhasilan rehabilitasi</h2>
<p>Sesi di klinik hanya sebagian kecil dari keseluruhan program. Latihan rumah yang dilakukan secara konsisten, tidur yang cukup, dan asupan gizi yang baik sama pentingnya. Sampaikan kepada fisioterapis bila lutut membengkak setelah latihan atau nyeri bertambah, agar beban latihan dapat disesuaikan.</p>
<p>Program ${serviceLink('rehab-recovery')} kami mendampingi pasien sejak minggu pertama setelah cedera atau operasi hingga tes kesiapan kembali berolahraga.</p>
`,
};
