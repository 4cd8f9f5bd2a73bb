-- The site search (issue 15): one FTS5 table over the services, articles, FAQs and branches,
-- holding its own copy of their text (so snippet() and highlight() can show it). It is derived:
-- seed/search.ts rebuilds it from those tables at every start when it differs from them, also
-- after a damaged content file was rebuilt from the seed.
-- unicode61 with remove_diacritics 2 matches "fisioterápi" to "fisioterapi"; the prefix indexes
-- serve the last word as it is being typed ("fis", "fisio").
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  path UNINDEXED,
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
