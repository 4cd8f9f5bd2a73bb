/**
 * Rules over articles that the site applies to what the API answers (spec sections 4 and 9):
 * the tags of an article, the popular tags of a list, and the related articles of one article.
 * Pure functions over the contract's shapes, no zod, so any page can carry them.
 */
import type { ArticleSummary } from './contract/read';
import { limits } from './facts';

/** Tags from the comma-separated keywords: trimmed, empties and repeats removed, order kept. */
export function tagsFromKeywords(keywords: string): string[] {
  const tags = keywords.split(',').map((tag) => tag.trim());
  return [...new Set(tags.filter(Boolean))];
}

export interface TagCount {
  tag: string;
  count: number;
}

/** The most frequent tags across articles; ties keep the order in which tags first appear. */
export function topTags(
  articles: readonly Pick<ArticleSummary, 'meta_keywords'>[],
  limit: number = limits.popularTags,
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

type Dated = Pick<ArticleSummary, 'published_at'>;

/** Newest first; equal dates keep their order. */
function byRecency(a: Dated, b: Dated): number {
  return Date.parse(b.published_at) - Date.parse(a.published_at);
}

/**
 * Related articles (spec section 4): other articles of the same category, newest first, up to
 * `limit`; if fewer, filled with the most recently published other articles. The current
 * article (matched by id) never appears, and no article appears twice.
 */
export function relatedArticles<T extends Pick<ArticleSummary, 'id' | 'published_at' | 'category'>>(
  current: Pick<ArticleSummary, 'id' | 'category'>,
  all: readonly T[],
  limit: number = limits.relatedArticles,
): T[] {
  const others = all.filter((article) => article.id !== current.id);
  const chosen = others
    .filter((article) => article.category.id === current.category.id)
    .sort(byRecency)
    .slice(0, limit);
  const rest = others.filter((article) => !chosen.includes(article)).sort(byRecency);
  return [...chosen, ...rest].slice(0, limit);
}
