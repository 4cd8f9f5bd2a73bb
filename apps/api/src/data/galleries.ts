import {
  galleryCategories,
  galleryItemSchema,
  type GalleryCategory,
  type GalleryItem,
  type GallerySortField,
  type SortOrder,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import { containsPattern, normalizeSearchText } from '../content/search';
import type { Db } from '../storage/sqlite';
import { createStatementCache } from './statement-cache';

export interface GalleryListOptions {
  page: number;
  perPage: number;
  sortBy: GallerySortField;
  sortOrder: SortOrder;
  category?: GalleryCategory;
  featured?: boolean;
  /** Literal text in the title, description or tags, any case. */
  search?: string;
}

interface GalleryRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  image_url: string;
  taken_at: string;
  views: number;
  likes: number;
  is_featured: number;
  tags: string;
}

const { category: categorySchema, tags: tagsSchema } = galleryItemSchema.shape;
const columns =
  'id, slug, title, description, category, image_url, taken_at, views, likes, is_featured, tags';
const orderColumns: Record<GallerySortField, string> = {
  taken_at: 'taken_at',
  views: 'views',
  likes: 'likes',
};

type Filter = 'category' | 'featured' | 'search';
const filterSql: Record<Filter, string> = {
  category: 'category = @category',
  featured: 'is_featured = @featured',
  search: "search_text LIKE @search ESCAPE '\\'",
};

export interface GalleryStore {
  list(options: GalleryListOptions): { items: GalleryItem[]; total: number };
  /**
   * Photos per category, and all of them: in the whole gallery, or only the featured (or only
   * the other) photos when `featured` is given, so a list's chips count what it can show.
   */
  counts(featured?: boolean): Record<GalleryCategory | 'all', number>;
  find(slugOrId: string): GalleryItem | undefined;
}

export function createGalleryStore(db: Db): GalleryStore {
  const prepared = createStatementCache(db);
  const countsByCategory = db.prepare<[], { category: string; n: number }>(
    'SELECT category, count(*) AS n FROM gallery_items GROUP BY category',
  );
  const countsByCategoryOfFeatured = db.prepare<[number], { category: string; n: number }>(
    'SELECT category, count(*) AS n FROM gallery_items WHERE is_featured = ? GROUP BY category',
  );
  const byId = db.prepare<[number], GalleryRow>(
    `SELECT ${columns} FROM gallery_items WHERE id = ?`,
  );
  const bySlug = db.prepare<[string], GalleryRow>(
    `SELECT ${columns} FROM gallery_items WHERE slug = ?`,
  );

  return {
    list(options) {
      const params: Partial<Record<Filter, string | number>> = {};
      if (options.category !== undefined) params.category = options.category;
      if (options.featured !== undefined) params.featured = options.featured ? 1 : 0;
      if (options.search !== undefined) {
        params.search = containsPattern(normalizeSearchText(options.search));
      }
      const filters = (Object.keys(params) as Filter[]).sort();
      const where =
        filters.length > 0 ? `WHERE ${filters.map((name) => filterSql[name]).join(' AND ')}` : '';
      const total = (
        prepared(`SELECT count(*) AS total FROM gallery_items ${where}`).get(params) as {
          total: number;
        }
      ).total;
      const direction = options.sortOrder === 'asc' ? 'ASC' : 'DESC';
      const offset = (options.page - 1) * options.perPage;
      const items =
        offset >= total
          ? []
          : (
              prepared(
                `SELECT ${columns} FROM gallery_items ${where}
                 ORDER BY ${orderColumns[options.sortBy]} ${direction}, id ${direction}
                 LIMIT @limit OFFSET @offset`,
              ).all({ ...params, limit: options.perPage, offset }) as GalleryRow[]
            ).map(toItem);
      return { items, total };
    },
    counts(featured) {
      const counts = { all: 0 } as Record<GalleryCategory | 'all', number>;
      for (const { value } of galleryCategories) counts[value] = 0;
      const rows =
        featured === undefined
          ? countsByCategory.all()
          : countsByCategoryOfFeatured.all(featured ? 1 : 0);
      for (const row of rows) {
        counts[z.parse(categorySchema, row.category)] = row.n;
        counts.all += row.n;
      }
      return counts;
    },
    find(slugOrId) {
      const row = /^\d+$/.test(slugOrId) ? byId.get(Number(slugOrId)) : bySlug.get(slugOrId);
      return row ? toItem(row) : undefined;
    },
  };
}

function toItem(row: GalleryRow): GalleryItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: z.parse(categorySchema, row.category),
    image_url: row.image_url,
    taken_at: row.taken_at,
    views: row.views,
    likes: row.likes,
    is_featured: row.is_featured === 1,
    tags: z.parse(tagsSchema, JSON.parse(row.tags)),
  };
}
