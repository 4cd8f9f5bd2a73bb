import type { Page, PageSummary } from '@klinik/clinic';
import { createSanitizeCache } from '../content/html';
import type { Db } from '../storage/sqlite';

const summaryColumns = 'id, slug, title, excerpt, meta_title, meta_description, updated_at';

export interface PageStore {
  list(): PageSummary[];
  /** By slug or numeric id. */
  find(slugOrId: string): Page | undefined;
}

export function createPageStore(db: Db): PageStore {
  const all = db.prepare<[], PageSummary>(
    `SELECT ${summaryColumns} FROM pages ORDER BY sort_order, id`,
  );
  const byId = db.prepare<[number], Page>(
    `SELECT ${summaryColumns}, content FROM pages WHERE id = ?`,
  );
  const bySlug = db.prepare<[string], Page>(
    `SELECT ${summaryColumns}, content FROM pages WHERE slug = ?`,
  );
  const sanitize = createSanitizeCache(50);
  return {
    list: () => all.all(),
    find(slugOrId) {
      const row = /^\d+$/.test(slugOrId) ? byId.get(Number(slugOrId)) : bySlug.get(slugOrId);
      return row ? { ...row, content: sanitize(row.content) } : undefined;
    },
  };
}
