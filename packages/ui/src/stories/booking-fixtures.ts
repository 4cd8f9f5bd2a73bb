/**
 * What the booking stories share: a clock (Friday 18 December 2026, 08:00 in Jakarta), the 14
 * days from it with Sundays, Christmas and a branch's own closure, a day's times with some taken,
 * the safety question's content and the bookings the confirmation and manage views show.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  bookableServices,
  bookingDates,
  branches,
  branchLocations,
  freeTimes,
  jakartaInstant,
  publicHolidayClosures,
  businessHours,
  pagePaths,
  type Booking,
  type BookingCreated,
} from '@klinik/clinic';
import { empty, hasTexts, loadError, loading, mobile, retriesAfter } from './helpers';

type Canvas = StoryContext['canvas'];

export const bookingNow = new Date('2026-12-18T01:00:00Z');

export const bookingClosures = [
  ...publicHolidayClosures,
  { date: '2026-12-22', branch: 'kiaracondong' as const, reason: 'Pelatihan staf' },
];

export const bookingDays = bookingDates(bookingNow, 'kiaracondong', bookingClosures);

/** Monday 21 December at Kiaracondong, Fisioterapi Olahraga (90 minutes): 10.30 and 14.00 booked. */
const visit = (time: string, minutes: number) => {
  const start = jakartaInstant('2026-12-21', time);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};
export const bookingDayTimes = freeTimes({
  now: bookingNow,
  date: '2026-12-21',
  hours: businessHours,
  capacity: 1,
  lengthMinutes: 90,
  bookings: [visit('10:30', 90), visit('14:00', 90)],
});

export const bookingBranches = branches.map((branch) => ({
  ...branch,
  address: branchLocations[branch.value].address,
}));

export const bookingServices = bookableServices;

export const safetyContent = {
  question: 'Sebelum melanjutkan: apakah saat ini Anda mengalami salah satu tanda berikut?',
  signs: [
    'Lemah atau mati rasa mendadak pada tungkai atau lengan',
    'Tidak dapat menahan atau mengendalikan buang air kecil atau buang air besar',
    'Mati rasa di sekitar selangkangan atau bokong',
    'Baru saja jatuh atau mengalami kecelakaan yang serius',
    'Nyeri dada atau sesak napas',
    'Demam disertai nyeri punggung',
  ],
  emergencyAdvice:
    'Tanda ini perlu diperiksa dokter hari ini, bukan ditunggu sampai jadwal fisioterapi. Segera datang ke IGD rumah sakit terdekat, atau hubungi ambulans di 119. Anda juga dapat menelepon nomor darurat klinik kami.',
  emergencyPhone: '0811-2233-119',
};

export const whatToBring = [
  'KTP atau kartu identitas lain, dan kartu asuransi bila ada',
  'Hasil pemeriksaan sebelumnya bila ada: rontgen, MRI, surat rujukan dokter',
  'Daftar obat yang sedang Anda konsumsi',
  'Pakaian longgar yang nyaman untuk bergerak',
  'Datang 10 menit sebelum jadwal untuk pendaftaran',
];

export const cancellationPolicy = [
  'Pembatalan lebih dari 24 jam sebelum jadwal: gratis, atau jadwal dipindah tanpa biaya.',
  'Pembatalan kurang dari 24 jam sebelum jadwal: dikenakan biaya 50%.',
  'Tidak datang tanpa kabar: biaya tidak dikembalikan.',
];

export const sampleBooking: Booking = {
  code: '7KQ4-M2XD',
  status: 'confirmed',
  branch: 'kiaracondong',
  service: 'rehab-recovery',
  date: '2026-12-21',
  time: '09:00',
  start: '2026-12-21T02:00:00.000Z',
  end: '2026-12-21T03:30:00.000Z',
  name: 'Siti Rahmawati',
  can_self_manage: true,
  created_at: '2026-12-18T01:05:00.000Z',
};

export const sampleManageToken = 'Qm7vJ2pX9kLr4sT8wY1zA3bC5dE6fG0hH2iJ4kL6mN8';

export const sampleCreated: BookingCreated = { ...sampleBooking, manage_token: sampleManageToken };

/**
 * The booking pages' (confirmation, manage) stories of a booking that is not ready: loading,
 * failed with its retry, and a token that opens nothing.
 */
export const bookingPageStates = (retry: () => void) => ({
  LoadingMobile: {
    ...mobile,
    args: { booking: loading },
    play: hasTexts('Memuat janji temu…'),
  },
  LoadErrorMobile: {
    ...mobile,
    args: { booking: loadError(retry) },
    play: retriesAfter(retry, ['Gagal memuat janji temu']),
  },
  NotFoundMobile: {
    ...mobile,
    args: { booking: empty },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Janji temu tidak ditemukan' }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Buat Janji Temu' })).toHaveAttribute(
        'href',
        pagePaths.booking,
      );
    },
  },
});
