export interface PageSeed {
  slug: string;
  title: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  /** HTML with the same allow-list as articles. */
  content: string;
  /** "2025-01-20" */
  updatedAt: string;
}
