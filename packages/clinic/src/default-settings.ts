import type { BookingContent } from './contract/booking';
import type { Settings } from './contract/settings';
import { businessHours, clinic, contact, social } from './facts';

/**
 * The built-in settings: what the API seeds and what the site shows until (or unless) the
 * settings call answers. One object, so the two can never disagree.
 */
export const defaultSettings: Settings = {
  website: {
    name: clinic.name,
    tagline: clinic.tagline,
    logo: '/logo.svg',
    favicon: '/favicon.svg',
    description: clinic.description,
    keywords:
      'fisioterapi bandung, klinik fisioterapi, rehabilitasi cedera, fisioterapi olahraga, homecare fisioterapi, fisioterapi anak, fisioterapi lansia',
    og_image: '/og-image.png',
  },
  contact: {
    phone: contact.phone,
    email: contact.email,
    whatsapp: contact.whatsapp,
    address: contact.address,
    google_maps: 'https://www.google.com/maps?q=-6.9218,107.6463',
    emergency_phone: contact.emergencyPhone,
  },
  social: { ...social },
  seo: {
    default_title: `${clinic.name} | ${clinic.tagline}`,
    default_description: clinic.description,
    google_analytics: '',
    google_tag_manager: '',
  },
  general: {
    business_hours: businessHours,
    timezone: clinic.timezone,
    maintenance_mode: false,
    maintenance_message: 'Situs sedang dalam pemeliharaan. Silakan hubungi kami melalui WhatsApp.',
  },
};

/**
 * The booking page's safety question and what a visitor reads before and after booking (issue
 * 24): seeded as the settings group `booking`, so a clinician can change each value as any
 * setting (an edited value is kept). The emergency number is `contact.emergency_phone`.
 */
export const defaultBookingContent: BookingContent = {
  warning_question: 'Sebelum melanjutkan: apakah saat ini Anda mengalami salah satu tanda berikut?',
  warning_signs: [
    'Lemah atau mati rasa mendadak pada tungkai atau lengan',
    'Tidak dapat menahan atau mengendalikan buang air kecil atau buang air besar',
    'Mati rasa di sekitar selangkangan atau bokong',
    'Baru saja jatuh atau mengalami kecelakaan yang serius',
    'Nyeri dada atau sesak napas',
    'Demam disertai nyeri punggung',
  ],
  emergency_advice:
    'Tanda ini perlu diperiksa dokter hari ini, bukan ditunggu sampai jadwal fisioterapi. Segera datang ke IGD rumah sakit terdekat, atau hubungi ambulans di 119. Anda juga dapat menelepon nomor darurat klinik kami.',
  ambulance_phone: '119',
  what_to_bring: [
    'KTP atau kartu identitas lain, dan kartu asuransi bila ada',
    'Hasil pemeriksaan sebelumnya bila ada: rontgen, MRI, surat rujukan dokter',
    'Daftar obat yang sedang Anda konsumsi',
    'Pakaian longgar yang nyaman untuk bergerak',
    'Datang 10 menit sebelum jadwal untuk pendaftaran',
  ],
};
