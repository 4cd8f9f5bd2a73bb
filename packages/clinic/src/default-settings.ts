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
