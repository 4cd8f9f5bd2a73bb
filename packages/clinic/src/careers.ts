import type { ValueFact } from './about';
import { optionLabel } from './contract/options';

/** The careers page's departments, in filter order. */
export const jobDepartments = [
  { value: 'clinical', label: 'Klinis' },
  { value: 'admin', label: 'Administrasi' },
  { value: 'marketing', label: 'Pemasaran' },
  { value: 'it', label: 'Teknologi Informasi' },
  { value: 'hr', label: 'SDM' },
] as const;

export type JobDepartment = (typeof jobDepartments)[number]['value'];

/**
 * Where a job is based. The spec's sample data named Jakarta and Tangerang, where the clinic has
 * no branch; jobs here are at the three Bandung branches, on home visits, or remote (README).
 */
export const jobLocations = [
  { value: 'kiaracondong', label: 'Kiaracondong, Bandung' },
  { value: 'sumur-bandung', label: 'Sumur Bandung, Bandung' },
  { value: 'mhorfitness', label: 'MhorFitness Istana Plaza, Bandung' },
  { value: 'homecare', label: 'Kunjungan Rumah, Bandung Raya' },
  { value: 'remote', label: 'Remote' },
] as const;

export type JobLocation = (typeof jobLocations)[number]['value'];

/** Employment types and how the spec labels them. */
export const jobTypes = [
  { value: 'full-time', label: 'Full Time' },
  { value: 'part-time', label: 'Part Time' },
  { value: 'contract', label: 'Kontrak' },
  { value: 'internship', label: 'Magang' },
] as const;

export type JobType = (typeof jobTypes)[number]['value'];

/** 'clinical' -> 'Klinis'. */
export function jobDepartmentLabel(department: JobDepartment): string {
  return optionLabel(jobDepartments, department);
}

/** 'kiaracondong' -> 'Kiaracondong, Bandung'. */
export function jobLocationLabel(location: JobLocation): string {
  return optionLabel(jobLocations, location);
}

/** 'contract' -> 'Kontrak' (spec 3). */
export function jobTypeLabel(type: JobType): string {
  return optionLabel(jobTypes, type);
}

/** What working at the clinic is like: the careers page's values and benefits blocks. */
export const careers = {
  values: [
    {
      icon: 'heart-pulse',
      title: 'Pasien di Atas Segalanya',
      description: 'Setiap keputusan kami mulai dari pertanyaan: apa yang terbaik bagi pasien?',
    },
    {
      icon: 'users',
      title: 'Tim yang Saling Mendukung',
      description: 'Kasus sulit dibahas bersama; terapis baru didampingi mentor senior.',
    },
    {
      icon: 'trending-up',
      title: 'Terus Bertumbuh',
      description: 'Kami belajar dari riset terbaru dan dari setiap pasien yang kami tangani.',
    },
  ],
  benefits: [
    {
      icon: 'wallet',
      title: 'Gaji Kompetitif',
      description: 'Gaji pokok sesuai pengalaman ditambah insentif per sesi terapi.',
    },
    {
      icon: 'shield-check',
      title: 'BPJS Kesehatan & Ketenagakerjaan',
      description: 'Perlindungan kesehatan dan jaminan hari tua sejak hari pertama bekerja.',
    },
    {
      icon: 'graduation-cap',
      title: 'Pelatihan & Sertifikasi',
      description: 'Anggaran pelatihan tahunan dan kelas internal setiap bulan.',
    },
    {
      icon: 'calendar-clock',
      title: 'Jadwal Teratur',
      description: `Klinik tutup hari Minggu; jadwal kerja disusun paling lambat dua minggu sebelumnya.`,
    },
  ],
} as const satisfies { values: readonly ValueFact[]; benefits: readonly ValueFact[] };
