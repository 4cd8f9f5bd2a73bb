import {
  articleSchema,
  type ArticleRecord as Article,
  type ArticleSortField,
  type ArticleSummaryRecord as ArticleSummary,
  type ArticleViewCount,
  type SortOrder,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import { createSanitizeCache } from '../content/html';
import { containsPattern, normalizeSearchText } from '../content/search';
import { writeReturning, type Db } from '../storage/sqlite';
import { createStatementCache } from './statement-cache';

export interface ArticleListOptions {
  page: number;
  perPage: number;
  sortBy: ArticleSortField;
  sortOrder: SortOrder;
  /** A category slug. */
  category?: string;
  /** One keyword of meta_keywords, any case. */
  tag?: string;
  /** Literal text in the title, excerpt or body, any case. */
  search?: string;
  /** Literal text in the author line, any case (ASCII). */
  author?: string;
}

export interface ArticleList {
  items: ArticleSummary[];
  total: number;
}

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  published_at: string;
  updated_at: string;
  view_count: number;
  is_featured: number;
  meta_keywords: string;
  reading_time: number;
  category_id: number;
  category_name: string;
  category_slug: string;
}

interface DetailRow extends SummaryRow {
  content: string;
  reviewed_at: string | null;
  sources: string;
  reviewer_id: number | null;
  reviewer_name: string | null;
  reviewer_job_title: string | null;
  reviewer_credentials: string | null;
}

/** The stored JSON of the references, checked on the way out like every JSON column. */
const referencesSchema = articleSchema.shape.references;

/**
 * An article's view count: the visitor data file's once a visitor has viewed it (the seed's
 * starting number plus every counted view), else the seed's starting number in the content file.
 */
const viewCount = 'coalesce(v.view_count, a.view_count)';
const withViews = 'LEFT JOIN visitors.article_views v ON v.slug = a.slug';

const summaryColumns = `
  a.id, a.slug, a.title, a.excerpt, a.author, a.published_at,
  coalesce(a.modified_at, a.published_at) AS updated_at, ${viewCount} AS view_count,
  a.is_featured, a.meta_keywords, a.reading_time,
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug`;
const fromArticles = `FROM articles a JOIN categories c ON c.id = a.category_id ${withViews}`;

/**
 * The date and title orders are indexed (articles_* in 0002); id makes every order total. The
 * view order spans two files, so SQLite sorts it: cheap for the clinic's few dozen articles,
 * and the response cache answers repeats.
 */
const orderColumns: Record<ArticleSortField, string> = {
  published_at: 'a.published_at',
  title: 'a.title_key',
  views: viewCount,
};

type Filter = 'category' | 'tag' | 'search' | 'author';

const filterSql: Record<Filter, string> = {
  category: "c.slug = @category AND c.type = 'article'",
  tag: 'a.id IN (SELECT article_id FROM article_tags WHERE tag = @tag)',
  // The needle is escaped (containsPattern), so % and _ in a search match themselves.
  search: "a.search_text LIKE @search ESCAPE '\\'",
  author: "a.author LIKE @author ESCAPE '\\'",
};

export interface ArticleStore {
  list(options: ArticleListOptions): ArticleList;
  featured(limit: number): ArticleSummary[];
  latest(limit: number): ArticleSummary[];
  popular(limit: number): ArticleSummary[];
  find(slug: string): Article | undefined;
  /** The view count as it stands; undefined when no article has this slug. */
  viewCount(slug: string): ArticleViewCount | undefined;
  /** Adds one view in a single statement; undefined when no article has this slug. */
  addView(slug: string): ArticleViewCount | undefined;
}

