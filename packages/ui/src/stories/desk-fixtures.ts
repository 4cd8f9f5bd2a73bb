/**
 * What the front desk's stories share: two accounts (an admin and a receptionist of one branch),
 * a Monday at Kiaracondong (three treatment places) at 10.40 with a full hour, its week with a
 * staff training day, Christmas and Sunday, and the closures, messages, accounts and log rows an
 * admin reads. Dates and times are Jakarta's; instants are UTC, as the API answers them.
 */
import {
  bookableService,
  branches,
  holdsPlace,
  jakartaInstant,
  jakartaWallClock,
  type staffLogActions,
  visitTransitions,
  type BookingDateAnswer,
  type StaffAccount,
  type StaffAccountListing,
  type StaffBooking,
  type StaffClosure,
  type StaffDay,
  type StaffLogRow,
  type StaffMessage,
  type StaffRecords,
  type StaffSession,
  type StaffSetupDone,
  type StaffSetupInfo,
  type StaffWeek,
} from '@klinik/clinic';

export const deskDate = '2026-12-21';

export const deskAdmin: StaffAccount = {
  id: 1,
  email: 'rina.kartika@geraksehat.id',
  name: 'Rina Kartika',
  role: 'admin',
  branches: branches.map((branch) => branch.value),
  second_factor: true,
};

export const deskReceptionist: StaffAccount = {
  id: 2,
  email: 'dewi.lestari@geraksehat.id',
  name: 'Dewi Lestari',
  role: 'desk',
  branches: ['kiaracondong'],
  second_factor: false,
};

type BookingSeed = Partial<StaffBooking> & Pick<StaffBooking, 'code' | 'time' | 'service' | 'name'>;

const minute = 60_000;

/** A booking of the Monday as the desk's API answers it; `seed` says what differs. */
export function deskBooking(seed: BookingSeed): StaffBooking {
  const date = seed.date ?? deskDate;
  const status = seed.status ?? 'confirmed';
  const start = jakartaInstant(date, seed.time);
  const end = new Date(start.getTime() + bookableService(seed.service).bookingMinutes * minute);
  const created = new Date(start.getTime() - 3 * 24 * 60 * minute).toISOString();
  const email = seed.email === undefined ? null : seed.email;
  const source = seed.source ?? 'online';
  return {
    status,
    cancel_reason: null,
    source,
    branch: 'kiaracondong',
    date,
    end_time: jakartaWallClock(end).time,
    start: start.toISOString(),
    end: end.toISOString(),
    phone: '0812-3456-7801',
    email,
    complaint: null,
    reminder: email
      ? { state: 'sent', sent_at: new Date(start.getTime() - 20 * 60 * minute).toISOString() }
      : { state: 'none', sent_at: null },
    next_statuses: [...visitTransitions[status]],
    can_move: holdsPlace(status),
    notes: [],
    history: [
      {
        at: created,
        by: source === 'desk' ? 'Dewi Lestari' : null,
        text: source === 'desk' ? 'Dibuat di meja depan' : 'Dibuat online',
      },
    ],
    created_at: created,
    ...seed,
  };
}

