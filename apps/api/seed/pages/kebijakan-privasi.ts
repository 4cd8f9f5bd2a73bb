import { branchLocations, clinic, contact, legal, policies } from '@klinik/clinic';
import { escapeHtml } from '../html';
import { formatLongDate } from './format';
import type { PageSeed } from './types';

const { retentionYears } = policies;
const mainAddress = escapeHtml(branchLocations.kiaracondong.address);

export const kebijakanPrivasi: PageSeed = {
  slug: 'kebijakan-privasi',
  title: 'Kebijakan Privasi',
  excerpt: `Cara ${clinic.name} mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Anda.`,
  metaTitle: `Kebijakan Privasi | ${clinic.name}`,
  metaDescription: `Kebijakan privasi ${clinic.name}: data yang dikumpulkan, lama penyimpanan rekam medis, hak Anda, dan cara menghubungi kami.`,
  updatedAt: legal.lastUpdated,
  content: `
<p><em>Terakhir diperbarui: ${formatLongDate(legal.lastUpdated)}</em></p>
<p>${escapeHtml(clinic.name)} ("kami") menghormati privasi setiap pasien dan pengunjung situs. Kebijakan ini menjelaskan data apa yang kami kumpulkan, untuk apa data tersebut digunakan, berapa lama disimpan, dan hak Anda atas data tersebut.</p>

<h2>Data yang kami kumpulkan</h2>
<ul>
  <li><strong>Data identitas dan kontak:</strong> nama, tanggal lahir, alamat, nomor telepon atau WhatsApp, dan alamat e-mail.</li>
  <li><strong>Data kesehatan:</strong> keluhan, riwayat penyakit, hasil pemeriksaan, rencana terapi, dan catatan perkembangan yang menjadi bagian dari rekam medis.</li>
  <li><strong>Data administrasi dan keuangan:</strong> jadwal kunjungan, tagihan, dan bukti pembayaran.</li>
  <li><strong>Data penggunaan situs:</strong> halaman yang dikunjungi, jenis perangkat, dan perkiraan lokasi secara umum.</li>
</ul>

<h2>Penggunaan data</h2>
<p>Data Anda digunakan untuk memberikan layanan fisioterapi, mengatur jadwal, menghubungi Anda terkait layanan, memproses pembayaran, memenuhi kewajiban hukum, serta meningkatkan kualitas layanan dan situs kami. Kami tidak menjual data pribadi Anda kepada pihak mana pun.</p>

<h2>Lama penyimpanan</h2>
<ul>
  <li>Rekam medis disimpan sekurang-kurangnya ${retentionYears.medicalRecords} tahun sejak kunjungan terakhir.</li>
  <li>Data administrasi disimpan selama ${retentionYears.administrative} tahun.</li>
  <li>Data keuangan disimpan selama ${retentionYears.financial} tahun.</li>
</ul>
<p>Setelah masa penyimpanan berakhir, data dimusnahkan atau dianonimkan dengan cara yang aman.</p>

<h2>Berbagi data dengan pihak lain</h2>
<p>Data kesehatan hanya dibagikan dengan persetujuan Anda, misalnya kepada dokter yang merujuk atau merawat Anda, atau bila diwajibkan oleh peraturan perundang-undangan. Penyedia layanan yang membantu operasional kami, seperti penyedia sistem pembayaran, hanya menerima data yang diperlukan untuk tugasnya dan terikat kewajiban menjaga kerahasiaan.</p>

<h2>Analitik situs</h2>
<p>Situs ini menggunakan layanan analitik web untuk memahami bagaimana pengunjung menggunakan situs, misalnya halaman yang paling sering dibaca. Kami tidak menggunakan pelacakan untuk iklan dan tidak menampilkan iklan dari pihak ketiga.</p>

<h2>Keamanan data</h2>
<p>Kami menerapkan langkah pengamanan teknis dan organisasi yang wajar, termasuk pembatasan akses rekam medis hanya bagi tenaga kesehatan dan staf yang berwenang.</p>

<h2>Hak Anda atas rekam medis</h2>
<p>Di klinik, Anda dapat meminta salinan rekam medis Anda dan perbaikan data yang tidak akurat. Rekam medis tidak dapat dihapus sebelum masa simpan yang diwajibkan peraturan berakhir. Untuk data yang disimpan situs ini (janji temu, pesan, dan permintaan), hak Anda dan cara memintanya dijelaskan di bagian bawah halaman ini.</p>

<h2>Hubungi kami</h2>
<p>Pertanyaan atau permintaan terkait privasi dapat dikirim ke <a href="mailto:${contact.privacyEmail}">${contact.privacyEmail}</a>, atau ke alamat klinik utama kami: ${mainAddress}. Untuk pertanyaan umum, hubungi <a href="mailto:${contact.email}">${contact.email}</a>.</p>
`,
};
