import type { Category } from '@klinik/clinic';
import type { Article } from './content-types';

/** "dr. Rina, Sp.KFR, Fisioterapis" -> "dr. Rina": the part before the first comma. */
export function authorDisplay(author: string): string {
  return (author.split(',')[0] ?? '').trim();
}

/** Tags from the comma-separated keywords: trimmed, empties and repeats removed, order kept. */
export function tagsFromKeywords(keywords: string | null | undefined): string[] {
  if (!keywords) return [];
  const tags = keywords.split(',').map((tag) => tag.trim());
  return [...new Set(tags.filter(Boolean))];
}

export interface TagCount {
  tag: string;
  count: number;
}

/** The most frequent tags across articles; ties keep the order in which tags first appear. */
export function topTags(
  articles: readonly Pick<Article, 'meta_keywords'>[],
  limit = 6,
): TagCount[] {
  const counts = new Map<string, number>();
  for (const article of articles) {
    for (const tag of tagsFromKeywords(article.meta_keywords)) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

/** Newest first; equal dates keep their order. */
function byRecency(a: Pick<Article, 'published_at'>, b: Pick<Article, 'published_at'>): number {
  return Date.parse(b.published_at) - Date.parse(a.published_at);
}

/**
 * Related articles (spec 4): other articles of the same category, newest first, up to `limit`;
 * if fewer, filled with the most recently published other articles. The current article
 * (matched by id) never appears, and no article appears twice.
 */
export function relatedArticles<T extends Pick<Article, 'id' | 'published_at' | 'category'>>(
  current: T,
  all: readonly T[],
  limit = 3,
): T[] {
  const others = all.filter((article) => article.id !== current.id);
  const categoryId = current.category?.id;
  const sameCategory =
    categoryId === undefined
      ? []
      : others.filter((article) => article.category?.id === categoryId).sort(byRecency);
  const chosen = sameCategory.slice(0, limit);
  const rest = others.filter((article) => !chosen.includes(article)).sort(byRecency);
  return [...chosen, ...rest].slice(0, limit);
}

export interface CategoryCount {
  category: Category;
  count: number;
}

/** Articles per category, in first-seen order; articles without a category are not counted. */
export function countByCategory(articles: readonly Pick<Article, 'category'>[]): CategoryCount[] {
  const counts = new Map<number, CategoryCount>();
  for (const { category } of articles) {
    if (!category) continue;
    const entry = counts.get(category.id);
    if (entry) entry.count += 1;
    else counts.set(category.id, { category, count: 1 });
  }
  return [...counts.values()];
}
