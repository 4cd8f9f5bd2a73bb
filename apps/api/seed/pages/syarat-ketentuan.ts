import {
  branchLocations,
  cancellationPolicy,
  clinic,
  contact,
  fees,
  formatPriceRange,
  legal,
  policies,
  serviceFacts,
} from '@klinik/clinic';
import { escapeHtml } from '../html';
import { formatLongDate, joinList } from './format';
import type { PageSeed } from './types';

const discount = fees.packageDiscountPercent;
const refundDays = policies.refundWorkingDays;
const mainAddress = escapeHtml(branchLocations.kiaracondong.address);

export const syaratKetentuan: PageSeed = {
  slug: 'syarat-ketentuan',
  title: 'Syarat & Ketentuan',
  excerpt: `Ketentuan layanan ${clinic.name}: pendaftaran, jadwal, pembatalan, biaya, pembayaran, dan pengembalian dana.`,
  metaTitle: `Syarat & Ketentuan | ${clinic.name}`,
  metaDescription: `Syarat dan ketentuan layanan ${clinic.name}: pembatalan, keterlambatan, biaya, metode pembayaran, dan pengembalian dana.`,
  updatedAt: legal.lastUpdated,
  content: `
<p><em>Terakhir diperbarui: ${formatLongDate(legal.lastUpdated)}</em></p>
<p>Dengan membuat janji temu atau menggunakan layanan ${escapeHtml(clinic.name)}, Anda menyetujui syarat dan ketentuan berikut.</p>

<h2>Pasien</h2>
<ul>
  <li>Pasien berusia minimal ${policies.minimumAge} tahun, atau didampingi orang tua atau wali yang memberikan persetujuan.</li>
  <li>Pasien wajib memberikan informasi kesehatan yang benar dan lengkap, termasuk obat yang sedang dikonsumsi.</li>
</ul>

<h2>Tenaga fisioterapi</h2>
<p>Layanan diberikan oleh fisioterapis berizin dengan pengalaman praktik minimal ${policies.therapistMinExperienceYears} tahun. Bila pemeriksaan menunjukkan kondisi yang memerlukan evaluasi dokter, fisioterapis akan menyarankan rujukan sebelum terapi dilanjutkan.</p>

<h2>Pembatalan dan perubahan jadwal</h2>
<ul>
${cancellationPolicy.map((rule) => `  <li>${escapeHtml(rule)}</li>`).join('\n')}
</ul>

<h2>Keterlambatan</h2>
<ul>
  <li>Keterlambatan kurang dari ${policies.latenessGraceMinutes} menit: sesi tetap berjalan dan berakhir sesuai jadwal semula, sehingga durasinya berkurang.</li>
  <li>Keterlambatan lebih dari ${policies.latenessGraceMinutes} menit: sesi dapat dibatalkan dengan biaya ${policies.latenessFeePercent}% dari biaya sesi.</li>
</ul>

<h2>Biaya</h2>
<ul>
  <li>Konsultasi pertama: ${formatPriceRange(fees.firstConsultation)}.</li>
  <li>Sesi terapi reguler: ${formatPriceRange(fees.regularSession)} per sesi.</li>
  <li>Homecare: ${formatPriceRange(serviceFacts('homecare').price)} per kunjungan.</li>
  <li>Paket beberapa sesi mendapat potongan ${discount.min}-${discount.max}% sesuai jumlah sesi.</li>
</ul>
<p>Biaya pasti bergantung pada jenis tindakan dan disampaikan sebelum terapi dimulai.</p>

<h2>Pembayaran</h2>
<p>Pembayaran dapat dilakukan dengan ${joinList(policies.paymentMethods)}.</p>

<h2>Pengembalian dana</h2>
<p>Pengembalian dana yang disetujui diproses dalam ${refundDays.min}-${refundDays.max} hari kerja melalui metode pembayaran semula atau transfer bank.</p>

<h2>Batas tanggung jawab</h2>
<p>Hasil terapi dipengaruhi oleh banyak faktor, termasuk kondisi awal dan kepatuhan menjalankan program latihan, sehingga kami tidak menjanjikan hasil tertentu. Tanggung jawab kami atas layanan yang diberikan terbatas pada jumlah biaya yang telah Anda bayarkan untuk layanan tersebut.</p>

<h2>Kontak</h2>
<p>Pertanyaan mengenai syarat dan ketentuan ini dapat dikirim ke <a href="mailto:${contact.email}">${contact.email}</a> atau disampaikan langsung di klinik utama kami: ${mainAddress}.</p>
`,
};
