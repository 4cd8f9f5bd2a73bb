import { claims, clinic } from './facts';

/** Icons the value and benefit grids may show; the UI maps each key to a drawn icon. */
export type ValueIcon =
  | 'award'
  | 'microscope'
  | 'heart-handshake'
  | 'shield-check'
  | 'users'
  | 'graduation-cap'
  | 'wallet'
  | 'heart-pulse'
  | 'calendar-clock'
  | 'trending-up';

export interface ValueFact {
  icon: ValueIcon;
  title: string;
  description: string;
}

/**
 * The About page's own words: the story, vision, missions and values. The /tentang-kami page
 * shows them with the team and testimonials; the API's 'tentang-kami' page is written from them.
 */
export const about = {
  story: [
    `${clinic.name} berawal pada tahun ${clinic.foundedYear} sebagai ruang praktik fisioterapi kecil di Kiaracondong. Kini kami melayani pasien di tiga lokasi di Bandung dan melalui kunjungan ke rumah, dengan pengalaman lebih dari ${claims.years.replace('+', '')} tahun dan lebih dari ${claims.patients.replace('+', '')} pasien yang telah kami dampingi.`,
    'Kami percaya setiap orang berhak bergerak tanpa rasa takut: atlet yang ingin kembali bertanding, pekerja yang ingin terbebas dari nyeri punggung, anak yang sedang belajar berjalan, hingga lansia yang ingin tetap mandiri.',
  ],
  vision:
    'Menjadi klinik fisioterapi pilihan keluarga di Bandung yang membantu masyarakat bergerak lebih baik melalui layanan yang profesional, berbasis bukti ilmiah, dan penuh empati.',
  missions: [
    'Memberikan asesmen yang teliti dan program terapi yang disesuaikan dengan tujuan setiap pasien.',
    'Menerapkan praktik fisioterapi yang mengikuti perkembangan ilmu pengetahuan.',
    'Mengedukasi pasien dan keluarga agar mampu menjaga hasil terapi secara mandiri.',
    'Menjangkau pasien yang sulit bepergian melalui layanan homecare.',
    'Bekerja sama dengan dokter dan tenaga kesehatan lain demi keselamatan pasien.',
  ],
  values: [
    {
      icon: 'award',
      title: 'Profesional',
      description:
        'Setiap terapis memiliki izin praktik dan pengalaman yang sesuai dengan layanannya.',
    },
    {
      icon: 'microscope',
      title: 'Berbasis Bukti',
      description:
        'Kami memilih tindakan yang terbukti bermanfaat dan menjelaskan alasannya kepada pasien.',
    },
    {
      icon: 'heart-handshake',
      title: 'Empati',
      description: 'Kami mendengarkan keluhan dan tujuan pasien sebelum menyusun rencana terapi.',
    },
    {
      icon: 'shield-check',
      title: 'Jujur',
      description:
        'Kami menyampaikan perkiraan pemulihan secara realistis, tanpa janji yang berlebihan.',
    },
  ],
} as const satisfies {
  story: readonly string[];
  vision: string;
  missions: readonly string[];
  values: readonly ValueFact[];
};
