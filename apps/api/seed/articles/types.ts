import type { ArticleReference } from '@klinik/clinic';
import type { TeamSlug } from '../team';
import type { ArticleCategorySlug } from './categories';

/** One article as written in the repository; the seed sanitizes the body before storing it. */
export interface ArticleSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategorySlug;
  /** Name first, then titles, comma-separated. */
  author: string;
  /** ISO 8601 with +07:00. */
  publishedAt: string;
  /** When the text last changed in substance, same form; absent: never since publishing. */
  updatedAt?: string;
  /** The team member who checked the medical content: never the author. */
  reviewer: TeamSlug;
  /** The day of the last review, "2026-10-01": on or after publishing. */
  reviewedAt: string;
  /** The guidelines, textbooks and papers the text rests on (./sources.ts), in citation order. */
  references: readonly ArticleReference[];
  /** Starting view count; afterwards only POST /articles/{slug}/view changes it. */
  viewCount: number;
  featured: boolean;
  keywords: string[];
  /** HTML: h2-h4, p, ul, ol, li, strong, em, a, blockquote. */
  content: string;
}
