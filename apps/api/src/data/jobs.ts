import { jobSchema, type Job, type JobListQuery } from '@klinik/clinic';
import * as z from 'zod/mini';
import { containsPattern, normalizeSearchText } from '../content/search';
import type { Db } from '../storage/sqlite';
import { createStatementCache } from './statement-cache';

/** The list's filters, as the contract reads them; `search` is literal text in the title or
 * description, any case. */
export type JobListOptions = JobListQuery;

interface JobRow {
  id: number;
  slug: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  description: string;
  requirements: string;
  benefits: string;
  posted_at: string;
  deadline: string;
  is_featured: number;
}

const {
  department: departmentSchema,
  location: locationSchema,
  type: typeSchema,
  requirements: stringList,
} = jobSchema.shape;

const columns = `id, slug, title, department, location, type, experience, salary, description,
  requirements, benefits, posted_at, deadline, is_featured`;

type Filter = keyof JobListOptions;
const filterSql: Record<Filter, string> = {
  department: 'department = @department',
  location: 'location = @location',
  type: 'type = @type',
  featured: 'is_featured = @featured',
  search: "search_text LIKE @search ESCAPE '\\'",
};

export interface JobStore {
  /** Featured openings first, then the newest; id breaks ties. */
  list(options: JobListOptions): Job[];
  find(slugOrId: string): Job | undefined;
}

export function createJobStore(db: Db): JobStore {
  const prepared = createStatementCache(db);
  const byId = db.prepare<[number], JobRow>(`SELECT ${columns} FROM jobs WHERE id = ?`);
  const bySlug = db.prepare<[string], JobRow>(`SELECT ${columns} FROM jobs WHERE slug = ?`);

  return {
    list(options) {
      const params: Partial<Record<Filter, string | number>> = {};
      if (options.department !== undefined) params.department = options.department;
      if (options.location !== undefined) params.location = options.location;
      if (options.type !== undefined) params.type = options.type;
      if (options.featured !== undefined) params.featured = options.featured ? 1 : 0;
      if (options.search !== undefined) {
        params.search = containsPattern(normalizeSearchText(options.search));
      }
      // Sorted names: one statement per set of filters, whatever order the URL had.
      const filters = (Object.keys(params) as Filter[]).sort();
      const where =
        filters.length > 0 ? `WHERE ${filters.map((name) => filterSql[name]).join(' AND ')}` : '';
      const rows = prepared(
        `SELECT ${columns} FROM jobs ${where}
         ORDER BY is_featured DESC, posted_at DESC, id DESC`,
      ).all(params) as JobRow[];
      return rows.map(toJob);
    },
    find(slugOrId) {
      const row = /^\d+$/.test(slugOrId) ? byId.get(Number(slugOrId)) : bySlug.get(slugOrId);
      return row ? toJob(row) : undefined;
    },
  };
}

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    department: z.parse(departmentSchema, row.department),
    location: z.parse(locationSchema, row.location),
    type: z.parse(typeSchema, row.type),
    experience: row.experience,
    salary: row.salary,
    description: row.description,
    requirements: z.parse(stringList, JSON.parse(row.requirements)),
    benefits: z.parse(stringList, JSON.parse(row.benefits)),
    posted_at: row.posted_at,
    deadline: row.deadline,
    is_featured: row.is_featured === 1,
  };
}
