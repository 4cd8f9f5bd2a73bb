/**
 * The rules of the core font face (see subset-font.ts): which characters it holds and how its
 * @font-face is written. Pure functions, tested in font-core.test.ts.
 */

/**
 * Every character the site's Indonesian text needs in practice: printable ASCII and the
 * typographic marks the copy uses (quotes, dashes, ellipsis, middle dot, copyright, degree,
 * times, arrow). Anything else (é in a name, say) still renders in Plus Jakarta Sans, from the
 * full latin face, downloaded only by a page that has such a character.
 */
export const CORE_CHARACTERS =
  // Tab, line feed, carriage return and the no-break space: text nodes carry them (an article's
  // HTML has line breaks between its tags), and a character the core range lacks makes the
  // browser fetch the full file too, even with nothing to draw.
  '\t\n\r\u00a0' +
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)).join(
    '',
  ) +
  '©®°·×‘’“”–—…•→';

/**
 * The weights the site sets (font-normal to font-extrabold): the core file keeps only these. Its
 * @font-face still declares the full face's weights: faces of one family combine by
 * unicode-range only when their descriptors are equal (with 400 800 Chrome took the full file for
 * every character); a lighter weight, which the site never sets, renders at 400.
 */
export const CORE_WEIGHTS = { min: 400, max: 800 } as const;

/** `U+20-7E,U+A9,…`: the characters as a unicode-range, consecutive code points joined. */
export function unicodeRange(characters: string): string {
  return rangeOf([...characters].map((char) => char.codePointAt(0) ?? 0));
}

/** The code points of a unicode-range value (`U+0-FF`, `U+131`, `U+4??`). */
export function codePointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(',').map((text) => text.trim().replace(/^U\+/i, ''))) {
    const [from = '', to] = part.includes('?')
      ? [part.replace(/\?/g, '0'), part.replace(/\?/g, 'F')]
      : part.split('-');
    const start = parseInt(from, 16);
    const end = to === undefined ? start : parseInt(to, 16);
    for (let point = start; point <= end; point += 1) points.push(point);
  }
  return points;
}

function rangeOf(codePoints: number[]): string {
  const points = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let index = 0; index < points.length;) {
    const start = points[index] ?? 0;
    let end = start;
    while (points[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    index += 1;
    const hex = (point: number) => point.toString(16).toUpperCase();
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(',');
}

/**
 * The stylesheet with a core face added right after the full face whose file is `fullFile`: the
 * same family and descriptors, the core file, the core characters; the full face keeps only the
 * rest of its range. The two ranges must not overlap: for a character two faces cover, Chrome may
 * fetch both files.
 */
export function withCoreFace(css: string, fullFile: string, coreFile: string): string {
  const rule = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].find(([text]) =>
    text.includes(fullFile),
  );
  if (!rule || rule.index === undefined) {
    throw new Error(`No @font-face with ${fullFile} in the stylesheet`);
  }
  const [full] = rule;
  const fullRange = /unicode-range:([^;}]*)/.exec(full)?.[1];
  if (!fullRange) throw new Error(`The @font-face with ${fullFile} has no unicode-range`);
  const core = new Set(codePointsOf(unicodeRange(CORE_CHARACTERS)));
  const rest = codePointsOf(fullRange).filter((point) => !core.has(point));
  const setRange = (face: string, range: string) =>
    face.replace(/unicode-range:[^;}]*/, `unicode-range:${range}`);
  const faces =
    setRange(full, rangeOf(rest)) +
    setRange(full.replace(fullFile, coreFile), unicodeRange(CORE_CHARACTERS));
  return css.slice(0, rule.index) + faces + css.slice(rule.index + full.length);
}
