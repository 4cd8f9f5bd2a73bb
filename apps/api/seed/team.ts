import { claims } from '@klinik/clinic';

export interface TeamMemberSeed {
  /** Name followed by degrees, as the clinic writes it: also the byline of their articles. */
  name: string;
  role: string;
  experience: string;
  description: string;
  /** The position in an article's "Ditinjau oleh" line (schema.org jobTitle). */
  jobTitle: string;
  /** The degrees behind the name, spelt out. */
  credentials: string;
}

/** The three therapists on the About page, in display order. */
export const team = {
  rina: {
    name: 'Rina Kusumawati, S.Ft., Physio',
    role: 'Kepala Fisioterapis, Fisioterapi Olahraga',
    experience: `${claims.years} tahun`,
    jobTitle: 'Kepala Fisioterapis',
    credentials: 'Sarjana Fisioterapi (S.Ft.), Profesi Fisioterapis (Physio)',
    description:
      'Mendirikan klinik pada tahun 2009 dan menangani cedera olahraga sejak awal kariernya, dari pelari rekreasi hingga atlet daerah. Memimpin program rehabilitasi cedera lutut dan pergelangan kaki serta menyusun standar asesmen yang dipakai di semua cabang.',
  },
  dimas: {
    name: 'Dimas Pratama, S.Tr.Kes., M.Fis.',
    role: 'Fisioterapis Geriatri dan Neurologi',
    experience: '10 tahun',
    jobTitle: 'Fisioterapis Senior',
    credentials: 'Sarjana Terapan Kesehatan (S.Tr.Kes.), Magister Fisioterapi (M.Fis.)',
    description:
      'Berpengalaman di rehabilitasi pascastroke dan fisioterapi lansia, di klinik maupun melalui kunjungan rumah. Fokus pada latihan keseimbangan, pencegahan jatuh, dan pendampingan keluarga agar latihan berlanjut di rumah.',
  },
  laras: {
    name: 'Laras Anindita, S.Ft., Physio',
    role: 'Fisioterapis Pediatrik',
    experience: '7 tahun',
    jobTitle: 'Fisioterapis Pediatrik',
    credentials: 'Sarjana Fisioterapi (S.Ft.), Profesi Fisioterapis (Physio)',
    description:
      'Menangani bayi dan anak dengan keterlambatan perkembangan motorik, tortikolis, dan gangguan koordinasi. Mengemas setiap sesi sebagai permainan yang terarah dan membekali orang tua dengan latihan sederhana untuk di rumah.',
  },
} as const satisfies Record<string, TeamMemberSeed>;

export type TeamSlug = keyof typeof team;

/** A guest author (not on the team) for the nutrition articles. */
export const guestAuthors = {
  maya: 'Maya Puspitasari, S.Gz., RD',
} as const;
