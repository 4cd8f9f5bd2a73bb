import type { CategoryDetailRecord as CategoryDetail, CategoryType } from '@klinik/clinic';
import type { Db } from '../storage/sqlite';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  type: CategoryType;
  description: string;
  articles_count: number;
  services_count: number;
}

const columns = `
  c.id, c.name, c.slug, c.type, coalesce(c.description, '') AS description,
  (SELECT count(*) FROM articles a WHERE a.category_id = c.id) AS articles_count,
  (SELECT count(*) FROM services s WHERE s.category_id = c.id AND s.is_active = 1) AS services_count`;

export interface CategoryStore {
  /** Article categories first, each type in its display order. */
  list(type?: CategoryType): CategoryDetail[];
  /**
   * By numeric id or slug. Slugs are unique per type only: `type` narrows the search, and
   * without it an article category wins over a service category of the same slug.
   */
  find(slugOrId: string, type?: CategoryType): CategoryDetail | undefined;
}

export function createCategoryStore(db: Db): CategoryStore {
  const all = db.prepare<[], CategoryRow>(
    `SELECT ${columns} FROM categories c ORDER BY c.type, c.sort_order, c.id`,
  );
  const ofType = db.prepare<[CategoryType], CategoryRow>(
    `SELECT ${columns} FROM categories c WHERE c.type = ? ORDER BY c.sort_order, c.id`,
  );
  const byId = db.prepare<[number], CategoryRow>(
    `SELECT ${columns} FROM categories c WHERE c.id = ?`,
  );
  const bySlug = db.prepare<[string], CategoryRow>(
    `SELECT ${columns} FROM categories c WHERE c.slug = ? ORDER BY c.type LIMIT 1`,
  );
  const bySlugAndType = db.prepare<[string, CategoryType], CategoryRow>(
    `SELECT ${columns} FROM categories c WHERE c.slug = ? AND c.type = ?`,
  );

  return {
    list: (type) => (type ? ofType.all(type) : all.all()).map(toCategory),
    find(slugOrId, type) {
      let row: CategoryRow | undefined;
      if (/^\d+$/.test(slugOrId)) {
        row = byId.get(Number(slugOrId));
        if (row && type && row.type !== type) row = undefined;
      } else {
        row = type ? bySlugAndType.get(slugOrId, type) : bySlug.get(slugOrId);
      }
      return row ? toCategory(row) : undefined;
    },
  };
}

function toCategory(row: CategoryRow): CategoryDetail {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    description: row.description,
    articles_count: row.articles_count,
    services_count: row.services_count,
  };
}
