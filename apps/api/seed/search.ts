import { controlCharacter, pagePaths, type SearchKind } from '@klinik/clinic';
import type Database from 'better-sqlite3';
import { htmlToText } from '../src/content/html';

interface SearchDocument {
  kind: SearchKind;
  path: string;
  title: string;
  body: string;
}

/**
 * The text the search finds in each page, with no control characters: the search marks its
 * matches with two of them (src/data/search.ts), so the text itself must never contain one.
 */
const controlCharacters = new RegExp(`${controlCharacter.source}+`, 'g');
const plain = (text: string) => text.replace(controlCharacters, ' ').replace(/ {2,}/g, ' ');

const listText = (json: string) => (JSON.parse(json) as unknown[]).map(String).join('. ');

/** Every searchable page, from the content as the seed (or anyone) left it. */
function searchDocuments(db: Database.Database): SearchDocument[] {
  const services = db
    .prepare<
      [],
      {
        slug: string;
        name: string;
        short_desc: string;
        description: string;
        full_description: string;
        features: string;
        benefits: string;
      }
    >(
      `SELECT slug, name, short_desc, description, full_description, features, benefits
       FROM services ORDER BY sort_order, id`,
    )
    .all()
    .map((row) => ({
      kind: 'service' as const,
      path: pagePaths.service(row.slug),
      title: row.name,
      body: [
        row.short_desc,
        row.description,
        row.full_description,
        listText(row.features),
        listText(row.benefits),
      ].join(' '),
    }));
  const articles = db
    .prepare<[], { slug: string; title: string; excerpt: string; content: string }>(
      'SELECT slug, title, excerpt, content FROM articles ORDER BY published_at DESC, id DESC',
    )
    .all()
    .map((row) => ({
      kind: 'article' as const,
      path: pagePaths.article(row.slug),
      title: row.title,
      body: `${row.excerpt} ${htmlToText(row.content)}`,
    }));
  const faqs = db
    .prepare<[], { id: number; question: string; answer: string }>(
      'SELECT id, question, answer FROM faqs WHERE is_active = 1 ORDER BY sort_order, id',
    )
    .all()
    .map((row) => ({
      kind: 'faq' as const,
      path: pagePaths.faqItem(row.id),
      title: row.question,
      body: row.answer,
    }));
  const locations = db
    .prepare<
      [],
      { slug: string; name: string; description: string; address: string; facilities: string }
    >('SELECT slug, name, description, address, facilities FROM locations ORDER BY sort_order, id')
    .all()
    .map((row) => ({
      kind: 'location' as const,
      path: pagePaths.location(row.slug),
      title: row.name,
      body: `${row.address}. ${row.description} ${listText(row.facilities)}`,
    }));
  return [...services, ...articles, ...faqs, ...locations].map((document) => ({
    ...document,
    title: plain(document.title),
    body: plain(document.body),
  }));
}

/**
 * Rebuilds the search index from the content tables when it differs from them, so an unchanged
 * start writes nothing; returns the number of documents written.
 */
export function applySearchIndex(db: Database.Database): number {
  const wanted = searchDocuments(db);
  const current = db
    .prepare<[], SearchDocument>('SELECT kind, path, title, body FROM search_index ORDER BY rowid')
    .all();
  if (JSON.stringify(current) === JSON.stringify(wanted)) return 0;
  db.prepare('DELETE FROM search_index').run();
  const insert = db.prepare<[SearchDocument]>(
    'INSERT INTO search_index (kind, path, title, body) VALUES (@kind, @path, @title, @body)',
  );
  for (const document of wanted) insert.run(document);
  // One b-tree per index instead of one per insert: the first searches read less.
  db.prepare("INSERT INTO search_index (search_index) VALUES ('optimize')").run();
  return wanted.length;
}
