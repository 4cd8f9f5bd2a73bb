/** Lower-cased, NFKC-normalised text with single spaces: how stored text and needles compare. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim();
}

/**
 * A LIKE pattern that matches `needle` literally anywhere, for `LIKE ? ESCAPE '\'`: the escape
 * character and the wildcards % and _ lose their meaning.
 */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The keywords of a comma-separated meta_keywords value, lower-cased and without repeats. */
export function keywordTags(metaKeywords: string): string[] {
  const tags = metaKeywords
    .split(',')
    .map((keyword) => normalizeSearchText(keyword))
    .filter((keyword) => keyword.length > 0);
  return [...new Set(tags)];
}