/** The Monday's bookings, in time order: a full hour from 10.30 to 11.30 (3 of 3 places). */
export const deskBookings: StaffBooking[] = [
  deskBooking({
    code: 'B7KD-3MQX',
    time: '09:00',
    service: 'edukasi-injury',
    name: 'Budi Santoso',
    status: 'done',
    source: 'desk',
    phone: '0813-2211-4455',
  }),
  deskBooking({
    code: 'H4TR-9WPA',
    time: '09:00',
    service: 'rehab-recovery',
    name: 'Siti Rahmawati',
    status: 'done',
    email: 'siti.rahmawati@contoh.id',
  }),
  deskBooking({
    code: 'C8NV-2XKE',
    time: '09:30',
    service: 'geriatric',
    name: 'Agus Wijaya',
    status: 'no_show',
    phone: '0857-1122-3344',
  }),
  deskBooking({
    code: 'M3FJ-7QRZ',
    time: '10:00',
    service: 'pediatric',
    name: 'Nadia Putri',
    status: 'arrived',
    email: 'nadia.putri@contoh.id',
    complaint: 'Anak saya (4 tahun) belum lancar berjalan dan sering jatuh.',
  }),
  deskBooking({
    code: 'P9WH-4DTC',
    time: '10:00',
    service: 'sport-science',
    name: 'Hendra Gunawan',
    status: 'arrived',
    email: 'hendra.g@contoh.id',
  }),
  deskBooking({
    code: 'R2XN-8KVF',
    time: '10:30',
    service: 'edukasi-injury',
    name: 'Dewi Anggraini',
    email: 'dewi.anggraini@contoh.id',
    phone: '0812-9988-7766',
    complaint: 'Nyeri bahu kanan sejak dua minggu, terutama saat mengangkat tangan.',
  }),
  deskBooking({
    code: 'T6QM-3HZB',
    time: '11:00',
    service: 'rehab-recovery',
    name: 'Yusuf Maulana',
    email: 'yusuf.maulana@contoh.id',
  }),
  deskBooking({
    code: 'V5KC-9PXD',
    time: '11:30',
    service: 'geriatric',
    name: 'Teguh Prasetyo',
    status: 'cancelled',
    cancel_reason: 'patient_unwell',
  }),
  deskBooking({
    code: 'W8RT-2NMG',
    time: '13:00',
    service: 'geriatric',
    name: 'Ratna Sari',
    email: 'ratna.sari@contoh.id',
  }),
  deskBooking({
    code: 'X3HB-7FQK',
    time: '14:00',
    service: 'rehab-recovery',
    name: 'Fajar Nugroho',
    source: 'desk',
    email: 'fajar.n@contoh.id',
    reminder: { state: 'scheduled', sent_at: null },
  }),
  deskBooking({
    code: 'Z4DP-6TWN',
    time: '15:00',
    service: 'pediatric',
    name: 'Lestari Wulandari',
  }),
];

/** The booking a detail page opens: confirmed, with a complaint, its history and a note. */
export const deskDetailBooking: StaffBooking = deskBooking({
  code: 'R2XN-8KVF',
  time: '10:30',
  service: 'edukasi-injury',
  name: 'Dewi Anggraini',
  email: 'dewi.anggraini@contoh.id',
  phone: '0812-9988-7766',
  complaint: 'Nyeri bahu kanan sejak dua minggu, terutama saat mengangkat tangan.',
  history: [
    { at: '2026-12-18T03:12:00.000Z', by: null, text: 'Dibuat online' },
    {
      at: '2026-12-19T02:40:00.000Z',
      by: 'Dewi Lestari',
      text: 'Dipindah dari Sab, 19 Des pukul 10.00',
    },
    { at: '2026-12-20T08:00:00.000Z', by: null, text: 'Pengingat terkirim lewat email' },
  ],
  notes: [
    {
      at: '2026-12-19T02:41:00.000Z',
      by: 'Dewi Lestari',
      text: 'Pasien minta terapis perempuan bila ada.',
    },
  ],
  reminder: { state: 'sent', sent_at: '2026-12-20T08:00:00.000Z' },
});

export const deskDay: StaffDay = {
  branch: 'kiaracondong',
  date: deskDate,
  label: 'Senin, 21 Desember 2026',
  places: 3,
  hours: { open: '09:00', close: '17:00' },
  closed: null,
  bookings: deskBookings,
};

/** The branch's own closed day (a staff training), answered as the day shows it. */
export const deskClosedDay: StaffDay = {
  ...deskDay,
  date: '2026-12-22',
  label: 'Selasa, 22 Desember 2026',
  hours: { open: '09:00', close: '17:00' },
  closed: { reason: 'Pelatihan staf' },
  bookings: [],
};

