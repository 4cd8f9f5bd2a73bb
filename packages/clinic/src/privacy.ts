/**
 * Personal data under UU No. 27 Tahun 2022 (Pelindungan Data Pribadi): the consent texts the
 * forms show, with their versions; what the website collects, why, for how long and who receives
 * it; the retention periods; the kinds of a person's own request and the hours to answer it. The
 * privacy page, the forms, the API, its retention task and docs/privacy.md (the processing record,
 * written by `pnpm privacy record`) all read these; nothing else writes them. No zod here.
 */
import { internationalNumber } from './chat';
import { isValidPhone } from './contract/options';
import { contact } from './facts';

/** The forms that ask for consent; each stores the version and time the visitor gave it. */
export const consentForms = ['booking', 'contact', 'request'] as const;
export type ConsentForm = (typeof consentForms)[number];

export interface ConsentText {
  /** Stored with every booking, message or request sent under this text. */
  version: number;
  /** The first day the forms showed it (Jakarta date). */
  since: string;
  /** What the visitor agrees to: the box's label, or the line beside the button. */
  text: string;
  /**
   * How it is given: `checkbox`, a box the visitor ticks (the form is refused without it);
   * `by-sending`, a line beside the send button, given by sending.
   */
  given: 'checkbox' | 'by-sending';
}

/**
 * Every version of each form's consent, oldest first; the last is the one in force. A row stored
 * before versions were recorded has the first (documented in docs/privacy.md): the booking form's
 * box said the first text; the contact form said nothing beyond the privacy page.
 */
export const consentHistory = {
  booking: [
    {
      version: 1,
      since: '2026-01-01',
      text: 'Saya setuju data saya dipakai untuk mengatur janji temu ini (wajib).',
      given: 'checkbox',
    },
    {
      version: 2,
      since: '2026-11-28',
      text: 'Saya setuju nama, nomor WhatsApp, email, dan keluhan saya dipakai untuk mengatur janji temu ini dan dikirim ke klinik lewat email (wajib).',
      given: 'checkbox',
    },
  ],
  contact: [
    {
      version: 1,
      since: '2026-01-01',
      text: 'Tanpa pernyataan di formulir; berlaku Kebijakan Privasi yang dimuat di situs.',
      given: 'by-sending',
    },
    {
      version: 2,
      since: '2026-11-28',
      text: 'Dengan mengirim pesan ini, Anda setuju nama, email, nomor telepon, dan isi pesan Anda dipakai untuk menjawab pesan ini dan dikirim ke klinik lewat email.',
      given: 'by-sending',
    },
  ],
  request: [
    {
      version: 1,
      since: '2026-11-28',
      text: 'Saya setuju data di formulir ini dipakai untuk memproses permintaan saya (wajib).',
      given: 'checkbox',
    },
  ],
} as const satisfies Record<ConsentForm, readonly [ConsentText, ...ConsentText[]]>;

/** The text each form shows now (the last of its history): `consentTexts.booking.text`, `.version`. */
export const consentTexts = {
  booking: consentHistory.booking[1],
  contact: consentHistory.contact[1],
  request: consentHistory.request[0],
} as const satisfies Record<ConsentForm, ConsentText>;

/** The version a row stored before versions were recorded has (the first of each form). */
export const consentVersionBefore = {
  booking: consentHistory.booking[0].version,
  contact: consentHistory.contact[0].version,
} as const;

/** A form's consent of `version`, or undefined for a version it never had. */
export function consentText(form: ConsentForm, version: number): ConsentText | undefined {
  return (consentHistory[form] as readonly ConsentText[]).find(
    (entry) => entry.version === version,
  );
}

/**
 * How long the website keeps personal data. A booking that reached the clinic's medical record
 * is the clinic system's to keep (Permenkes 24/2022, see `policies.retentionYears`); the
 * website's copy of the contact details goes when its purpose, the visit, is over.
 */
export const retention = {
  /** Contact messages: erased this many months after they were received. */
  messageMonths: 12,
  /** A booking's contact details (name, number, e-mail, complaint): months after the visit. */
  bookingMonthsAfterVisit: 12,
  /** A cancelled booking's contact details: days after it was cancelled. */
  cancelledBookingDays: 30,
  /** A person's own requests: months after they were received. */
  requestMonths: 24,
  /** The front desk's log: rows older than this many months are deleted. */
  logMonths: 24,
} as const;

/** The kinds of a person's own request (UU PDP Art. 5-9, 32, 40-44). */
export const dataRequestKinds = [
  { value: 'access', label: 'Akses / salinan data' },
  { value: 'correction', label: 'Perbaikan data' },
  { value: 'erasure', label: 'Penghapusan data' },
  { value: 'withdrawal', label: 'Penarikan persetujuan' },
] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number]['value'];

export const privacyRules = {
  /** A person's request is answered within this many hours of receipt (3×24). */
  answerHours: 72,
  /** The people concerned and the authority are told in writing within this many hours. */
  breachNoticeHours: 72,
  /** What an erased name, number, e-mail or complaint reads as. */
  erasedMarker: '[dihapus]',
  /** The longest details of a request, in characters. */
  requestDetailsMaxLength: 2000,
} as const;

