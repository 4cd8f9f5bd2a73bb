import {
  searchGroupSize,
  searchKindLabels,
  searchKinds,
  type MarkedText,
  type SearchGroup,
  type SearchKind,
  type SearchResults,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import type { Db } from '../storage/sqlite';

/** Around a match, what the eye takes in at once. */
const snippetTokens = 16;

/**
 * Where a match starts and ends in the text SQLite hands back: two control characters, which the
 * indexed text never contains (seed/search.ts removes them), so no text can fake a mark.
 */
const markStart = '\u0002';
const markEnd = '\u0003';

/** Titles weigh ten times the body: a page named after the words is the better answer. */
const titleWeight = 10;

interface MatchRow {
  kind: string;
  path: string;
  title: string;
  title_marked: string;
  snippet: string;
}

const kindSchema = z.enum(searchKinds);

/**
 * The visitor's text as an FTS5 query that can only mean "all these words": each word (letters,
 * digits and their combining marks) in double quotes, so nothing of FTS5's own syntax ("",
 * *, NEAR(, AND, column:) survives, and the last one as a prefix, for results while typing.
 * Undefined when no word is left (q = '"' or '*').
 */
export function toMatchQuery(text: string): string | undefined {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}\p{M}]+/gu);
  if (!words) return undefined;
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' ');
}

/** "a \u0002b\u0003 c" -> [{ text: 'a ', mark: false }, { text: 'b', mark: true }, …] */
function toMarkedText(text: string): MarkedText {
  const pieces: MarkedText = [];
  let marked = false;
  // eslint-disable-next-line no-control-regex -- the two marks are control characters
  for (const part of text.split(/([\u0002\u0003])/)) {
    if (part === markStart) marked = true;
    else if (part === markEnd) marked = false;
    else if (part !== '') pieces.push({ text: part, mark: marked });
  }
  return pieces;
}

export interface SearchStore {
  /** Matches of `query` (as typed), grouped by kind, best first; nothing for an empty query. */
  search(query: string): SearchResults;
}

export function createSearchStore(db: Db): SearchStore {
  // bm25 takes a weight per column, the unindexed kind and path included.
  const matches = db.prepare<[string], MatchRow>(
    `SELECT kind, path, title,
       highlight(search_index, 2, '${markStart}', '${markEnd}') AS title_marked,
       snippet(search_index, 3, '${markStart}', '${markEnd}', '…', ${snippetTokens}) AS snippet
     FROM search_index WHERE search_index MATCH ?
     ORDER BY bm25(search_index, 0, 0, ${titleWeight}, 1), rowid`,
  );

  return {
    search(query) {
      const match = toMatchQuery(query);
      if (!match) return { query, total: 0, groups: [] };
      // Map keeps insertion order: groups come in the order of their best result.
      const groups = new Map<SearchKind, SearchGroup>();
      let total = 0;
      for (const row of matches.iterate(match)) {
        const kind = z.parse(kindSchema, row.kind);
        let group = groups.get(kind);
        if (!group) {
          group = { kind, label: searchKindLabels[kind], total: 0, results: [] };
          groups.set(kind, group);
        }
        group.total += 1;
        total += 1;
        if (group.results.length < searchGroupSize) {
          group.results.push({
            kind,
            title: row.title,
            title_marked: toMarkedText(row.title_marked),
            snippet: toMarkedText(row.snippet),
            path: row.path,
          });
        }
      }
      return { query, total, groups: [...groups.values()] };
    },
  };
}
