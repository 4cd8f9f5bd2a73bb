import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const tortikolisBayi: ArticleSeed = {
  slug: 'tortikolis-pada-bayi',
  title: 'Tortikolis pada Bayi: Mengenali Leher Miring Sejak Dini',
  excerpt:
    'Bayi yang selalu menoleh ke satu sisi atau kepalanya tampak miring mungkin mengalami tortikolis. Penanganan sejak dini umumnya memberi hasil yang baik.',
  category: 'tumbuh-kembang-anak',
  author: team.laras.name,
  publishedAt: '2025-12-03T11:00:00+07:00',
  updatedAt: '2026-06-10T11:00:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-06-10',
  references: [sources.torticollisCpg, sources.torticollisPediatrics],
  viewCount: 743,
  featured: false,
  keywords: ['tortikolis', 'bayi', 'leher miring', 'plagiosefali', 'fisioterapi anak'],
  content: `
<p>Tortikolis muskular kongenital adalah kondisi ketika salah satu otot leher bayi, yaitu otot sternokleidomastoideus, memendek atau menegang. Akibatnya kepala bayi cenderung miring ke satu sisi dan wajahnya menoleh ke sisi yang berlawanan. Kondisi ini biasanya mulai terlihat pada minggu-minggu pertama setelah lahir.</p>

<h2>Tanda-tanda yang perlu diperhatikan</h2>
<ul>
  <li>kepala bayi sering miring ke satu sisi saat tidur, digendong, atau duduk di kursi bayi,</li>
  <li>bayi lebih suka menoleh ke satu arah dan rewel bila diarahkan ke sisi lain,</li>
  <li>bayi hanya menyusu dengan nyaman pada satu sisi payudara,</li>
  <li>teraba benjolan lunak di salah satu sisi leher,</li>
  <li>bagian belakang kepala tampak datar pada satu sisi.</li>
</ul>
<p>Kepala yang datar sebelah atau plagiosefali sering menyertai tortikolis, karena bayi terus berbaring dengan posisi kepala yang sama.</p>

<h2>Mengapa perlu ditangani sejak dini?</h2>
<p>Otot leher bayi masih sangat lentur pada bulan-bulan pertama kehidupan. Penanganan yang dimulai sejak dini umumnya lebih singkat dan memberi hasil yang lebih baik dibandingkan bila baru dimulai setelah bayi berusia lebih dari enam bulan. Tortikolis yang dibiarkan dapat memengaruhi bentuk kepala dan wajah, serta perkembangan motorik seperti berguling dan duduk yang seimbang.</p>
<p>Sebelum terapi dimulai, dokter perlu memastikan bahwa leher miring tidak disebabkan oleh kondisi lain, misalnya kelainan tulang leher, gangguan penglihatan, atau gangguan saraf.</p>

<h2>Apa yang dilakukan fisioterapis?</h2>
<p>Fisioterapis akan mengukur lingkup gerak leher bayi, menilai kekuatan otot, memeriksa bentuk kepala, dan melihat perkembangan motoriknya secara keseluruhan. Program terapi biasanya terdiri dari:</p>
<ol>
  <li><strong>Peregangan lembut</strong> otot leher yang memendek, yang diajarkan kepada orang tua untuk dilakukan di rumah.</li>
  <li><strong>Penguatan otot leher sisi yang lemah</strong> melalui posisi bermain dan gendongan tertentu.</li>
  <li><strong>Pengaturan posisi sehari-hari</strong> agar bayi terdorong menoleh ke sisi yang jarang digunakan.</li>
  <li><strong>Pemantauan perkembangan</strong> hingga bayi mampu menoleh dan menegakkan kepala secara seimbang.</li>
</ol>

<h2>Tips untuk orang tua di rumah</h2>
<ul>
  <li>Letakkan mainan, suara, dan wajah Anda di sisi yang jarang dilihat bayi.</li>
  <li>Gantilah arah bayi di tempat tidur secara bergantian, misalnya kepala di ujung yang berbeda setiap malam.</li>
  <li>Berikan waktu tengkurap yang cukup saat bayi terjaga dan diawasi.</li>
  <li>Batasi waktu bayi berbaring lama di kursi bayi, ayunan, atau stroller.</li>
</ul>
<p>Tetap tidurkan bayi dalam posisi telentang sesuai anjuran tidur aman, meskipun ada kepala datar. Bila Anda mencurigai tanda-tanda tortikolis, konsultasikan dengan dokter anak atau fisioterapis anak sesegera mungkin.</p>
`,
};
