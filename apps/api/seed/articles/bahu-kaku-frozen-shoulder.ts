import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const bahuKaku: ArticleSeed = {
  slug: 'bahu-kaku-frozen-shoulder',
  title: 'Bahu Kaku (Frozen Shoulder): Gejala, Tahapan, dan Peran Fisioterapi',
  excerpt:
    'Bahu yang makin sulit diangkat hingga mengganggu saat menyisir rambut atau memakai baju bisa menjadi tanda frozen shoulder. Kenali tahapannya dan apa yang dapat membantu.',
  category: 'nyeri-otot-sendi',
  author: team.dimas.name,
  publishedAt: '2026-01-27T09:00:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-01-27',
  references: [sources.adhesiveCapsulitisCpg, sources.therapeuticExercise],
  viewCount: 1376,
  featured: false,
  keywords: ['frozen shoulder', 'bahu kaku', 'nyeri bahu', 'capsulitis adhesiva'],
  content: `
<p>Frozen shoulder atau <em>adhesive capsulitis</em> adalah kondisi ketika kapsul sendi bahu meradang, menebal, dan mengerut, sehingga gerakan bahu menjadi nyeri dan sangat terbatas. Kondisi ini paling sering dialami orang berusia 40 hingga 60 tahun, lebih banyak pada perempuan, dan lebih sering pada penyandang diabetes atau gangguan tiroid. Bahu juga dapat menjadi kaku setelah lama tidak digerakkan, misalnya setelah cedera atau operasi.</p>

<h2>Gejala yang khas</h2>
<ul>
  <li>nyeri bahu yang sering memburuk pada malam hari, terutama saat tidur miring ke sisi yang sakit,</li>
  <li>sulit mengangkat lengan ke atas atau ke samping,</li>
  <li>sulit memutar lengan ke luar dan meraih punggung, misalnya saat memasang kaitan pakaian atau memasukkan dompet ke saku belakang,</li>
  <li>keterbatasan gerak yang sama, baik saat digerakkan sendiri maupun saat dibantu orang lain.</li>
</ul>

<h2>Tiga tahapan</h2>
<p>Frozen shoulder umumnya berjalan melalui tiga tahap yang saling tumpang tindih:</p>
<ol>
  <li><strong>Tahap nyeri.</strong> Nyeri menonjol dan perlahan gerakan mulai berkurang. Tahap ini dapat berlangsung beberapa minggu hingga beberapa bulan.</li>
  <li><strong>Tahap kaku.</strong> Nyeri mulai berkurang, tetapi bahu sangat kaku dan aktivitas sehari-hari terganggu.</li>
  <li><strong>Tahap mencair.</strong> Gerakan bahu berangsur kembali.</li>
</ol>
<p>Keseluruhan proses dapat memakan waktu lebih dari satu tahun. Lama dan beratnya berbeda pada setiap orang, dan sebagian orang masih merasakan sedikit keterbatasan gerak setelahnya.</p>

<h2>Apa yang membantu?</h2>
<p>Penanganan disesuaikan dengan tahapannya. Pada tahap nyeri, tujuan utamanya adalah mengendalikan nyeri dan mempertahankan gerak yang masih ada tanpa memaksa. Latihan yang terlalu keras justru dapat memperberat peradangan. Dokter dapat memberikan obat pereda nyeri atau, pada kasus tertentu, suntikan untuk mengurangi peradangan.</p>
<p>Pada tahap kaku dan mencair, fisioterapi berfokus pada latihan peregangan yang bertahap dan teratur, mobilisasi sendi oleh terapis, serta penguatan otot di sekitar bahu dan tulang belikat. Beberapa latihan yang sering diberikan:</p>
<ul>
  <li>ayunan bandul: membungkuk dengan lengan tergantung lalu mengayunkannya perlahan,</li>
  <li>merambatkan jari di dinding ke atas sebatas nyaman,</li>
  <li>mengangkat lengan dengan bantuan tongkat yang dipegang kedua tangan,</li>
  <li>peregangan menyilang lengan di depan dada.</li>
</ul>
<p>Latihan sebaiknya dilakukan beberapa kali sehari dalam waktu singkat, dengan rasa regang yang masih dapat ditoleransi dan tidak meninggalkan nyeri berkepanjangan.</p>

<h2>Bukan semua bahu kaku adalah frozen shoulder</h2>
<p>Nyeri bahu juga dapat disebabkan oleh gangguan tendon rotator cuff, radang kantung sendi, atau keluhan yang menjalar dari leher. Karena penanganannya berbeda, pemeriksaan oleh dokter atau fisioterapis penting sebelum memulai program latihan. Bila bahu Anda nyeri dan terasa makin kaku, jangan menunggu sampai aktivitas sehari-hari terganggu.</p>
`,
};
