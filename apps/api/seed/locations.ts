import type Database from 'better-sqlite3';
import { branches, branchLocations, businessHours, type Branch } from '@klinik/clinic';
import { prepareUpsert } from './upsert';

interface LocationContent {
  description: string;
  facilities: string[];
}

/** The editorial part; name, address, numbers, coordinates and hours come from the constants. */
const content: Record<Branch['value'], LocationContent> = {
  kiaracondong: {
    description:
      'Klinik utama kami sejak 2009, di jalan utama Kiaracondong dan mudah dijangkau dari Stasiun Kiaracondong. Melayani seluruh program fisioterapi, termasuk fisioterapi anak dan lansia, serta menjadi pusat pengaturan jadwal layanan homecare.',
    facilities: [
      'Ruang asesmen dan terapi individu',
      'Area latihan rehabilitasi',
      'Ruang terapi anak',
      'Ultrasound, TENS, dan peralatan elektroterapi',
      'Akses kursi roda dan toilet ramah disabilitas',
      'Ruang tunggu ber-AC',
      'Parkir mobil dan motor',
      'Musala',
    ],
  },
  'sumur-bandung': {
    description:
      'Cabang di pusat kota, dekat Jalan Sunda dan kawasan perkantoran Sumur Bandung. Cocok bagi pekerja yang ingin menjalani terapi nyeri punggung, leher, dan bahu sebelum atau sesudah jam kerja.',
    facilities: [
      'Ruang terapi individu',
      'Area latihan terapeutik',
      'Peralatan elektroterapi',
      'Ruang tunggu ber-AC',
      'Parkir motor; parkir mobil terbatas',
    ],
  },
  mhorfitness: {
    description:
      'Cabang di dalam pusat kebugaran MhorFitness, Istana Plaza. Fokus pada fisioterapi olahraga, sport massage, dan program kembali berlatih, dengan akses ke area latihan untuk latihan fungsional.',
    facilities: [
      'Ruang terapi dan sport massage',
      'Akses area latihan pusat kebugaran',
      'Peralatan tes kekuatan dan kebugaran',
      'Ruang ganti dan kamar mandi',
      'Parkir pusat perbelanjaan',
    ],
  },
};

export function applyLocations(db: Database.Database): number {
  const main = branches.filter((branch) => branchLocations[branch.value].isMain);
  if (main.length !== 1) throw new Error(`Exactly one main location expected, got ${main.length}`);
  // Clear a main flag that moved before writing, so the one-main index never sees two.
  const demoted = db
    .prepare<[string]>(
      'UPDATE locations SET is_main_location = 0 WHERE is_main_location = 1 AND slug IS NOT ?',
    )
    .run(main[0]?.value ?? '').changes;

  const upsert = prepareUpsert(db, {
    table: 'locations',
    key: ['slug'],
    owned: [
      'name',
      'description',
      'address',
      'phone',
      'email',
      'business_hours',
      'facilities',
      'latitude',
      'longitude',
      'is_main_location',
      'sort_order',
    ],
  });
  let changed = demoted;
  branches.forEach((branch, index) => {
    const facts = branchLocations[branch.value];
    const text = content[branch.value];
    const written = upsert({
      slug: branch.value,
      name: branch.label,
      description: text.description,
      address: facts.address,
      phone: facts.phone,
      email: facts.email,
      business_hours: JSON.stringify(businessHours),
      facilities: JSON.stringify(text.facilities),
      latitude: facts.latitude,
      longitude: facts.longitude,
      is_main_location: facts.isMain ? 1 : 0,
      sort_order: index + 1,
    });
    if (written) changed += 1;
  });
  return changed;
}
