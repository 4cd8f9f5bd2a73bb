import type Database from 'better-sqlite3';
import type { GalleryCategory } from '@klinik/clinic';
import { normalizeSearchText } from '../src/content/search';
import { prepareUpsert } from './upsert';

interface GallerySeed {
  slug: string;
  title: string;
  description: string;
  category: GalleryCategory;
  takenAt: string;
  views: number;
  likes: number;
  featured: boolean;
  tags: string[];
}

/** Photos of the clinic; each image is /images/gallery/<slug>.svg on the site. */
const gallerySeeds: readonly GallerySeed[] = [
  {
    slug: 'ruang-tunggu-kiaracondong',
    title: 'Ruang Tunggu Klinik Kiaracondong',
    description:
      'Ruang tunggu yang sejuk dan terang di klinik utama, dengan area bermain kecil untuk anak.',
    category: 'clinic',
    takenAt: '2025-02-14',
    views: 1240,
    likes: 86,
    featured: true,
    tags: ['kiaracondong', 'ruang tunggu', 'fasilitas'],
  },
  {
    slug: 'ruang-terapi-individu',
    title: 'Ruang Terapi Individu',
    description:
      'Setiap pasien menjalani asesmen dan terapi di ruang tersendiri agar nyaman dan privasinya terjaga.',
    category: 'clinic',
    takenAt: '2025-02-14',
    views: 860,
    likes: 54,
    featured: false,
    tags: ['ruang terapi', 'privasi', 'fasilitas'],
  },
  {
    slug: 'cabang-sumur-bandung',
    title: 'Cabang Sumur Bandung',
    description: 'Tampak depan cabang di pusat kota, dekat kawasan perkantoran Jalan Sunda.',
    category: 'clinic',
    takenAt: '2025-06-03',
    views: 634,
    likes: 31,
    featured: false,
    tags: ['sumur bandung', 'cabang'],
  },
  {
    slug: 'cabang-mhorfitness-istana-plaza',
    title: 'Cabang MhorFitness Istana Plaza',
    description: 'Ruang terapi di dalam pusat kebugaran, bersebelahan dengan area latihan.',
    category: 'clinic',
    takenAt: '2025-09-22',
    views: 712,
    likes: 45,
    featured: false,
    tags: ['istana plaza', 'mhorfitness', 'cabang'],
  },
  {
    slug: 'latihan-keseimbangan-pasca-cedera-lutut',
    title: 'Latihan Keseimbangan setelah Cedera Lutut',
    description:
      'Pasien berlatih berdiri satu kaki di atas bantalan keseimbangan dengan pendampingan fisioterapis.',
    category: 'therapy',
    takenAt: '2025-04-09',
    views: 1530,
    likes: 112,
    featured: true,
    tags: ['rehabilitasi', 'lutut', 'keseimbangan', 'cedera olahraga'],
  },
  {
    slug: 'terapi-manual-bahu',
    title: 'Terapi Manual pada Bahu',
    description: 'Mobilisasi sendi bahu untuk membantu mengembalikan lingkup gerak yang terbatas.',
    category: 'therapy',
    takenAt: '2025-05-17',
    views: 948,
    likes: 63,
    featured: false,
    tags: ['terapi manual', 'bahu', 'mobilisasi'],
  },
  {
    slug: 'terapi-bermain-anak',
    title: 'Terapi Sambil Bermain',
    description:
      'Latihan merangkak dan meraih mainan yang dikemas sebagai permainan dalam sesi fisioterapi anak.',
    category: 'therapy',
    takenAt: '2025-07-08',
    views: 1105,
    likes: 97,
    featured: true,
    tags: ['anak', 'pediatrik', 'motorik', 'bermain'],
  },
  {
    slug: 'latihan-berjalan-lansia',
    title: 'Latihan Berjalan bersama Lansia',
    description:
      'Latihan berjalan dengan alat bantu untuk melatih keseimbangan dan kepercayaan diri.',
    category: 'therapy',
    takenAt: '2025-08-12',
    views: 689,
    likes: 48,
    featured: false,
    tags: ['lansia', 'geriatri', 'keseimbangan', 'berjalan'],
  },
  {
    slug: 'sesi-homecare-pascastroke',
    title: 'Sesi Homecare Pascastroke',
    description:
      'Fisioterapis melatih pasien berpindah dari tempat tidur ke kursi di rumahnya, didampingi keluarga.',
    category: 'therapy',
    takenAt: '2025-10-01',
    views: 823,
    likes: 71,
    featured: false,
    tags: ['homecare', 'stroke', 'keluarga'],
  },
  {
    slug: 'seminar-pencegahan-cedera-lari',
    title: 'Seminar Pencegahan Cedera Lari',
    description: 'Edukasi pemanasan dan pengaturan beban latihan bersama komunitas lari Bandung.',
    category: 'events',
    takenAt: '2025-03-23',
    views: 1012,
    likes: 88,
    featured: false,
    tags: ['seminar', 'lari', 'pencegahan cedera', 'komunitas'],
  },
  {
    slug: 'pemeriksaan-postur-car-free-day',
    title: 'Pemeriksaan Postur di Car Free Day',
    description:
      'Pemeriksaan postur dan konsultasi singkat tanpa biaya di car free day Jalan Dago.',
    category: 'events',
    takenAt: '2025-08-17',
    views: 1378,
    likes: 104,
    featured: true,
    tags: ['car free day', 'postur', 'edukasi', 'komunitas'],
  },
  {
    slug: 'senam-lansia-bersama',
    title: 'Senam Keseimbangan Lansia',
    description:
      'Senam keseimbangan bersama kelompok lansia di Kiaracondong dalam rangka Hari Lanjut Usia.',
    category: 'events',
    takenAt: '2025-05-29',
    views: 566,
    likes: 52,
    featured: false,
    tags: ['lansia', 'senam', 'keseimbangan', 'komunitas'],
  },
  {
    slug: 'tim-fisioterapis',
    title: 'Tim Fisioterapis Kami',
    description: 'Tim fisioterapis dari ketiga cabang dalam pertemuan rutin pembahasan kasus.',
    category: 'team',
    takenAt: '2025-01-11',
    views: 902,
    likes: 77,
    featured: false,
    tags: ['tim', 'fisioterapis'],
  },
  {
    slug: 'pelatihan-internal-terapis',
    title: 'Pelatihan Internal Terapis',
    description:
      'Pelatihan berkala tentang asesmen dan latihan terapeutik terbaru untuk seluruh terapis.',
    category: 'team',
    takenAt: '2025-06-21',
    views: 455,
    likes: 29,
    featured: false,
    tags: ['pelatihan', 'tim', 'pengembangan'],
  },
  {
    slug: 'tim-homecare',
    title: 'Tim Homecare Siap Berangkat',
    description:
      'Fisioterapis homecare menyiapkan peralatan portabel sebelum kunjungan ke rumah pasien.',
    category: 'team',
    takenAt: '2025-09-05',
    views: 518,
    likes: 40,
    featured: false,
    tags: ['homecare', 'tim', 'peralatan portabel'],
  },
  {
    slug: 'peralatan-ultrasound-terapi',
    title: 'Peralatan Ultrasound Terapi',
    description: 'Ultrasound terapi yang digunakan sesuai indikasi sebagai pendamping latihan.',
    category: 'equipment',
    takenAt: '2025-02-20',
    views: 421,
    likes: 22,
    featured: false,
    tags: ['ultrasound', 'elektroterapi', 'peralatan'],
  },
  {
    slug: 'area-latihan-rehabilitasi',
    title: 'Area Latihan Rehabilitasi',
    description:
      'Area latihan dengan palang sejajar, tangga latihan, dan beban ringan untuk latihan penguatan.',
    category: 'equipment',
    takenAt: '2025-02-20',
    views: 774,
    likes: 58,
    featured: false,
    tags: ['area latihan', 'rehabilitasi', 'peralatan'],
  },
  {
    slug: 'alat-tes-kekuatan',
    title: 'Alat Tes Kekuatan Otot',
    description:
      'Alat ukur kekuatan otot untuk menilai kesiapan kembali berolahraga secara terukur.',
    category: 'equipment',
    takenAt: '2025-09-22',
    views: 392,
    likes: 25,
    featured: false,
    tags: ['tes kekuatan', 'return to sport', 'peralatan'],
  },
];

export function applyGallery(db: Database.Database): number {
  const upsert = prepareUpsert(db, {
    table: 'gallery_items',
    key: ['slug'],
    owned: [
      'title',
      'description',
      'category',
      'image_url',
      'taken_at',
      'is_featured',
      'tags',
      'search_text',
    ],
    insertOnly: ['views', 'likes'],
  });
  return gallerySeeds.filter((item) =>
    upsert({
      slug: item.slug,
      title: item.title,
      description: item.description,
      category: item.category,
      image_url: `/images/gallery/${item.slug}.svg`,
      taken_at: item.takenAt,
      is_featured: item.featured ? 1 : 0,
      tags: JSON.stringify(item.tags),
      search_text: normalizeSearchText([item.title, item.description, ...item.tags].join(' ')),
      views: item.views,
      likes: item.likes,
    }),
  ).length;
}
