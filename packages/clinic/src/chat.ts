/**
 * The chat-app link and every text the site prefills in it: one function per purpose, so the
 * greeting and the clinic's name are written once (spec section 1: the link is the number with
 * every non-digit removed and the text URL-encoded).
 */
import { clinic, promotion } from './facts';

/**
 * A phone number as its international digits: every non-digit removed, a leading 0 (Indonesian
 * national format) made the country code 62. "0812-2000-4515", "+62 812 2000 4515" and
 * "62812-2000-4515" all give "6281220004515": the one form a number is compared in.
 */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * `https://wa.me/<digits>?text=<encoded text>`. Every non-digit is removed and a leading 0
 * (Indonesian national format) becomes the country code 62, so "0812-2000-4515",
 * "+62 812 2000 4515" and "62812-2000-4515" agree.
 */
export function chatUrl(phone: string, text?: string): string {
  const base = `https://wa.me/${internationalNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

const greeting = `Halo ${clinic.shortName}, saya ingin`;

/** What the consultation form sends: who, which number and branch, and the complaint. */
export interface ConsultationChat {
  name: string;
  phone: string;
  /** The branch's label, e.g. "Kiaracondong". */
  branchLabel: string;
  message: string;
}

export const chatTexts = {
  /** 'Konsultasi Gratis' (the hero and the header): the free consultation and the promotion. */
  consultation: () =>
    `${greeting} konsultasi gratis dan menanyakan promo diskon ${promotion.firstVisitDiscountPercent}% kunjungan pertama.`,
  /** The home page's consultation form (spec section 7): one detail per line. */
  consultationForm: ({ name, phone, branchLabel, message }: ConsultationChat) =>
    [
      'Halo, saya ingin konsultasi.',
      '',
      `Nama: ${name.trim()}`,
      `No. WhatsApp: ${phone.trim()}`,
      `Cabang: ${branchLabel}`,
      `Keluhan: ${message.trim()}`,
    ].join('\n'),
  /** 'Konsultasi Sekarang' on a service's page: the service named. */
  service: (serviceName: string) => `${greeting} konsultasi tentang layanan ${serviceName}.`,
  /** A branch card's appointment: the branch and its address. */
  branch: (branch: { name: string; address: string }) =>
    `${greeting} membuat janji temu di cabang ${branch.name} (${branch.address}).`,
  /** 'Layanan Homecare': a therapist at home. */
  homecare: () => `${greeting} menanyakan layanan Homecare (fisioterapi di rumah).`,
  /** 'Konsultasi Online'. */
  online: () => `${greeting} konsultasi online dengan fisioterapis.`,
  /** A quick service of the contact page, by its title ("Booking Konsultasi"). */
  quickService: (title: string) => `${greeting} ${title.toLowerCase()}.`,
  /** The contact page's chat card. */
  contact: () => `${greeting} bertanya tentang layanan fisioterapi.`,
  /** 'Hubungi HRD' of the careers page. */
  job: () => `${greeting} bertanya kepada HRD tentang lowongan kerja.`,
} as const;
