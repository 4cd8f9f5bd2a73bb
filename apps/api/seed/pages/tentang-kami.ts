import { branches, branchLocations, claims, clinic, legal } from '@klinik/clinic';
import { escapeHtml } from '../html';
import { team } from '../team';
import type { PageSeed } from './types';

const members = Object.values(team)
  .map(
    (member) =>
      `<li><strong>${escapeHtml(member.name)}</strong>: ${escapeHtml(member.role)}, pengalaman ${escapeHtml(member.experience)}.</li>`,
  )
  .join('\n  ');

const branchItems = branches
  .map((branch) => {
    const facts = branchLocations[branch.value];
    const main = facts.isMain ? ' (klinik utama)' : '';
    return `<li><strong>${escapeHtml(branch.label)}</strong>${main}: ${escapeHtml(facts.address)}</li>`;
  })
  .join('\n  ');

export const tentangKami: PageSeed = {
  slug: 'tentang-kami',
  title: 'Tentang Kami',
  excerpt: `${clinic.name} membantu warga Bandung pulih dari cedera dan tetap aktif sejak ${clinic.foundedYear}.`,
  metaTitle: `Tentang Kami | ${clinic.name}`,
  metaDescription: `Visi, misi, nilai, dan tim fisioterapis ${clinic.name}, klinik fisioterapi dan rehabilitasi di Bandung sejak ${clinic.foundedYear}.`,
  updatedAt: legal.lastUpdated,
  content: `
<h2>Cerita kami</h2>
<p>${escapeHtml(clinic.name)} berawal pada tahun ${clinic.foundedYear} sebagai ruang praktik fisioterapi kecil di Kiaracondong. Kini kami melayani pasien di tiga lokasi di Bandung dan melalui kunjungan ke rumah, dengan pengalaman lebih dari ${claims.years.replace('+', '')} tahun dan lebih dari ${claims.patients.replace('+', '')} pasien yang telah kami dampingi.</p>
<p>Kami percaya setiap orang berhak bergerak tanpa rasa takut: atlet yang ingin kembali bertanding, pekerja yang ingin terbebas dari nyeri punggung, anak yang sedang belajar berjalan, hingga lansia yang ingin tetap mandiri.</p>

<h2>Visi</h2>
<p>Menjadi klinik fisioterapi pilihan keluarga di Bandung yang membantu masyarakat bergerak lebih baik melalui layanan yang profesional, berbasis bukti ilmiah, dan penuh empati.</p>

<h2>Misi</h2>
<ol>
  <li>Memberikan asesmen yang teliti dan program terapi yang disesuaikan dengan tujuan setiap pasien.</li>
  <li>Menerapkan praktik fisioterapi yang mengikuti perkembangan ilmu pengetahuan.</li>
  <li>Mengedukasi pasien dan keluarga agar mampu menjaga hasil terapi secara mandiri.</li>
  <li>Menjangkau pasien yang sulit bepergian melalui layanan homecare.</li>
  <li>Bekerja sama dengan dokter dan tenaga kesehatan lain demi keselamatan pasien.</li>
</ol>

<h2>Nilai-nilai kami</h2>
<ul>
  <li><strong>Profesional:</strong> setiap terapis memiliki izin praktik dan pengalaman yang sesuai dengan layanannya.</li>
  <li><strong>Berbasis bukti:</strong> kami memilih tindakan yang terbukti bermanfaat dan menjelaskan alasannya kepada pasien.</li>
  <li><strong>Empati:</strong> kami mendengarkan keluhan dan tujuan pasien sebelum menyusun rencana terapi.</li>
  <li><strong>Jujur:</strong> kami menyampaikan perkiraan pemulihan secara realistis, tanpa janji yang berlebihan.</li>
  <li><strong>Kolaboratif:</strong> kami merujuk ke dokter bila pemeriksaan menunjukkan hal yang perlu dievaluasi lebih lanjut.</li>
</ul>

<h2>Tim kami</h2>
<ul>
  ${members}
</ul>

<h2>Lokasi</h2>
<ul>
  ${branchItems}
</ul>
<p>Kepuasan pasien kami tercermin dari penilaian ${claims.rating} dan tingkat kepuasan ${claims.satisfaction}. Terima kasih atas kepercayaan Anda.</p>
`,
};
