/**
 * The JSON shapes of the clinic API (spec sections 3 and 7). The API produces them, the site's
 * data hooks read them and the UI components take them as props.
 */
import type {
  Branch,
  BusinessHours,
  ContactSubject,
  DayGroup,
  GalleryCategory,
  JobDepartment,
  JobLocation,
  JobType,
} from './index';

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

export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A page of a list: GET /articles, /categories/{slug}/articles, /galleries. */
export interface ApiPaginated<T> {
  success: true;
  data: T[];
  pagination: Pagination;
}

/** The answer to a POST that created something: 201 with a message for the visitor. */
export interface ApiCreated<T> extends ApiSuccess<T> {
  message: string;
}

/** An article in lists: every field but the HTML body. */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Name first, then titles, comma-separated: "Rina Kusumawati, S.Ft., Physio". */
  author: string;
  /** ISO 8601 in the clinic's time zone: "2025-03-14T08:00:00+07:00". */
  published_at: string;
  view_count: number;
  is_featured: boolean;
  /** Comma-separated keywords, shown as tags; `?tag=` matches one of them. */
  meta_keywords: string;
  category: Category;
  /** Minutes: words of the body without markup divided by 200, rounded up. */
  reading_time: number;
}

export interface Article extends ArticleSummary {
  /** Sanitized HTML: h2-h4, p, ul, ol, li, strong, em, a, blockquote, figure, img. */
  content: string;
}

/** POST /articles/{slug}/view */
export interface ArticleViewCount {
  slug: string;
  view_count: number;
}

export type CategoryType = 'article' | 'service';

export interface CategoryDetail extends Category {
  type: CategoryType;
  description: string;
  articles_count: number;
  services_count: number;
}

export interface PageSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  meta_title: string;
  meta_description: string;
  /** Date of the last change of the text, "2025-01-20". */
  updated_at: string;
}

export interface Page extends PageSummary {
  /** Sanitized HTML, same allow-list as articles. */
  content: string;
}

export interface Location {
  id: number;
  /** The branch value of the consultation form: kiaracondong, sumur-bandung, mhorfitness. */
  slug: Branch['value'];
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  /** One line for display: "Senin - Jumat 09:00-17:00, Sabtu 10:00-17:00, Minggu tutup". */
  operating_hours: string;
  business_hours: Record<DayGroup, BusinessHours>;
  facilities: string[];
  latitude: number;
  longitude: number;
  is_main_location: boolean;
}

export type LocationSummary = Pick<
  Location,
  'id' | 'slug' | 'name' | 'address' | 'phone' | 'is_main_location'
>;

export interface GalleryItem {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: GalleryCategory;
  /** A path on the site, "/images/gallery/<slug>.svg". */
  image_url: string;
  /** "2025-03-14" */
  taken_at: string;
  views: number;
  likes: number;
  is_featured: boolean;
  tags: string[];
}

/** GET /galleries: one page plus the number of photos per category in the whole gallery. */
export interface GalleryList extends ApiPaginated<GalleryItem> {
  counts: Record<GalleryCategory | 'all', number>;
}

export interface FaqCategory {
  id: number;
  name: string;
  slug: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  category: FaqCategory | null;
  isActive: boolean;
  order: number;
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  experience: string;
  description: string;
}

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  /** 1 to 5 */
  rating: number;
}

/** GET /contact: the contact settings, opening hours, branches and the form's subjects. */
export interface ContactInfo extends ContactSettings {
  business_hours: Record<DayGroup, BusinessHours>;
  timezone: string;
  locations: LocationSummary[];
  subjects: { value: ContactSubject; label: string }[];
}

/** POST /contact-messages body: the contact form's five fields. */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  /**
   * The honeypot: a field the form hides from people, so only a bot fills it. A message with it
   * is kept as spam and never mailed.
   */
  website?: string;
}

export interface ContactMessageReceipt {
  id: number;
  subject: ContactSubject;
  /** ISO 8601 UTC time the message was stored. */
  created_at: string;
}

/** GET /jobs: an opening at the clinic (spec section 3, Job). */
export interface Job {
  id: number;
  slug: string;
  title: string;
  department: JobDepartment;
  location: JobLocation;
  type: JobType;
  /** Text, e.g. "Minimal 2 tahun". */
  experience: string;
  /** Text range in rupiah, e.g. "Rp 6.000.000 - 9.000.000 / bulan". */
  salary: string;
  description: string;
  requirements: string[];
  benefits: string[];
  /** "2025-03-01" */
  posted_at: string;
  /** "2025-04-30": the last day applications are read. */
  deadline: string;
  is_featured: boolean;
}
