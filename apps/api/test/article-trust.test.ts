import type {
  ApiPaginated,
  ApiSuccess,
  ArticleRecord as Article,
  ArticleSummaryRecord as ArticleSummary,
  TeamMember,
} from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { articleSeeds } from '../seed/articles/index';
import { getJson, serverForTests, withConnection } from './helpers';
import { expectAnswer } from './shapes';

const server = serverForTests('article-trust');
const api = server.api;
const day = (timestamp: string) => timestamp.slice(0, 10);

async function article(slug: string): Promise<Article> {
  const { res, body } = await getJson(api(`/articles/${slug}`));
  expect(res.status).toBe(200);
  return expectAnswer('article', body).data;
}

describe('who reviewed an article, and when', () => {
  it.each(articleSeeds.map((seed) => seed.slug))(
    '%s names a reviewer of the team',
    async (slug) => {
      const team = ((await getJson(api('/team'))).body as ApiSuccess<TeamMember[]>).data;
      const {
        reviewed_by: reviewer,
        reviewed_at: reviewedAt,
        author,
        ...dates
      } = await article(slug);
      const member = team.find((person) => person.id === reviewer?.id);
      expect(member).toBeDefined();
      expect(reviewer).toEqual({
        id: member?.id,
        name: member?.name,
        job_title: member?.job_title,
        credentials: member?.credentials,
      });
      // A review by someone else than the author, after the text was written.
      expect(reviewer?.name).not.toBe(author);
      expect(reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(reviewedAt && reviewedAt >= day(dates.published_at)).toBe(true);
      expect(dates.updated_at >= dates.published_at).toBe(true);
    },
  );

  it('gives the list entries the same last-updated date as the article', async () => {
    const { body } = await getJson(api('/articles?per_page=50'));
    const entries = (body as ApiPaginated<ArticleSummary>).data;
    const revised = articleSeeds.filter((seed) => seed.updatedAt);
    expect(revised.length).toBeGreaterThan(0);
    for (const seed of articleSeeds) {
      const entry = entries.find((item) => item.slug === seed.slug);
      expect(entry?.updated_at).toBe(seed.updatedAt ?? seed.publishedAt);
    }
  });
});

describe('references', () => {
  it.each(articleSeeds.map((seed) => seed.slug))('%s cites at least two sources', async (slug) => {
    const { references } = await article(slug);
    expect(references.length).toBeGreaterThanOrEqual(2);
    for (const reference of references) {
      expect(reference.year).toBeGreaterThanOrEqual(2000);
      expect(reference.year).toBeLessThanOrEqual(2026);
      if (reference.doi !== null) expect(reference.doi).toMatch(/^10\.\d{4,9}\/\S+$/);
      if (reference.url !== null) expect(reference.url).toMatch(/^https:\/\//);
      // A guideline or paper is findable by its DOI or page; only a printed book has neither.
      if (reference.kind !== 'textbook') {
        expect(reference.doi ?? reference.url).not.toBeNull();
      }
    }
  });

  it('cites the clinical guidelines in the ankle sprain article', async () => {
    const kinds = new Set(
      (await article('penanganan-awal-keseleo-pergelangan-kaki')).references.map((r) => r.kind),
    );
    expect(kinds.has('guideline')).toBe(true);
  });
});

describe('an article written by other means', () => {
  it('answers without a reviewer or references, last updated when published', async () => {
    withConnection(server.databasePath, (db) =>
      db
        .prepare(
          `INSERT INTO articles (slug, title, title_key, excerpt, content, search_text,
             reading_time, author, category_id, published_at)
           SELECT 'catatan-editor', 'Catatan Editor', 'catatan editor', 'Ringkasan.',
             '<p>Isi.</p>', 'catatan editor', 1, 'Editor', id, '2026-11-01T08:00:00+07:00'
           FROM categories WHERE type = 'article' LIMIT 1`,
        )
        .run(),
    );
    const written = await article('catatan-editor');
    expect(written).toMatchObject({
      reviewed_by: null,
      reviewed_at: null,
      references: [],
      updated_at: '2026-11-01T08:00:00+07:00',
    });
  });
});
