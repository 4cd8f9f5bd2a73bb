import * as z from 'zod/mini';
import { categorySchema } from './categories';
import { articlePageSize, articleSortDefault, articleSortFields } from './options';
import { enumParam, pageParams, slugParam, sortOrderParam, textParam } from './params';
import { articleReviewerSchema } from './people';
import { articleReferenceSchema } from './references';

/** An article in lists: every field but the HTML body. */
export const articleSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Name first, then titles, comma-separated: "Rina Kusumawati, S.Ft., Physio". */
  author: z.string(),
  /** ISO 8601 in the clinic's time zone: "2025-03-14T08:00:00+07:00". */
  published_at: z.string(),
  /**
   * When the text last changed in substance, same form (schema.org dateModified); equal to
   * published_at for an article never revised.
   */
  updated_at: z.string(),
  view_count: z.int(),
  is_featured: z.boolean(),
  /** Comma-separated keywords, shown as tags; `?tag=` matches one of them. */
  meta_keywords: z.string(),
  category: categorySchema,
  /** Minutes: words of the body without markup divided by 200, rounded up. */
  reading_time: z.int(),
});
/** As the API answers it (a client reads `ArticleSummary`, see read.ts). */
export type ArticleSummaryRecord = z.infer<typeof articleSummarySchema>;

export const articleSchema = z.extend(articleSummarySchema, {
  /** Sanitized HTML: h2-h4, p, ul, ol, li, strong, em, a, blockquote, figure, img. */
  content: z.string(),
  /** Who of the team checked the medical content; null for an article nobody reviewed. */
  reviewed_by: z.nullable(articleReviewerSchema),
  /** The day of that review, "2026-10-01" (schema.org lastReviewed); null when not reviewed. */
  reviewed_at: z.nullable(z.string()),
  /** The sources the article rests on, in citation order ("Referensi"). */
  references: z.array(articleReferenceSchema),
});
/** As the API answers it (a client reads `Article`, see read.ts). */
export type ArticleRecord = z.infer<typeof articleSchema>;

/** POST /articles/{slug}/view */
export const articleViewCountSchema = z.object({ slug: z.string(), view_count: z.int() });
export type ArticleViewCount = z.infer<typeof articleViewCountSchema>;

/** GET /articles (and /categories/{slug}/articles, which fixes the category). */
export const articleListQuery = z.object({
  ...pageParams(articlePageSize.default, articlePageSize.max),
  sort_by: z._default(enumParam('sort_by', articleSortFields), articleSortDefault),
  sort_order: sortOrderParam,
  category: slugParam('category'),
  tag: textParam('tag'),
  search: textParam('search'),
  author: textParam('author'),
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;