export const deskWeek: StaffWeek = {
  branch: 'kiaracondong',
  from: deskDate,
  days: [
    {
      date: '2026-12-21',
      label: 'Sen, 21 Des',
      booked: 6,
      total: 11,
      free_places: 31,
      closed: null,
    },
    {
      date: '2026-12-22',
      label: 'Sel, 22 Des',
      booked: 0,
      total: 0,
      free_places: 0,
      closed: { reason: 'Pelatihan staf' },
    },
    {
      date: '2026-12-23',
      label: 'Rab, 23 Des',
      booked: 14,
      total: 15,
      free_places: 0,
      closed: null,
    },
    {
      date: '2026-12-24',
      label: 'Kam, 24 Des',
      booked: 0,
      total: 0,
      free_places: 0,
      closed: { reason: 'Cuti Bersama Kelahiran Yesus Kristus' },
    },
    {
      date: '2026-12-25',
      label: 'Jum, 25 Des',
      booked: 0,
      total: 0,
      free_places: 0,
      closed: { reason: 'Kelahiran Yesus Kristus' },
    },
    {
      date: '2026-12-26',
      label: 'Sab, 26 Des',
      booked: 3,
      total: 3,
      free_places: 30,
      closed: null,
    },
    {
      date: '2026-12-27',
      label: 'Min, 27 Des',
      booked: 0,
      total: 0,
      free_places: 0,
      closed: { reason: 'Tutup setiap hari Minggu' },
    },
  ],
};

/** The days a booking can move to, from the Monday: the date strip's. */
export const deskMoveDates: BookingDateAnswer[] = deskWeek.days.map((day) => ({
  date: day.date,
  label: day.label,
  ...(day.closed ? { closed: day.closed } : {}),
}));

export const deskClosures: StaffClosure[] = [
  {
    id: 31,
    branch: 'kiaracondong',
    date: '2026-12-22',
    reason: 'Pelatihan staf',
    created_at: '2026-12-01T03:00:00.000Z',
    created_by: 'Rina Kartika',
  },
  {
    id: 24,
    branch: null,
    date: '2026-12-24',
    reason: 'Cuti Bersama Kelahiran Yesus Kristus',
    created_at: '2026-01-05T02:00:00.000Z',
    created_by: null,
  },
  {
    id: 25,
    branch: null,
    date: '2026-12-25',
    reason: 'Kelahiran Yesus Kristus',
    created_at: '2026-01-05T02:00:00.000Z',
    created_by: null,
  },
  {
    id: 33,
    branch: 'mhorfitness',
    date: '2027-01-04',
    reason: 'Listrik gedung Istana Plaza dipadamkan untuk perawatan',
    created_at: '2026-12-20T04:15:00.000Z',
    created_by: 'Rina Kartika',
  },
];

export const deskMessages: StaffMessage[] = [
  {
    id: 58,
    name: 'Yanti Susilawati',
    email: 'yanti.s@contoh.id',
    phone: '0812-7788-9900',
    subject: 'homecare',
    branch: 'kiaracondong',
    message:
      'Apakah fisioterapis bisa datang ke rumah di daerah Antapani tiga kali seminggu untuk ibu saya setelah stroke?',
    created_at: '2026-12-21T02:50:00.000Z',
    delivery: 'sent',
    handled_at: null,
    handled_by: null,
  },
  {
    id: 57,
    name: 'Andi Pratama',
    email: 'andi.pratama@contoh.id',
    phone: '0856-2233-4411',
    subject: 'booking',
    branch: 'kiaracondong',
    message: 'Saya ingin memindahkan janji temu besok ke hari Sabtu, apakah bisa?',
    created_at: '2026-12-20T23:10:00.000Z',
    delivery: 'failed',
    handled_at: null,
    handled_by: null,
  },
  {
    id: 54,
    name: 'PT Sehat Bersama',
    email: 'hrd@sehatbersama.co.id',
    phone: '022-7654-3210',
    subject: 'kerjasama',
    branch: null,
    message: 'Kami ingin menawarkan kerja sama pemeriksaan rutin untuk karyawan kami.',
    created_at: '2026-12-19T04:30:00.000Z',
    delivery: 'sent',
    handled_at: '2026-12-19T07:00:00.000Z',
    handled_by: 'Rina Kartika',
  },
];

