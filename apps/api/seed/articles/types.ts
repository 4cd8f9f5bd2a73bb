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
  /** Starting view count; afterwards only POST /articles/{slug}/view changes it. */
  viewCount: number;
  featured: boolean;
  keywords: string[];
  /** HTML: h2-h4, p, ul, ol, li, strong, em, a, blockquote. */
  content: string;
}