export function createArticleStore(db: Db): ArticleStore {
  const prepared = createStatementCache(db);

  const selectTop = (where: string, order: string) =>
    db.prepare<[number], SummaryRow>(
      `SELECT ${summaryColumns} ${fromArticles} ${where} ORDER BY ${order} LIMIT ?`,
    );
  const featured = selectTop('WHERE a.is_featured = 1', 'a.published_at DESC, a.id DESC');
  const latest = selectTop('', 'a.published_at DESC, a.id DESC');
  const popular = selectTop('', `${viewCount} DESC, a.id DESC`);
  const detail = db.prepare<[string], DetailRow>(
    `SELECT ${summaryColumns}, a.content, a.reviewed_at, a.sources,
       r.id AS reviewer_id, r.name AS reviewer_name, r.job_title AS reviewer_job_title,
       r.credentials AS reviewer_credentials
     ${fromArticles} LEFT JOIN team_members r ON r.id = a.reviewer_id
     WHERE a.slug = ?`,
  );
  const currentViews = db.prepare<[string], ArticleViewCount>(
    `SELECT a.slug, ${viewCount} AS view_count FROM articles a ${withViews} WHERE a.slug = ?`,
  );
  // The first counted view copies the seed's starting number across; an unknown slug selects
  // no row and so inserts nothing.
  const addView = db.prepare<[string], ArticleViewCount>(
    `INSERT INTO visitors.article_views (slug, view_count)
     SELECT slug, view_count + 1 FROM main.articles WHERE slug = ?
     ON CONFLICT (slug) DO UPDATE SET view_count = view_count + 1
     RETURNING slug, view_count`,
  );
  const sanitize = createSanitizeCache();

  return {
    list(options) {
      const params: Partial<Record<Filter, string>> = {};
      if (options.category !== undefined) params.category = options.category;
      if (options.tag !== undefined) params.tag = normalizeSearchText(options.tag);
      if (options.search !== undefined) {
        params.search = containsPattern(normalizeSearchText(options.search));
      }
      if (options.author !== undefined) params.author = containsPattern(options.author);
      const filters = (Object.keys(params) as Filter[]).sort();
      const where =
        filters.length > 0 ? `WHERE ${filters.map((name) => filterSql[name]).join(' AND ')}` : '';
      // Only a category filter needs the join to count.
      const countFrom = params.category === undefined ? 'FROM articles a' : fromArticles;
      const total = (
        prepared(`SELECT count(*) AS total ${countFrom} ${where}`).get(params) as {
          total: number;
        }
      ).total;

      const direction = options.sortOrder === 'asc' ? 'ASC' : 'DESC';
      const order = `${orderColumns[options.sortBy]} ${direction}, a.id ${direction}`;
      const offset = (options.page - 1) * options.perPage;
      const items =
        offset >= total
          ? []
          : (
              prepared(
                `SELECT ${summaryColumns} ${fromArticles} ${where}
                 ORDER BY ${order} LIMIT @limit OFFSET @offset`,
              ).all({ ...params, limit: options.perPage, offset }) as SummaryRow[]
            ).map(toSummary);
      return { items, total };
    },
    featured: (limit) => featured.all(limit).map(toSummary),
    latest: (limit) => latest.all(limit).map(toSummary),
    popular: (limit) => popular.all(limit).map(toSummary),
    find(slug) {
      const row = detail.get(slug);
      return row ? toArticle(row, sanitize(row.content)) : undefined;
    },
    viewCount: (slug) => currentViews.get(slug),
    addView: (slug) => writeReturning(addView, slug),
  };
}

function toArticle(row: DetailRow, content: string): Article {
  return {
    ...toSummary(row),
    content,
    reviewed_by:
      row.reviewer_id === null
        ? null
        : {
            id: row.reviewer_id,
            name: row.reviewer_name ?? '',
            job_title: row.reviewer_job_title ?? '',
            credentials: row.reviewer_credentials ?? '',
          },
    // A review date without a reviewer says nothing a reader can check.
    reviewed_at: row.reviewer_id === null ? null : row.reviewed_at,
    references: z.parse(referencesSchema, JSON.parse(row.sources)),
  };
}

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    published_at: row.published_at,
    updated_at: row.updated_at,
    view_count: row.view_count,
    is_featured: row.is_featured === 1,
    meta_keywords: row.meta_keywords,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    reading_time: row.reading_time,
  };
}
