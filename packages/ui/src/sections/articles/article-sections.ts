import { decodeEntities } from '@klinik/clinic';
/** A section of an article: its h2's id (made by the API's sanitizer) and its text. */
export interface ArticleSection {
  id: string;
  title: string;
}

/** The visible text of a heading's inner HTML: tags dropped, the sanitizer's entities decoded. */
function headingText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sections of an article body as the API serves it (sanitized, each h2 with an id): what a
 * table of contents links to. Headings without an id (HTML from elsewhere) are left out.
 */
export function articleSections(html: string): ArticleSection[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].flatMap(
    ([, id = '', inner = '']) => {
      const title = headingText(inner);
      return title ? [{ id, title }] : [];
    },
  );
}

/** A table of contents is worth its space from this many sections on. */
export const minTableOfContentsSections = 3;