export const deskAccounts: StaffAccountListing[] = [
  { ...deskAdmin, state: 'active', last_sign_in_at: '2026-12-21T01:30:00.000Z' },
  { ...deskReceptionist, state: 'active', last_sign_in_at: '2026-12-21T01:44:00.000Z' },
  {
    id: 3,
    email: 'bayu.saputra@geraksehat.id',
    name: 'Bayu Saputra',
    role: 'desk',
    branches: ['sumur-bandung', 'mhorfitness'],
    second_factor: false,
    state: 'invited',
    last_sign_in_at: null,
  },
  {
    id: 4,
    email: 'lina.marlina@geraksehat.id',
    name: 'Lina Marlina',
    role: 'desk',
    branches: ['mhorfitness'],
    second_factor: true,
    state: 'disabled',
    last_sign_in_at: '2026-11-02T09:10:00.000Z',
  },
];

/** What adding (or resetting) an account answers: its set-up link, shown once. */
export const deskSetupLink: StaffRecords['addAccount']['data'] = {
  account: deskAccounts[2] as StaffAccountListing,
  setup_link: 'https://geraksehat.id/staf/atur/Xb3kP9qLm2VnR7tY4wZc8dFg1hJ6sA0eU5iO2pK9xQz',
  expires_at: '2026-12-22T03:20:00.000Z',
};

const logRow = (
  id: number,
  at: string,
  actor: string | null,
  action: keyof typeof staffLogActions,
  record?: [StaffLogRow['record_type'], string],
  detail: string | null = null,
): StaffLogRow => ({
  id,
  at,
  actor,
  action,
  record_type: record?.[0] ?? null,
  record: record?.[1] ?? null,
  detail,
  client: `k${(id * 7919).toString(16).padStart(11, '0')}`,
});

export const deskLogRows: StaffLogRow[] = [
  logRow(
    120,
    '2026-12-21T03:40:00.000Z',
    'dewi.lestari@geraksehat.id',
    'booking_status',
    ['booking', 'M3FJ-7QRZ'],
    'confirmed -> arrived',
  ),
  logRow(
    119,
    '2026-12-21T03:31:00.000Z',
    'dewi.lestari@geraksehat.id',
    'booking_status',
    ['booking', 'C8NV-2XKE'],
    'confirmed -> no_show',
  ),
  logRow(
    118,
    '2026-12-21T03:05:00.000Z',
    'dewi.lestari@geraksehat.id',
    'booking_create',
    ['booking', 'X3HB-7FQK'],
    'Meja depan',
  ),
  logRow(
    117,
    '2026-12-21T02:58:00.000Z',
    'rina.kartika@geraksehat.id',
    'closure_add',
    ['closure', '33'],
    'mhorfitness 2027-01-04',
  ),
  logRow(
    116,
    '2026-12-21T02:20:00.000Z',
    'dewi.lestari@geraksehat.id',
    'booking_move',
    ['booking', 'R2XN-8KVF'],
    '2026-12-19 10:00 -> 2026-12-21 10:30',
  ),
  logRow(115, '2026-12-21T01:44:00.000Z', 'dewi.lestari@geraksehat.id', 'sign_in'),
  logRow(
    114,
    '2026-12-21T01:43:00.000Z',
    null,
    'sign_in_failed',
    undefined,
    'dewi.lestari@geraksehat.id',
  ),
  logRow(113, '2026-12-21T01:30:00.000Z', 'rina.kartika@geraksehat.id', 'sign_in'),
];

export const deskLog = {
  rows: deskLogRows,
  pagination: { current_page: 2, last_page: 6, per_page: 8, total: 45 },
};

