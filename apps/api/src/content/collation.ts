/**
 * A sort key that orders titles the way Intl.Collator('id', { sensitivity: 'base' }) does for
 * Indonesian text: case and accents ignored ('apel' < 'Bahu' < 'cedera'), spaces and
 * punctuation before digits before letters. SQLite compares the keys bytewise, so the order
 * lives in an indexed column (articles.title_key) instead of a collation, which better-sqlite3
 * cannot register.
 */
export function indonesianSortKey(title: string): string {
  return (
    title
      .normalize('NFKD')
      // Combining marks: 'é' sorts with 'e'.
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('id-ID')
      // A run of spaces or punctuation weighs like one space, below every digit and letter.
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
  );
}
