import type Database from 'better-sqlite3';
import { team } from './team';
import { prepareUpsert } from './upsert';

interface TestimonialSeed {
  key: string;
  name: string;
  role: string;
  content: string;
  rating: number;
}

const testimonialSeeds: readonly TestimonialSeed[] = [
  {
    key: 'andi-futsal',
    name: 'Andi Saputra',
    role: 'Pemain futsal amatir',
    content:
      'Setelah keseleo berulang, saya dilatih keseimbangan dan penguatan secara bertahap. Sebelum kembali main, saya dites dulu, jadi saya lebih percaya diri turun ke lapangan.',
    rating: 5,
  },
  {
    key: 'dewi-karyawan',
    name: 'Dewi Lestari',
    role: 'Karyawan swasta',
    content:
      'Nyeri punggung yang sering kambuh karena duduk lama sekarang jauh berkurang. Terapisnya menjelaskan penyebabnya dengan sabar dan memberi latihan singkat yang bisa saya lakukan di kantor.',
    rating: 5,
  },
  {
    key: 'ibu-rahma',
    name: 'Rahma Fitriani',
    role: 'Ibu dari pasien anak',
    content:
      'Anak saya terlambat berjalan dan awalnya takut setiap kali terapi. Karena sesinya seperti bermain, lama-lama ia justru menanti jadwal terapi. Saya juga diajari latihan untuk di rumah.',
    rating: 5,
  },
  {
    key: 'bapak-hendra',
    name: 'Hendra Gunawan',
    role: 'Keluarga pasien homecare pascastroke',
    content:
      'Fisioterapis datang tepat waktu dan melatih kami cara membantu ayah berpindah dari tempat tidur ke kursi. Pendampingannya sangat membantu keluarga kami.',
    rating: 5,
  },
  {
    key: 'nadia-pelari',
    name: 'Nadia Putri',
    role: 'Pelari rekreasi',
    content:
      'Nyeri lutut saya muncul menjelang lomba 10K. Saya tidak disuruh berhenti total, tetapi jarak latihan diatur ulang dan ditambah latihan penguatan. Lomba selesai tanpa keluhan.',
    rating: 4,
  },
  {
    key: 'pak-yusuf',
    name: 'Yusuf Hidayat',
    role: 'Pensiunan guru',
    content:
      'Setelah sempat jatuh di kamar mandi, saya mengikuti latihan keseimbangan. Sekarang saya kembali berani jalan pagi sendiri. Antrean kadang agak lama di hari Sabtu.',
    rating: 4,
  },
];

export function applyTeam(db: Database.Database): number {
  const upsert = prepareUpsert(db, {
    table: 'team_members',
    key: ['slug'],
    owned: ['name', 'role', 'experience', 'description', 'job_title', 'credentials', 'sort_order'],
  });
  return Object.entries(team).filter(([slug, member], index) =>
    upsert({
      slug,
      name: member.name,
      role: member.role,
      experience: member.experience,
      description: member.description,
      job_title: member.jobTitle,
      credentials: member.credentials,
      sort_order: index + 1,
    }),
  ).length;
}

export function applyTestimonials(db: Database.Database): number {
  const upsert = prepareUpsert(db, {
    table: 'testimonials',
    key: ['seed_key'],
    owned: ['name', 'role', 'content', 'rating', 'sort_order'],
  });
  return testimonialSeeds.filter((testimonial, index) =>
    upsert({
      seed_key: testimonial.key,
      name: testimonial.name,
      role: testimonial.role,
      content: testimonial.content,
      rating: testimonial.rating,
      sort_order: index + 1,
    }),
  ).length;
}
