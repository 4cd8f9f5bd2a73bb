import { team } from '../team';
import { sources } from './sources';
import type { ArticleSeed } from './types';

export const ergonomiMejaKerja: ArticleSeed = {
  slug: 'ergonomi-meja-kerja',
  title: 'Ergonomi Meja Kerja: Mengatur Posisi Duduk agar Leher dan Bahu Tidak Pegal',
  excerpt:
    'Leher kaku dan bahu pegal setelah seharian di depan laptop? Beberapa penyesuaian sederhana pada meja, kursi, dan kebiasaan kerja dapat membuat perbedaan besar.',
  category: 'nyeri-otot-sendi',
  author: team.dimas.name,
  publishedAt: '2025-08-19T13:00:00+07:00',
  updatedAt: '2026-02-16T13:00:00+07:00',
  reviewer: 'rina',
  reviewedAt: '2026-02-16',
  references: [
    sources.physicalActivityWho,
    sources.physicalActivityBjsm,
    sources.lowBackPainLancet,
  ],
  viewCount: 2541,
  featured: false,
  keywords: ['ergonomi', 'nyeri leher', 'bahu pegal', 'kerja dari rumah', 'postur'],
  content: `
<p>Sejak bekerja dari rumah makin umum, banyak orang bekerja di meja makan, sofa, bahkan di atas kasur. Laptop yang diletakkan terlalu rendah membuat kepala terus menunduk, sehingga otot leher dan bahu bekerja lebih keras sepanjang hari. Akibatnya muncul rasa kaku, pegal, hingga sakit kepala di sore hari.</p>

<h2>Mengatur meja dan kursi</h2>
<p>Tidak perlu membeli perlengkapan mahal. Mulailah dari penyesuaian berikut:</p>
<ul>
  <li><strong>Tinggi layar.</strong> Bagian atas layar kira-kira sejajar dengan mata, dengan jarak sekitar satu lengan. Bila memakai laptop, tinggikan laptop dengan dudukan atau tumpukan buku, lalu gunakan papan ketik dan tetikus terpisah.</li>
  <li><strong>Tinggi kursi.</strong> Telapak kaki menapak lantai atau pijakan kaki, lutut kira-kira setinggi pinggul.</li>
  <li><strong>Sandaran.</strong> Punggung bersandar dengan nyaman. Gulungan handuk kecil di punggung bawah dapat membantu bila sandaran kursi terlalu tegak.</li>
  <li><strong>Posisi lengan.</strong> Bahu rileks, siku menekuk sekitar 90 derajat di samping tubuh, dan pergelangan tangan lurus saat mengetik.</li>
  <li><strong>Pencahayaan.</strong> Hindari silau pada layar agar Anda tidak mencondongkan kepala ke depan untuk membaca.</li>
</ul>

<h2>Posisi terbaik adalah posisi berikutnya</h2>
<p>Tidak ada satu posisi duduk yang sempurna untuk dipertahankan delapan jam. Tubuh manusia dirancang untuk bergerak, sehingga yang paling penting adalah sering berganti posisi. Beberapa kebiasaan yang membantu:</p>
<ol>
  <li>Berdiri, berjalan, atau mengambil minum setiap 30 sampai 45 menit.</li>
  <li>Menerima telepon sambil berdiri atau berjalan.</li>
  <li>Bergantian bekerja sambil duduk dan berdiri bila memungkinkan.</li>
  <li>Mengistirahatkan mata dengan melihat benda jauh selama beberapa detik secara berkala.</li>
</ol>

<h2>Latihan singkat di sela pekerjaan</h2>
<p>Lakukan gerakan berikut perlahan, masing-masing lima sampai sepuluh kali, tanpa memaksakan sampai nyeri:</p>
<ul>
  <li><strong>Tarik dagu:</strong> tarik dagu lurus ke belakang seolah membuat dagu berlipat, tahan beberapa detik.</li>
  <li><strong>Putar bahu:</strong> putar kedua bahu ke belakang dengan gerakan besar.</li>
  <li><strong>Peregangan leher samping:</strong> miringkan kepala ke kanan dan ke kiri, tahan 15 sampai 20 detik.</li>
  <li><strong>Rapatkan tulang belikat:</strong> tarik kedua tulang belikat ke belakang dan bawah, tahan lima detik.</li>
  <li><strong>Peregangan dada:</strong> berdiri di ambang pintu, letakkan lengan bawah di kusen, lalu condongkan badan ke depan.</li>
</ul>

<h2>Kapan perlu pemeriksaan?</h2>
<p>Nyeri leher dan bahu akibat posisi kerja biasanya membaik dengan penyesuaian di atas. Periksakan diri bila nyeri menjalar ke lengan disertai kesemutan atau rasa lemah, muncul sakit kepala hebat yang tidak biasa, atau keluhan tidak berkurang setelah beberapa minggu. Fisioterapis dapat menilai postur dan kekuatan otot Anda, memberikan terapi untuk meredakan nyeri, serta menyusun latihan yang sesuai dengan rutinitas kerja Anda.</p>
`,
};
