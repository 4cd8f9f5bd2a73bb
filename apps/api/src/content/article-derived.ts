import { indonesianSortKey } from './collation';
import { htmlToText, readingTimeMinutes, sanitizeContentHtml } from './html';
import { keywordTags, normalizeSearchText } from './search';

export interface ArticleText {
  title: string;
  excerpt: string;
  content: string;
  meta_keywords: string;
}

export interface ArticleDerived {
  /** The sanitized body. */
  content: string;
  title_key: string;
  search_text: string;
  reading_time: number;
  tags: string[];
}

/** Everything the API stores alongside an article's own text, computed from that text. */
export function deriveArticle(article: ArticleText): ArticleDerived {
  const content = sanitizeContentHtml(article.content);
  return {
    content,
    title_key: indonesianSortKey(article.title),
    search_text: normalizeSearchText(`${article.title} ${article.excerpt} ${htmlToText(content)}`),
    reading_time: readingTimeMinutes(content),
    tags: keywordTags(article.meta_keywords),
  };
}
