/**
 * The JSON shapes of the clinic API (spec sections 3 and 7). The API produces them, the site's
 * data hooks read them and the UI components take them as props.
 */
import type { BusinessHours, DayGroup } from './index';

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiError {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export type ServiceIcon = 'heart' | 'home' | 'dumbbell' | 'user-md' | 'child' | 'graduation-cap';

export interface Service {
  id: number;
  name: string;
  description: string;
  shortDesc: string;
  slug: string;
  icon: ServiceIcon;
  category: Category;
  features: string[];
  /** Text range, e.g. "Rp 250.000 - 500.000". */
  price: string;
  /** Text, e.g. "60-90 menit". */
  duration: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceDetail extends Service {
  fullDescription: string;
  benefits: string[];
  /** Each step is "title - detail". */
  process: string[];
  includes: string[];
  faqs: ServiceFaq[];
}

export interface WebsiteSettings {
  name: string;
  tagline: string;
  logo: string;
  favicon: string;
  description: string;
  keywords: string;
  og_image: string;
}

export interface ContactSettings {
  phone: string;
  email: string;
  whatsapp: string;
  address: string;
  google_maps: string;
  emergency_phone: string;
}

export interface SocialSettings {
  instagram: string;
  facebook: string;
  youtube: string;
  linkedin: string;
}

export interface SeoSettings {
  default_title: string;
  default_description: string;
  google_analytics: string;
  google_tag_manager: string;
}

export interface GeneralSettings {
  business_hours: Record<DayGroup, BusinessHours>;
  timezone: string;
  maintenance_mode: boolean;
  maintenance_message: string;
}

export interface Settings {
  website: WebsiteSettings;
  contact: ContactSettings;
  social: SocialSettings;
  seo: SeoSettings;
  general: GeneralSettings;
}

export type SettingsGroup = keyof Settings;
