/**
 * The shapes the components take for content the API (or the site's sample data) provides.
 * They follow spec section 3 field for field, so the API's own types are assignable to them.
 */
import type { Category } from '@klinik/clinic';

export interface Article {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Already-sanitized HTML. */
  content: string;
  /** May be "Nama, gelar, jabatan": only the part before the first comma is shown. */
  author: string;
  /** ISO date-time. */
  published_at: string;
  view_count: number;
  is_featured: boolean;
  /** Comma-separated keywords, shown as tags. */
  meta_keywords: string | null;
  category: Category | null;
}

/** An article in lists: the body may be left out; `reading_time` (minutes) may come precomputed. */
export type ArticleSummary = Omit<Article, 'content'> & {
  content?: string;
  reading_time?: number;
};

export interface FaqItem {
  id: number | string;
  question: string;
  answer: string;
  category?: { name: string } | null;
  isActive?: boolean;
  order?: number;
}

export interface Location {
  id: number;
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  operating_hours: string;
  facilities: string[];
  latitude: number;
  longitude: number;
  is_main_location: boolean;
}
