/**
 * What the privacy stories share: a patient (Dewi Anggraini, 0812-9988-7766) with two bookings,
 * a contact message and an erasure request, the open requests an admin reads on the Monday at
 * 10.40 (one overdue), and what a booking's private link shows is stored for it. Instants are
 * UTC, as the API answers them.
 */
import {
  consentTexts,
  privacyRules,
  type BookingStoredData,
  type PrivacyErased,
  type PrivacyPerson,
  type PrivacyRequest,
} from '@klinik/clinic';

const hour = 3_600_000;
/** The Monday at 10.40 in Jakarta (03.40 UTC), when the admin reads the requests. */
const now = Date.parse('2026-12-21T03:40:00Z');
const at = (hoursAgo: number) => new Date(now - hoursAgo * hour).toISOString();

/** A request received `hoursAgo` before the Monday's 10.40, with the hours left the API counts. */
function request(
  id: number,
  hoursAgo: number,
  seed: Pick<PrivacyRequest, 'kind' | 'name' | 'contact' | 'details'>,
): PrivacyRequest {
  return {
    id,
    ...seed,
    received_at: at(hoursAgo),
    answer_by: at(hoursAgo - privacyRules.answerHours),
    hours_left: Math.floor(privacyRules.answerHours - hoursAgo),
    status: 'open',
    done_at: null,
    done_by: null,
    note: null,
    consent: { form: 'request', version: consentTexts.request.version, given_at: at(hoursAgo) },
  };
}

export const privacyRequests: PrivacyRequest[] = [
  request(12, 5, {
    kind: 'access',
    name: 'Budi Santoso',
    contact: 'budi.santoso@contoh.id',
    details: 'Saya ingin salinan semua data saya, termasuk pesan yang pernah saya kirim.',
  }),
  request(9, 80, {
    kind: 'erasure',
    name: 'Dewi Anggraini',
    contact: '0812-9988-7766',
    details: 'Mohon hapus data saya. Terapi lutut saya sudah selesai bulan lalu.',
  }),
  request(11, 30.5, {
    kind: 'correction',
    name: 'Siti Rahmawati',
    contact: '+62 812 2000 4515',
    details: null,
  }),
];

/** The longest names and details the form takes, to see nothing overflows. */
export const privacyRequestsLongText: PrivacyRequest[] = [
  request(21, 71.5, {
    kind: 'withdrawal',
    name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Prawiranegara',
    contact: 'raden.ayu.siti.nurhaliza.kusumawardhani@contoh-perusahaan-panjang.co.id',
    details:
      'Saya menarik persetujuan saya untuk semua pesan pengingat dan pemrosesan data keluhan saya. Ibu saya yang berusia 72 tahun sempat membuat janji temu atas nama saya setelah operasi penggantian sendi panggul, mohon data tersebut juga diperhatikan.',
  }),
];

const consent = (form: 'booking' | 'contact', hoursAgo: number) => ({
  form,
  version: consentTexts[form].version,
  given_at: at(hoursAgo),
});

/** Everything held for 0812-9988-7766. */
export const privacyPerson: PrivacyPerson = {
  key: { kind: 'phone', value: '+6281299887766' },
  bookings: [
    {
      code: 'R2XN-8KVF',
      status: 'done',
      source: 'online',
      branch: 'kiaracondong',
      service: 'rehab-recovery',
      date: '2026-11-16',
      time: '09:00',
      name: 'Dewi Anggraini',
      phone: '0812-9988-7766',
      email: 'dewi.anggraini@contoh.id',
      complaint: 'Nyeri lutut kanan setelah operasi ACL, sulit naik tangga.',
      consent: consent('booking', 900),
      created_at: at(900),
    },
    {
      code: 'H7TQ-3MWA',
      status: 'cancelled',
      source: 'desk',
      branch: 'sumur-bandung',
      service: 'rehab-recovery',
      date: '2026-11-23',
      time: '14:00',
      name: 'Dewi Anggraini',
      phone: '081299887766',
      email: null,
      complaint: null,
      consent: null,
      created_at: at(700),
    },
  ],
  messages: [
    {
      id: 41,
      subject: 'konsultasi',
      branch: 'kiaracondong',
      name: 'Dewi Anggraini',
      email: 'dewi.anggraini@contoh.id',
      phone: '+62 812 9988 7766',
      message: 'Apakah bisa terapi lutut hari Sabtu pagi?',
      consent: consent('contact', 1000),
      created_at: at(1000),
    },
  ],
  requests: privacyRequests.filter((item) => item.id === 9),
};

/** The erasure of everything held for 0812-9988-7766. */
export const privacyErased: PrivacyErased = {
  erased_at: at(0),
  bookings: ['R2XN-8KVF', 'H7TQ-3MWA'],
  messages: [41],
  requests: [9],
  mails: 2,
  marker: privacyRules.erasedMarker,
  message: 'Data dihapus: 2 janji temu, 1 pesan, 1 permintaan.',
};

/** What a booking's private link shows is stored for it (the visit is still ahead). */
export const bookingStored: BookingStoredData = {
  code: '7KQ4-M2XD',
  status: 'confirmed',
  branch: 'kiaracondong',
  service: 'rehab-recovery',
  date: '2026-12-30',
  time: '09:30',
  name: 'Siti Rahmawati',
  phone: '0812-2000-4515',
  email: 'siti@contoh.id',
  complaint: 'Nyeri bahu kiri sejak dua minggu, sulit mengangkat tangan.',
  consent: {
    version: consentTexts.booking.version,
    text: consentTexts.booking.text,
    given_at: '2026-12-20T07:05:00Z',
  },
  created_at: '2026-12-20T07:05:00Z',
  erase_after: '2027-12-30',
  can_erase: false,
};

/** The same once the visit is past: the contact details may be erased now. */
export const bookingStoredPast: BookingStoredData = {
  ...bookingStored,
  status: 'confirmed',
  date: '2026-12-10',
  email: null,
  complaint: null,
  erase_after: '2027-12-10',
  can_erase: true,
};
