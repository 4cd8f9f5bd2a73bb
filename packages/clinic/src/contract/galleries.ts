import * as z from 'zod/mini';
import { apiPaginated } from './envelope';
import { galleryCategories } from '../facts';
import { choiceValues, galleryPageSize, gallerySortDefault, gallerySortFields } from './options';
import { enumParam, flagParam, pageParams, sortOrderParam, textParam } from './params';

export const galleryCategoryValues = choiceValues(galleryCategories);
const categoryValues = galleryCategoryValues;

export const galleryItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(categoryValues),
  /** A path on the site, "/images/gallery/<slug>.svg". */
  image_url: z.string(),
  /** "2025-03-14" */
  taken_at: z.string(),
  views: z.int(),
  likes: z.int(),
  is_featured: z.boolean(),
  tags: z.array(z.string()),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/**
 * GET /galleries: one page plus the number of photos per category, of the whole gallery or, with
 * `featured`, of the featured (or the other) photos only: what the list's chips can show.
 */
export const galleryListSchema = z.extend(apiPaginated(galleryItemSchema), {
  counts: z.record(z.enum([...categoryValues, 'all']), z.int()),
});
export type GalleryList = z.infer<typeof galleryListSchema>;

export const galleryListQuery = z.object({
  ...pageParams(galleryPageSize.default, galleryPageSize.max),
  sort_by: z._default(enumParam('sort_by', gallerySortFields), gallerySortDefault),
  sort_order: sortOrderParam,
  category: z.optional(enumParam('category', categoryValues)),
  featured: flagParam('featured'),
  search: textParam('search'),
});
export type GalleryListQuery = z.infer<typeof galleryListQuery>;