/** Who receives personal data beside the clinic's own staff. */
export const dataRecipients = [
  {
    name: 'Penyedia layanan email',
    what: 'Isi pesan kontak, janji temu, dan permintaan data yang dikirim ke kotak masuk klinik, serta email konfirmasi dan pengingat kepada pasien.',
    why: 'Mengantarkan email antara situs, klinik, dan pasien (server SMTP yang dipakai klinik).',
  },
  {
    name: 'Staf meja depan dan admin klinik',
    what: 'Janji temu dan pesan cabangnya; admin juga permintaan data pribadi.',
    why: 'Mengatur kunjungan dan menjawab pesan atau permintaan.',
  },
] as const;

/**
 * The record of processing (UU PDP Art. 31): what the website collects, why, where it is kept,
 * for how long and who receives it. The privacy page and docs/privacy.md are written from it.
 */
export const processingRecord = [
  {
    activity: 'Janji temu (online dan di meja depan)',
    data: [
      'nama lengkap',
      'nomor WhatsApp',
      'email (bila diisi)',
      'keluhan (bila diisi; data kesehatan)',
      'cabang, layanan, tanggal, dan jam',
      'versi dan waktu persetujuan',
    ],
    purpose: 'Mengatur jadwal kunjungan, mengirim konfirmasi dan pengingat.',
    basis:
      'Persetujuan (UU PDP Pasal 20 ayat 2 huruf a), dicatat per janji temu; lewat telepon atau di tempat, staf membacakan pernyataannya dan mencatat persetujuan pasien.',
    where: 'Basis data pengunjung di server klinik dan cadangannya yang terenkripsi.',
    retention: `Data kontak dan keluhan dihapus ${retention.bookingMonthsAfterVisit} bulan setelah kunjungan, atau ${retention.cancelledBookingDays} hari setelah dibatalkan; cabang, layanan, dan jadwal tetap untuk hitungan kunjungan.`,
    recipients: ['Staf meja depan cabang', 'Penyedia layanan email'],
  },
  {
    activity: 'Pesan kontak',
    data: ['nama', 'email', 'nomor telepon', 'subjek dan isi pesan', 'versi dan waktu persetujuan'],
    purpose: 'Menjawab pertanyaan dan permintaan pengunjung.',
    basis: 'Persetujuan (UU PDP Pasal 20 ayat 2 huruf a), dicatat per pesan.',
    where: 'Basis data pengunjung di server klinik dan cadangannya yang terenkripsi.',
    retention: `Dihapus ${retention.messageMonths} bulan setelah diterima.`,
    recipients: ['Staf meja depan cabang dan admin', 'Penyedia layanan email'],
  },
  {
    activity: 'Permintaan data pribadi',
    data: ['nama', 'nomor WhatsApp atau email', 'jenis dan rincian permintaan'],
    purpose: 'Menjawab permintaan akses, perbaikan, penghapusan, atau penarikan persetujuan.',
    basis: 'Kewajiban hukum (UU PDP Pasal 20 ayat 2 huruf c).',
    where: 'Basis data pengunjung di server klinik dan cadangannya yang terenkripsi.',
    retention: `Dihapus ${retention.requestMonths} bulan setelah diterima.`,
    recipients: ['Admin klinik', 'Penyedia layanan email'],
  },
  {
    activity: 'Log meja depan',
    data: [
      'akun staf',
      'tindakan dan waktunya',
      'kode janji temu atau nomor pesan',
      'kunci jaringan (hash)',
    ],
    purpose: 'Membuktikan siapa mengubah atau menghapus data, dan kapan.',
    basis: 'Kewajiban hukum (UU PDP Pasal 35 dan 39).',
    where: 'Basis data pengunjung di server klinik dan cadangannya yang terenkripsi.',
    retention: `Baris dihapus ${retention.logMonths} bulan setelah dicatat.`,
    recipients: ['Admin klinik'],
  },
] as const;

/** Where a person sends a request that does not fit the form, and who answers privacy mail. */
export const privacyContact = { email: contact.privacyEmail } as const;

/**
 * What the written notice of a breach must say (UU PDP Art. 46(2)); docs/privacy.md lists them
 * and `pnpm privacy affected` gives the people to send it to.
 */
export const breachNoticeContents = [
  'Data pribadi yang terungkap',
  'Kapan dan bagaimana data pribadi terungkap',
  'Upaya penanganan dan pemulihan atas terungkapnya data pribadi',
] as const;

/** How a number or an e-mail is compared: a number as `internationalNumber`, an e-mail lower case. */
export type PersonKey = { kind: 'phone'; key: string } | { kind: 'email'; key: string };

/**
 * The key a WhatsApp number or an e-mail is found by, or undefined when the text is neither:
 * "0812-3456-7890" and "+62 812 3456 7890" give the same key, as do "Ani@Mail.com" and
 * "ani@mail.com".
 */
export function personKey(text: string): PersonKey | undefined {
  const value = text.trim();
  if (value.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
      ? { kind: 'email', key: value.toLowerCase() }
      : undefined;
  }
  return isValidPhone(value) ? { kind: 'phone', key: internationalNumber(value) } : undefined;
}
