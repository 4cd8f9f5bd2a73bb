import type Database from 'better-sqlite3';
import { articleSeeds } from '../../seed/articles/index';

const importMark = 'single_file_import';

/**
 * Before the split, visitor data lived in the content file: contact messages in its
 * contact_messages table, and views added onto articles.view_count. On the first start with a
 * visitor data file, both are copied into it, in one transaction that also writes the mark, so
 * the copy happens exactly once. The content file is only read.
 *
 * Messages keep their text and time and get the status `imported`: they were stored before the
 * outbox existed and are listed by `pnpm messages`, not mailed (an old file may hold thousands).
 * A view count is copied where it is higher than the seed's starting number, i.e. where
 * visitors added to it; everywhere else the seed's number is still the whole count.
 */
export function importSingleFileData(db: Database.Database): { messages: number; views: number } {
  const done = db
    .prepare<[string], { value: string }>('SELECT value FROM visitors.visitor_meta WHERE key = ?')
    .get(importMark);
  if (done) return { messages: 0, views: 0 };

  return db.transaction(() => {
    const messages = db
      .prepare(
        `INSERT INTO visitors.contact_messages
           (name, email, phone, subject, message, created_at, fingerprint, status, next_attempt_at)
         SELECT name, email, phone, subject, message, created_at, 'imported-' || id, 'imported', NULL
         FROM main.contact_messages ORDER BY id`,
      )
      .run().changes;

    const seeded = new Map(articleSeeds.map((article) => [article.slug, article.viewCount]));
    const insertView = db.prepare<[string, number]>(
      'INSERT OR IGNORE INTO visitors.article_views (slug, view_count) VALUES (?, ?)',
    );
    let views = 0;
    for (const row of db
      .prepare<[], { slug: string; view_count: number }>(
        'SELECT slug, view_count FROM main.articles',
      )
      .all()) {
      if (row.view_count > (seeded.get(row.slug) ?? 0)) {
        views += insertView.run(row.slug, row.view_count).changes;
      }
    }

    db.prepare('INSERT INTO visitors.visitor_meta (key, value) VALUES (?, ?)').run(
      importMark,
      JSON.stringify({ at: new Date().toISOString(), messages, views }),
    );
    return { messages, views };
  })();
}
