import {
  answerSchemas,
  apiErrorSchema,
  articleSummarySchema,
  categorySchema,
  type ApiRecords,
  type ApiEndpoint,
  type ApiError,
  type ArticleSummaryRecord as ArticleSummary,
  type Category,
  type Pagination,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import { expect } from 'vitest';

/**
 * `body` is exactly what the contract's schema describes: every value valid, and no field the
 * schema does not name (the schemas drop unknown fields when parsing, so the parsed copy would
 * differ). Returns it typed.
 */
export function expectSchema<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const parsed = z.safeParse(schema, body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
  return parsed.data as z.infer<S>;
}

/** The answer of `endpoint` as `answerSchemas` has it. */
export function expectAnswer<E extends ApiEndpoint>(endpoint: E, body: unknown): ApiRecords[E] {
  return expectSchema(answerSchemas[endpoint], body) as ApiRecords[E];
}

/** A refusal: `{ success: false, message, errors? }`. */
export function expectApiError(body: unknown): ApiError {
  return expectSchema(apiErrorSchema, body);
}

export const slugPattern = /^[a-z0-9-]+$/;
export const jakartaTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;
export const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function expectCategory(category: Category): void {
  expectSchema(categorySchema, category);
  expect(category.name.length).toBeGreaterThan(0);
  expect(category.slug).toMatch(slugPattern);
}

/** Every field of a list entry: the contract's shape, then what the seed promises of each. */
export function expectArticleSummary(article: ArticleSummary): void {
  expectSchema(articleSummarySchema, article);
  expect(article.slug).toMatch(slugPattern);
  expect(article.title.length).toBeGreaterThan(10);
  expect(article.excerpt.length).toBeGreaterThan(50);
  // Name, then titles: "Rina Kusumawati, S.Ft., Physio".
  expect(article.author).toMatch(/^[^,]+, .+/);
  expect(article.published_at).toMatch(jakartaTimestamp);
  expect(Number.isNaN(Date.parse(article.published_at))).toBe(false);
  expect(article.view_count).toBeGreaterThanOrEqual(0);
  expect(article.meta_keywords.split(',').length).toBeGreaterThanOrEqual(2);
  expectCategory(article.category);
  expect(article.reading_time).toBeGreaterThanOrEqual(1);
}

/** toEqual fails on a field `expected` lacks, so this checks the shape too. */
export function expectPagination(pagination: Pagination, expected: Pagination): void {
  expect(pagination).toEqual(expected);
}
