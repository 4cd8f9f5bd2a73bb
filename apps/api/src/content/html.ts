import { decodeEntities, limits } from '@klinik/clinic';
import sanitizeHtml from 'sanitize-html';

/** A local path ("/images/a.svg", not "//host" or "/\host", which browsers treat as a host). */
const localPath = /^\/(?![/\\])/;
const httpsUrl = /^https:\/\//i;
const dimension = /^\d{1,4}$/;

/**
 * The allow-list for article and page bodies. Anything else is dropped: script and style with
 * their content, other tags keeping their text, every attribute not listed (event handlers,
 * style, class), and URLs whose scheme is not listed (javascript:, data:, vbscript:).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'figure',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the site without handing it the opener or the referrer.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const kept: Record<string, string> = {};
      if (localPath.test(src) || httpsUrl.test(src)) kept.src = src;
      if (attribs.alt !== undefined) kept.alt = attribs.alt;
      for (const name of ['width', 'height'] as const) {
        const value = attribs[name];
        if (value !== undefined && dimension.test(value)) kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was refused would be a broken box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans HTML for storage and for serving; the same function on both paths. Headings come out
 * with ids made from their text (withHeadingIds), so a table of contents and a shared link can
 * point at a section; ids sent in the HTML are dropped like every attribute not listed.
 */
export function sanitizeContentHtml(html: string): string {
  return withHeadingIds(sanitizeHtml(html, options).trim());
}

/**
 * A heading's anchor: its text in lower case without accents, words joined by hyphens:
 * "Kapan Harus ke Fisioterapis?" -> "kapan-harus-ke-fisioterapis". 'bagian' for no letters.
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'bagian';
}

/**
 * Gives every h2 and h3 of sanitized HTML (where headings carry no attributes) the id of its
 * text, unique in the document: a repeated heading gets "-2", "-3".
 */
function withHeadingIds(html: string): string {
  const used = new Set<string>();
  return html.replace(/<(h[23])>([\s\S]*?)<\/\1>/g, (_match, tag: string, inner: string) => {
    const base = headingSlug(htmlToText(inner));
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return `<${tag} id="${id}">${inner}</${tag}>`;
  });
}

/**
 * Serving sanitizes every body again, in case a row was written by something other than the
 * seed. Bodies rarely change, so the result is kept per distinct stored text; the limit only
 * bounds memory if rows keep changing.
 */
export function createSanitizeCache(maxEntries = 500): (html: string) => string {
  const cache = new Map<string, string>();
  return (html) => {
    const hit = cache.get(html);
    if (hit !== undefined) return hit;
    const clean = sanitizeContentHtml(html);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(html, clean);
    return clean;
  };
}

/** The visible text of sanitized HTML: tags become spaces, entities their characters. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return text === '' ? 0 : text.split(' ').length;
}

/** Spec section 9: words of the text without markup / 200, rounded up (at least a minute). */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(htmlToText(html)) / limits.readingWordsPerMinute));
}
