import type Database from 'better-sqlite3';
import { sanitizeContentHtml } from '../../src/content/html';
import { prepareUpsert } from '../upsert';
import { kebijakanPrivasi } from './kebijakan-privasi';
import { syaratKetentuan } from './syarat-ketentuan';
import { tentangKami } from './tentang-kami';
import type { PageSeed } from './types';

/** Static pages, in the order GET /pages lists them. */
export const pageSeeds: readonly PageSeed[] = [tentangKami, kebijakanPrivasi, syaratKetentuan];

export function applyPages(db: Database.Database): number {
  const upsert = prepareUpsert(db, {
    table: 'pages',
    key: ['slug'],
    owned: [
      'title',
      'excerpt',
      'meta_title',
      'meta_description',
      'content',
      'sort_order',
      'updated_at',
    ],
  });
  return pageSeeds.filter((page, index) =>
    upsert({
      slug: page.slug,
      title: page.title,
      excerpt: page.excerpt,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      content: sanitizeContentHtml(page.content),
      sort_order: index + 1,
      updated_at: page.updatedAt,
    }),
  ).length;
}
