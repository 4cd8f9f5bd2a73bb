/**
 * The entities the API's sanitizer writes (apps/api/src/content/html.ts) and their characters:
 * whoever reads the text of the HTML it serves decodes exactly these.
 */
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Text of sanitized HTML with its entities turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_match, name: string) => entities[name] ?? ' ',
  );
}
