/**
 * Days a branch is closed beyond its weekly hours. The national holidays and collective leave
 * days (cuti bersama) close every branch; they are written here, once a year from the published
 * joint ministerial decree (SKB 3 Menteri), for the API's seed to copy into the content file.
 * The closures the clinic enters itself (one branch, one day, its own reason) are visitor-file
 * rows the seed never touches; the rules take both as one list of `Closure`. A year is added
 * only from its published decree, never guessed: a holiday of the Islamic calendar moves with
 * the moon, and the decree is what the clinic follows.
 */
import type { Branch } from './facts';

/** A day a branch (or, with `branch` null, every branch) is closed, in Asia/Jakarta. */
export interface Closure {
  /** "2026-12-25" */
  date: string;
  /** The branch it closes; null for every branch. */
  branch: Branch['value'] | null;
  /** What the visitor reads: "Kelahiran Yesus Kristus", "Renovasi ruang terapi". */
  reason: string;
}

export type PublicHolidayKind = 'libur-nasional' | 'cuti-bersama';

export interface PublicHoliday {
  date: string;
  kind: PublicHolidayKind;
  /** The name the decree gives the day. */
  name: string;
}

/** The decree of each year, and the two public sources each of its days was checked against. */
export interface HolidayDecree {
  year: number;
  decree: string;
  signed: string;
  /** Days of each kind the decree counts; the list of the year must have exactly these. */
  counts: Record<PublicHolidayKind, number>;
  sources: readonly [string, string, ...string[]];
}

export const holidayDecrees: readonly HolidayDecree[] = [
  {
    year: 2026,
    decree:
      'SKB Menteri Agama, Menteri Ketenagakerjaan dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 tentang Hari Libur Nasional dan Cuti Bersama Tahun 2026',
    signed: '2025-09-19',
    counts: { 'libur-nasional': 17, 'cuti-bersama': 8 },
    sources: [
      // Both lists, with the decree's names (20 September 2025).
      'https://www.brilio.net/serius/rincian-lengkap-libur-cuti-bersama-2026-17-hari-libur-nasional-dan-8-cuti-bersama-2026-250920i.html',
      // The 17 holidays with their weekdays, from Antara (19 September 2025).
      'https://periskop.id/nasional/20250919/pemerintah-tetapkan-17-hari-libur-nasional-tahun-2026-ini-daftarnya',
      // The 8 collective leave days, from the ministers' announcement (19 September 2025).
      'https://soalindonesia.com/pemerintah-tetapkan-17-hari-libur-nasional-dan-8-hari-cuti-bersama-tahun-2026',
    ],
  },
];

const national = (date: string, name: string): PublicHoliday => ({
  date,
  kind: 'libur-nasional',
  name,
});
const collectiveLeave = (date: string, holiday: string): PublicHoliday => ({
  date,
  kind: 'cuti-bersama',
  name: `Cuti Bersama ${holiday}`,
});

const idulFitri = 'Idul Fitri 1447 Hijriah';

/** 2026, from the decree of 19 September 2025, in date order. */
export const publicHolidays: readonly PublicHoliday[] = [
  national('2026-01-01', 'Tahun Baru 2026 Masehi'),
  national('2026-01-16', 'Isra Mikraj Nabi Muhammad SAW'),
  collectiveLeave('2026-02-16', 'Tahun Baru Imlek 2577 Kongzili'),
  national('2026-02-17', 'Tahun Baru Imlek 2577 Kongzili'),
  collectiveLeave('2026-03-18', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
  national('2026-03-19', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
  collectiveLeave('2026-03-20', idulFitri),
  national('2026-03-21', idulFitri),
  national('2026-03-22', idulFitri),
  collectiveLeave('2026-03-23', idulFitri),
  collectiveLeave('2026-03-24', idulFitri),
  national('2026-04-03', 'Wafat Yesus Kristus'),
  national('2026-04-05', 'Kebangkitan Yesus Kristus (Paskah)'),
  national('2026-05-01', 'Hari Buruh Internasional'),
  national('2026-05-14', 'Kenaikan Yesus Kristus'),
  collectiveLeave('2026-05-15', 'Kenaikan Yesus Kristus'),
  national('2026-05-27', 'Idul Adha 1447 Hijriah'),
  collectiveLeave('2026-05-28', 'Idul Adha 1447 Hijriah'),
  national('2026-05-31', 'Hari Raya Waisak 2570 BE'),
  national('2026-06-01', 'Hari Lahir Pancasila'),
  national('2026-06-16', '1 Muharam Tahun Baru Islam 1448 Hijriah'),
  national('2026-08-17', 'Proklamasi Kemerdekaan'),
  national('2026-08-25', 'Maulid Nabi Muhammad SAW'),
  collectiveLeave('2026-12-24', 'Kelahiran Yesus Kristus'),
  national('2026-12-25', 'Kelahiran Yesus Kristus'),
];

/** The public holidays as closures of every branch: what the API seeds. */
export const publicHolidayClosures: readonly Closure[] = publicHolidays.map((holiday) => ({
  date: holiday.date,
  branch: null,
  reason: holiday.name,
}));
