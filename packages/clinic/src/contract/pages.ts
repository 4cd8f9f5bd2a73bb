import * as z from 'zod/mini';

export const pageSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  /** Date of the last change of the text, "2025-01-20". */
  updated_at: z.string(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageSchema = z.extend(pageSummarySchema, {
  /** Sanitized HTML, same allow-list as articles. */
  content: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
