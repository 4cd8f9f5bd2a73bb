import type Database from 'better-sqlite3';
import { deriveArticle, type ArticleText } from '../../src/content/article-derived';
import { prepareUpsert } from '../upsert';
import { bahuKaku } from './bahu-kaku-frozen-shoulder';
import { articleCategories } from './categories';
import { cederaAcl } from './cedera-acl-tahapan-rehabilitasi';
import { ergonomiMejaKerja } from './ergonomi-meja-kerja';
import { osteoartritisLutut } from './hidup-aktif-dengan-osteoartritis-lutut';
import { kakiDatarAnak } from './kaki-datar-pada-anak';
import { kompresHangatAtauDingin } from './kompres-hangat-atau-dingin';
import { memulaiOlahraga } from './memulai-olahraga-setelah-lama-tidak-aktif';
import { mencegahJatuhLansia } from './mencegah-jatuh-pada-lansia';
import { nutrisiPemulihan } from './nutrisi-pemulihan-setelah-latihan';
import { nyeriLututPelari } from './nyeri-lutut-pada-pelari';
import { nyeriPunggungBawah } from './nyeri-punggung-bawah-pekerja-kantoran';
import { pemanasanPendinginan } from './pemanasan-dan-pendinginan-yang-benar';
import { penangananAwalKeseleo } from './penanganan-awal-keseleo-pergelangan-kaki';
import { rehabilitasiPascastroke } from './rehabilitasi-pascastroke-di-rumah';
import { tahapanMotorikBayi } from './tahapan-perkembangan-motorik-bayi';
import { tortikolisBayi } from './tortikolis-pada-bayi';
import type { ArticleSeed } from './types';

export const articleSeeds: readonly ArticleSeed[] = [
  penangananAwalKeseleo,
  cederaAcl,
  pemanasanPendinginan,
  nyeriLututPelari,
  nyeriPunggungBawah,
  ergonomiMejaKerja,
  bahuKaku,
  kompresHangatAtauDingin,
  tahapanMotorikBayi,
  tortikolisBayi,
  kakiDatarAnak,
  mencegahJatuhLansia,
  osteoartritisLutut,
  rehabilitasiPascastroke,
  nutrisiPemulihan,
  memulaiOlahraga,
];

/** Article categories, the seeded articles, then the derived columns of every article. */
export function applyArticles(db: Database.Database): number {
  const upsertCategory = prepareUpsert(db, {
    table: 'categories',
    key: ['type', 'slug'],
    owned: ['name', 'description', 'sort_order'],
    touch: 'updated_at',
  });
  let changed = articleCategories.filter((category, index) =>
    upsertCategory({
      type: 'article',
      slug: category.slug,
      name: category.name,
      description: category.description,
      sort_order: index + 1,
    }),
  ).length;

  const write = prepareArticleWriter(db);
  changed += articleSeeds.filter((article) => write(article)).length;
  return changed + refreshDerived(db);
}

/**
 * Writes one article the way the seed does: body sanitized, derived columns and tags computed.
 * Exported so tests can put a hostile body through exactly this path.
 */
export function prepareArticleWriter(db: Database.Database): (article: ArticleSeed) => boolean {
  const categoryId = db.prepare<[string], { id: number }>(
    "SELECT id FROM categories WHERE type = 'article' AND slug = ?",
  );
  const articleId = db.prepare<[string], { id: number }>('SELECT id FROM articles WHERE slug = ?');
  const teamMemberId = db.prepare<[string], { id: number }>(
    'SELECT id FROM team_members WHERE slug = ?',
  );
  const upsert = prepareUpsert(db, {
    table: 'articles',
    key: ['slug'],
    owned: [
      'title',
      'title_key',
      'excerpt',
      'content',
      'search_text',
      'reading_time',
      'author',
      'category_id',
      'published_at',
      'is_featured',
      'meta_keywords',
      'modified_at',
      'reviewed_at',
      'reviewer_id',
      'sources',
    ],
    insertOnly: ['view_count'],
    touch: 'updated_at',
  });
  const syncTags = prepareTagSync(db);

  return (article) => {
    const category = categoryId.get(article.category);
    if (!category) throw new Error(`Article category ${article.category} is not seeded`);
    const reviewer = teamMemberId.get(article.reviewer);
    if (!reviewer) throw new Error(`Reviewer ${article.reviewer} is not seeded`);
    const text: ArticleText = {
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      meta_keywords: article.keywords.join(', '),
    };
    const derived = deriveArticle(text);
    const written = upsert({
      slug: article.slug,
      title: text.title,
      title_key: derived.title_key,
      excerpt: text.excerpt,
      content: derived.content,
      search_text: derived.search_text,
      reading_time: derived.reading_time,
      author: article.author,
      category_id: category.id,
      published_at: article.publishedAt,
      is_featured: article.featured ? 1 : 0,
      meta_keywords: text.meta_keywords,
      modified_at: article.updatedAt ?? article.publishedAt,
      reviewed_at: article.reviewedAt,
      reviewer_id: reviewer.id,
      sources: JSON.stringify(article.references),
      view_count: article.viewCount,
    });
    const id = articleId.get(article.slug)?.id;
    if (id === undefined) throw new Error(`Article ${article.slug} was not written`);
    return syncTags(id, derived.tags) || written;
  };
}

/**
 * Recomputes the derived columns of every article, seeded or not, so a row written by other
 * means (or by an older version of these rules) is sanitized, searchable and sorted correctly.
 */
function refreshDerived(db: Database.Database): number {
  const rows = db
    .prepare<
      [],
      ArticleText & { id: number; title_key: string; search_text: string; reading_time: number }
    >(
      'SELECT id, title, excerpt, content, meta_keywords, title_key, search_text, reading_time FROM articles',
    )
    .all();
  const update = db.prepare(
    `UPDATE articles SET content = @content, title_key = @title_key, search_text = @search_text,
       reading_time = @reading_time
     WHERE id = @id`,
  );
  const syncTags = prepareTagSync(db);
  let changed = 0;
  for (const row of rows) {
    const derived = deriveArticle(row);
    const stale =
      derived.content !== row.content ||
      derived.title_key !== row.title_key ||
      derived.search_text !== row.search_text ||
      derived.reading_time !== row.reading_time;
    if (stale) {
      update.run({
        id: row.id,
        content: derived.content,
        title_key: derived.title_key,
        search_text: derived.search_text,
        reading_time: derived.reading_time,
      });
    }
    if (syncTags(row.id, derived.tags) || stale) changed += 1;
  }
  return changed;
}

/** Replaces an article's tag rows when they differ from `tags`; true when it wrote. */
function prepareTagSync(db: Database.Database): (articleId: number, tags: string[]) => boolean {
  const select = db.prepare<[number], { tag: string }>(
    'SELECT tag FROM article_tags WHERE article_id = ? ORDER BY tag',
  );
  const remove = db.prepare<[number]>('DELETE FROM article_tags WHERE article_id = ?');
  const insert = db.prepare<[string, number]>(
    'INSERT INTO article_tags (tag, article_id) VALUES (?, ?)',
  );
  return (articleId, tags) => {
    const current = select.all(articleId).map((row) => row.tag);
    const wanted = [...tags].sort();
    if (current.length === wanted.length && current.every((tag, i) => tag === wanted[i])) {
      return false;
    }
    remove.run(articleId);
    for (const tag of wanted) insert.run(tag, articleId);
    return true;
  };
}
