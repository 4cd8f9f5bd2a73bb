import type { ArticleSummary, Category, Pagination } from '@klinik/clinic';
import { expect } from 'vitest';

export const slugPattern = /^[a-z0-9-]+$/;
export const jakartaTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;
export const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const articleSummaryKeys = [
  'author',
  'category',
  'excerpt',
  'id',
  'is_featured',
  'meta_keywords',
  'published_at',
  'reading_time',
  'slug',
  'title',
  'view_count',
];

export function expectCategory(category: Category): void {
  expect(Object.keys(category).sort()).toEqual(['id', 'name', 'slug']);
  expect(category.id).toEqual(expect.any(Number));
  expect(category.name.length).toBeGreaterThan(0);
  expect(category.slug).toMatch(slugPattern);
}

/** Every field of a list entry, one by one. */
export function expectArticleSummary(article: ArticleSummary): void {
  expect(Object.keys(article).sort()).toEqual(articleSummaryKeys);
  expect(Number.isInteger(article.id)).toBe(true);
  expect(article.slug).toMatch(slugPattern);
  expect(article.title.length).toBeGreaterThan(10);
  expect(article.excerpt.length).toBeGreaterThan(50);
  // Name, then titles: "Rina Kusumawati, S.Ft., Physio".
  expect(article.author).toMatch(/^[^,]+, .+/);
  expect(article.published_at).toMatch(jakartaTimestamp);
  expect(Number.isNaN(Date.parse(article.published_at))).toBe(false);
  expect(Number.isInteger(article.view_count)).toBe(true);
  expect(article.view_count).toBeGreaterThanOrEqual(0);
  expect(typeof article.is_featured).toBe('boolean');
  expect(article.meta_keywords.split(',').length).toBeGreaterThanOrEqual(2);
  expectCategory(article.category);
  expect(Number.isInteger(article.reading_time)).toBe(true);
  expect(article.reading_time).toBeGreaterThanOrEqual(1);
}

export function expectPagination(pagination: Pagination, expected: Pagination): void {
  expect(Object.keys(pagination).sort()).toEqual([
    'current_page',
    'last_page',
    'per_page',
    'total',
  ]);
  expect(pagination).toEqual(expected);
}
