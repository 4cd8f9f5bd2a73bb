import type Database from 'better-sqlite3';
import {
  clinic,
  contact,
  type JobDepartment,
  type JobLocation,
  type JobType,
} from '@klinik/clinic';
import { normalizeSearchText } from '../src/content/search';
import { prepareUpsert } from './upsert';

interface JobSeed {
  slug: string;
  title: string;
  department: JobDepartment;
  location: JobLocation;
  type: JobType;
  experience: string;
  salary: string;
  description: string;
  requirements: string[];
  benefits: string[];
  /** "2026-10-01" */
  postedAt: string;
  /** "2027-01-31": the last day applications are read. */
  deadline: string;
  featured: boolean;
}

/** Shared by every employee; each opening adds what is particular to it. */
const bpjs = 'BPJS Kesehatan dan BPJS Ketenagakerjaan sejak hari pertama';
const thr = 'Tunjangan Hari Raya (THR) sesuai ketentuan';
const training = 'Anggaran pelatihan dan sertifikasi tahunan';
const physioLicence = 'STR (Surat Tanda Registrasi) fisioterapis yang masih berlaku';

/** Openings at the three Bandung branches, on home visits and remote. */
export const jobSeeds: readonly JobSeed[] = [
  {
    slug: 'fisioterapis-olahraga',
    title: 'Fisioterapis Olahraga',
    department: 'clinical',
    location: 'mhorfitness',
    type: 'full-time',
    experience: 'Minimal 2 tahun',
    salary: 'Rp 6.500.000 - 9.000.000 / bulan',
    description:
      'Menangani cedera olahraga dari asesmen hingga kembali berlatih: pemeriksaan, terapi manual, latihan penguatan, dan tes kesiapan sebelum pasien kembali bertanding. Anda bekerja di cabang kami di dalam pusat kebugaran, berdampingan dengan pelatih.',
    requirements: [
      'Lulusan D3, D4, atau S1 Fisioterapi',
      physioLicence,
      'Pengalaman minimal 2 tahun menangani cedera olahraga (lutut, pergelangan kaki, bahu)',
      'Terbiasa menyusun program latihan bertahap dan mengukur kemajuannya',
      'Bersedia bekerja pada hari Sabtu secara bergilir',
    ],
    benefits: [
      'Insentif per sesi terapi di atas target bulanan',
      bpjs,
      thr,
      training,
      'Akses gratis ke fasilitas kebugaran MhorFitness',
    ],
    postedAt: '2026-11-02',
    deadline: '2027-01-31',
    featured: true,
  },
  {
    slug: 'fisioterapis-homecare',
    title: 'Fisioterapis Homecare',
    department: 'clinical',
    location: 'homecare',
    type: 'full-time',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 5.500.000 - 7.500.000 / bulan',
    description:
      'Mengunjungi pasien di rumah mereka di Bandung Raya, terutama pasien pascastroke, lansia, dan pasien setelah operasi. Anda melatih pasien sekaligus mengajari keluarga cara mendampingi latihan di antara kunjungan.',
    requirements: [
      'Lulusan D3, D4, atau S1 Fisioterapi',
      physioLicence,
      'Pengalaman minimal 1 tahun di bidang neurologi atau geriatri',
      'Memiliki SIM C dan sepeda motor sendiri',
      'Mampu menjelaskan latihan dengan bahasa yang mudah dipahami keluarga pasien',
    ],
    benefits: [
      'Tunjangan transportasi per kunjungan',
      'Insentif per kunjungan di atas target bulanan',
      bpjs,
      thr,
      'Peralatan terapi portabel disediakan klinik',
    ],
    postedAt: '2026-10-20',
    deadline: '2027-01-15',
    featured: true,
  },
  {
    slug: 'fisioterapis-pediatri',
    title: 'Fisioterapis Pediatri',
    department: 'clinical',
    location: 'kiaracondong',
    type: 'full-time',
    experience: 'Minimal 2 tahun',
    salary: 'Rp 6.000.000 - 8.500.000 / bulan',
    description:
      'Menangani anak dengan keterlambatan perkembangan motorik, tortikolis, dan kaki datar di klinik utama kami. Terapi dikemas sebagai permainan, dan orang tua dilibatkan agar latihan berlanjut di rumah.',
    requirements: [
      'Lulusan D4 atau S1 Fisioterapi',
      physioLicence,
      'Pengalaman minimal 2 tahun menangani pasien anak',
      'Sertifikat pelatihan tumbuh kembang anak menjadi nilai tambah',
      'Sabar, komunikatif, dan senang bekerja dengan anak dan orang tua',
    ],
    benefits: [
      'Insentif per sesi terapi',
      bpjs,
      thr,
      training,
      'Pendampingan kasus oleh fisioterapis senior',
    ],
    postedAt: '2026-10-05',
    deadline: '2027-02-28',
    featured: true,
  },
  {
    slug: 'fisioterapis-geriatri-paruh-waktu',
    title: 'Fisioterapis Geriatri (Paruh Waktu)',
    department: 'clinical',
    location: 'sumur-bandung',
    type: 'part-time',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 3.000.000 - 4.500.000 / bulan',
    description:
      'Menjalankan latihan keseimbangan, kekuatan, dan pencegahan jatuh bagi pasien lansia di cabang Sumur Bandung, empat hari kerja per minggu pada pagi hari.',
    requirements: [
      'Lulusan D3, D4, atau S1 Fisioterapi',
      physioLicence,
      'Pengalaman minimal 1 tahun menangani pasien lansia',
      'Dapat bekerja Senin sampai Kamis pukul 09.00-13.00',
    ],
    benefits: ['Insentif per sesi terapi', bpjs, 'Jadwal kerja tetap setiap minggu', training],
    postedAt: '2026-09-28',
    deadline: '2027-01-31',
    featured: false,
  },
  {
    slug: 'magang-fisioterapi',
    title: 'Magang Fisioterapi',
    department: 'clinical',
    location: 'kiaracondong',
    type: 'internship',
    experience: 'Mahasiswa tingkat akhir atau lulusan baru',
    salary: 'Rp 1.500.000 - 2.000.000 / bulan',
    description:
      'Program magang enam bulan di klinik utama. Anda mendampingi fisioterapis pada asesmen dan terapi, ikut pembahasan kasus mingguan, dan menulis materi edukasi pasien bersama tim.',
    requirements: [
      'Mahasiswa tingkat akhir atau lulusan baru D3, D4, atau S1 Fisioterapi',
      'Dapat mengikuti program selama enam bulan penuh',
      'Surat pengantar dari kampus bagi mahasiswa',
      'Teliti dan mau belajar',
    ],
    benefits: [
      'Uang saku bulanan',
      'Sertifikat magang',
      'Mentor fisioterapis senior',
      'Peluang direkrut sebagai fisioterapis tetap',
    ],
    postedAt: '2026-11-09',
    deadline: '2027-03-15',
    featured: false,
  },
  {
    slug: 'staf-administrasi-resepsionis',
    title: 'Staf Administrasi & Resepsionis',
    department: 'admin',
    location: 'sumur-bandung',
    type: 'full-time',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 4.500.000 - 5.500.000 / bulan',
    description:
      'Menyambut pasien, mengatur jadwal terapi melalui telepon dan WhatsApp, mengelola rekam administrasi, serta menerima pembayaran tunai, transfer bank, QRIS, dan kartu.',
    requirements: [
      'Pendidikan minimal SMA/SMK, diutamakan D3 Administrasi',
      'Pengalaman minimal 1 tahun sebagai resepsionis atau admin, diutamakan di fasilitas kesehatan',
      'Terbiasa menggunakan spreadsheet dan aplikasi pesan untuk bisnis',
      'Ramah, rapi, dan teliti dalam mencatat',
    ],
    benefits: [bpjs, thr, 'Uang makan harian', 'Potongan biaya terapi untuk karyawan dan keluarga'],
    postedAt: '2026-10-27',
    deadline: '2027-01-10',
    featured: false,
  },
  {
    slug: 'content-social-media-specialist',
    title: 'Content & Social Media Specialist',
    department: 'marketing',
    location: 'kiaracondong',
    type: 'contract',
    experience: 'Minimal 1 tahun',
    salary: 'Rp 5.000.000 - 6.500.000 / bulan',
    description: `Kontrak 12 bulan. Mengubah pengetahuan fisioterapis kami menjadi konten edukasi yang akurat dan mudah dipahami untuk Instagram, YouTube, dan artikel di situs ${clinic.name}, serta meliput kegiatan komunitas klinik.`,
    requirements: [
      'Pendidikan minimal D3, diutamakan Komunikasi atau Pemasaran',
      'Portofolio konten media sosial, terutama video pendek',
      'Mampu menulis dalam bahasa Indonesia yang baik dan benar',
      'Memahami etika promosi layanan kesehatan',
    ],
    benefits: [
      bpjs,
      'Perangkat kerja disediakan (kamera dan laptop)',
      'Jam kerja fleksibel di hari liputan acara',
      'Peluang perpanjangan kontrak',
    ],
    postedAt: '2026-11-16',
    deadline: '2027-01-20',
    featured: false,
  },
  {
    slug: 'web-developer',
    title: 'Web Developer',
    department: 'it',
    location: 'remote',
    type: 'contract',
    experience: 'Minimal 2 tahun',
    salary: 'Rp 8.000.000 - 11.000.000 / bulan',
    description:
      'Kontrak 6 bulan, bekerja jarak jauh. Merawat dan mengembangkan situs klinik (React dan TypeScript di depan, Node.js dan SQLite di belakang), menjaga kecepatan, aksesibilitas, dan keamanannya.',
    requirements: [
      'Pengalaman minimal 2 tahun dengan React dan TypeScript',
      'Terbiasa menulis tes otomatis dan bekerja dengan Git',
      'Memahami dasar aksesibilitas web dan SEO',
      'Dapat hadir ke Bandung untuk rapat bulanan',
    ],
    benefits: [
      'Bekerja dari mana saja di Indonesia',
      'Tunjangan internet bulanan',
      'Peluang perpanjangan kontrak',
    ],
    postedAt: '2026-11-12',
    deadline: '2027-02-15',
    featured: false,
  },
  {
    slug: 'staf-sdm-rekrutmen',
    title: 'Staf SDM & Rekrutmen',
    department: 'hr',
    location: 'kiaracondong',
    type: 'full-time',
    experience: 'Minimal 2 tahun',
    salary: 'Rp 5.500.000 - 7.000.000 / bulan',
    description: `Mengelola rekrutmen dari lamaran yang masuk ke ${contact.hrEmail} sampai hari pertama kerja, menyusun jadwal kerja ketiga cabang, mengurus BPJS dan penggajian bersama bagian keuangan, serta mengatur pelatihan internal.`,
    requirements: [
      'Pendidikan minimal S1 Psikologi, Manajemen SDM, atau bidang terkait',
      'Pengalaman minimal 2 tahun di bidang SDM, diutamakan di fasilitas kesehatan',
      'Memahami peraturan ketenagakerjaan dan BPJS',
      'Mampu menjaga kerahasiaan data karyawan',
    ],
    benefits: [bpjs, thr, training, 'Potongan biaya terapi untuk karyawan dan keluarga'],
    postedAt: '2026-10-13',
    deadline: '2027-01-31',
    featured: false,
  },
];

export function applyJobs(db: Database.Database): number {
  const upsert = prepareUpsert(db, {
    table: 'jobs',
    key: ['slug'],
    owned: [
      'title',
      'department',
      'location',
      'type',
      'experience',
      'salary',
      'description',
      'requirements',
      'benefits',
      'posted_at',
      'deadline',
      'is_featured',
      'search_text',
    ],
  });
  return jobSeeds.filter((job) =>
    upsert({
      slug: job.slug,
      title: job.title,
      department: job.department,
      location: job.location,
      type: job.type,
      experience: job.experience,
      salary: job.salary,
      description: job.description,
      requirements: JSON.stringify(job.requirements),
      benefits: JSON.stringify(job.benefits),
      posted_at: job.postedAt,
      deadline: job.deadline,
      is_featured: job.featured ? 1 : 0,
      search_text: normalizeSearchText(`${job.title} ${job.description}`),
    }),
  ).length;
}