/**
 * A set-up link's answer: the admin must add an authenticator. The QR code is a stand-in drawn
 * here (the API draws the real one from `uri`); the page shows it as an image either way.
 */
export const deskSetupInfo: StaffSetupInfo = {
  email: 'bayu.saputra@geraksehat.id',
  name: 'Bayu Saputra',
  role: 'admin',
  second_factor: 'required',
  totp: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Gerak%20Sehat:bayu.saputra%40geraksehat.id?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Gerak%20Sehat',
    qr_svg: sampleQrSvg(),
  },
};

/** Ten recovery codes, shown once after the set-up. */
export const deskSetupDone: StaffSetupDone = {
  account: { ...deskAdmin, id: 3, email: deskSetupInfo.email, name: deskSetupInfo.name },
  recovery_codes: [
    'K7QM-2WXP',
    'R4TB-9ZHD',
    'N8VC-3FJK',
    'P2XD-7MQT',
    'H6WR-4BNC',
    'T3KZ-8PVF',
    'D9MH-2RXW',
    'F5QN-6TJB',
    'W7CP-3KDM',
    'B4ZT-9HQR',
  ],
};

/** A QR-like picture (finder squares and a fixed pattern) in the shape the API's SVG has. */
function sampleQrSvg(): string {
  const size = 25;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z" fill-rule="evenodd"/>`;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 29 29" shape-rendering="crispEdges"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/>${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}<path d="${cells.join('')}"/></svg>`;
}

/** The set-up's QR code as the page shows it: the API's SVG as an image address. */
export const deskQrSrc = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(deskSetupInfo.totp.qr_svg)}`;

/**
 * The receptionist's own live sessions on the Monday at 10.40: the reception PC (this one), the
 * tablet by the door, and one whose browser the API could not name (signed in before it did).
 */
export const deskSessions: StaffSession[] = [
  {
    id: 41,
    current: true,
    started_at: '2026-12-21T01:44:00.000Z',
    last_seen_at: '2026-12-21T03:40:00.000Z',
    expires_at: '2026-12-21T13:44:00.000Z',
    device: 'Chrome di Windows',
  },
  {
    id: 39,
    current: false,
    started_at: '2026-12-21T00:58:00.000Z',
    last_seen_at: '2026-12-21T03:12:00.000Z',
    expires_at: '2026-12-21T12:58:00.000Z',
    device: 'Safari di iPad',
  },
  {
    id: 37,
    current: false,
    started_at: '2026-12-20T23:30:00.000Z',
    last_seen_at: '2026-12-21T02:05:00.000Z',
    expires_at: '2026-12-21T11:30:00.000Z',
    device: null,
  },
];

/** Every desk page's address, as the shell links them (the Monday at Kiaracondong kept). */
export const deskLinks = {
  day: '/staf?cabang=kiaracondong&tanggal=2026-12-21',
  week: '/staf/minggu?cabang=kiaracondong&tanggal=2026-12-21',
  search: '/staf/cari',
  newBooking: '/staf/janji-baru?cabang=kiaracondong&tanggal=2026-12-21',
  closures: '/staf/penutupan',
  messages: '/staf/pesan',
  accounts: '/staf/akun',
  log: '/staf/log',
  ownAccount: '/staf/akun-saya',
  privacy: '/staf/privasi',
};

/** The branch switcher of an admin on the Monday's day page. */
export const deskBranchLinks = branches.map((branch) => ({
  label: branch.label,
  href: `/staf?cabang=${branch.value}&tanggal=2026-12-21`,
  current: branch.value === 'kiaracondong',
}));

/** The shell of every signed-in page: the admin on the Monday at Kiaracondong. */
export const deskFrame = {
  account: deskAdmin,
  links: deskLinks,
  branches: deskBranchLinks,
  signOut: { action: '/staf/keluar' },
};

/** The same for the receptionist of Kiaracondong alone. */
export const deskReceptionistFrame = {
  ...deskFrame,
  account: deskReceptionist,
  branches: deskBranchLinks.filter((branch) => branch.current),
};
