import * as z from 'zod/mini';
import { apiSuccess } from './envelope';
import { MAX_SEARCH_LENGTH, searchKinds } from './options';
import { textParam } from './params';

/** GET /search: `q` as typed; empty or absent answers no results, never an error. */
export const searchQuery = z.object({ q: textParam('q', MAX_SEARCH_LENGTH) });
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * Text with the words that matched marked, as pieces in order: render each piece as text, a
 * marked one inside <mark>. No markup travels in the text itself, so nothing in it is ever
 * read as HTML.
 */
export const markedTextSchema = z.array(z.object({ text: z.string(), mark: z.boolean() }));
export type MarkedText = z.infer<typeof markedTextSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(searchKinds),
  /** The page's title as it is: a service, an article, a question, a branch. */
  title: z.string(),
  /** The same title with the matched words marked. */
  title_marked: markedTextSchema,
  /** About a dozen words of the text around the best match, marked; "…" where cut. */
  snippet: markedTextSchema,
  /** Where the result is on the site: "/artikel/nyeri-lutut-pada-pelari", "/faq#faq-3". */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  /** The group's heading (searchKindLabels). */
  label: z.string(),
  /** How many of this kind matched; `results` holds the best searchGroupSize of them. */
  total: z.int(),
  results: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Groups in the order of their best result, results best first (bm25, titles weigh most). */
export const searchResultsSchema = z.object({
  /** `q` as the API read it: trimmed, '' when there was none. */
  query: z.string(),
  total: z.int(),
  groups: z.array(searchGroupSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const searchAnswerSchema = apiSuccess(searchResultsSchema);
