/**
 * Reads design tokens out of Tailwind v4 CSS (theme.css, and Tailwind's own theme.css beneath
 * it), for the foundations pages: they show what the theme says instead of a copy of it.
 * Pure text in, data out; the pages import the CSS with `?raw`.
 */
/** Custom properties by name without the leading `--` (`color-primary`, `text-xs--line-height`). */
export type TokenMap = Map<string, string>;

export type Token = { name: string; value: string };

export function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The text between the `{` at `open` and its matching `}`. */
function blockBody(css: string, open: number): string {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) return css.slice(open + 1, index);
    }
  }
  return css.slice(open + 1);
}

/** The bodies of every at-rule whose prelude matches, e.g. `@theme` or `@theme default inline`. */
function atRuleBodies(css: string, prelude: RegExp): string[] {
  const bodies: string[] = [];
  const atRule = new RegExp(`@${prelude.source}[^{;]*\\{`, 'g');
  for (const match of css.matchAll(atRule)) {
    bodies.push(blockBody(css, match.index + match[0].length - 1));
  }
  return bodies;
}

/** A block's own declarations, in order; nested blocks (`@keyframes` inside `@theme`) are skipped. */
function declarations(body: string): [string, string][] {
  const found: [string, string][] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      current = '';
    } else if (depth === 0) {
      if (char === ';') {
        const colon = current.indexOf(':');
        if (colon > 0) {
          found.push([
            current.slice(0, colon).trim(),
            current
              .slice(colon + 1)
              .replace(/\s+/g, ' ')
              .trim(),
          ]);
        }
        current = '';
      } else current += char;
    }
  }
  return found;
}

/**
 * The tokens of every `@theme` block, applied in order over `into` as Tailwind applies them: a
 * later value wins and `--color-*: initial` clears that namespace (`--*: initial` clears all).
 */
export function parseTheme(css: string, into: TokenMap = new Map()): TokenMap {
  for (const body of atRuleBodies(stripComments(css), /theme\b/)) {
    for (const [property, value] of declarations(body)) {
      if (!property.startsWith('--')) continue;
      const name = property.slice(2);
      if (name.endsWith('*') && value === 'initial') {
        const prefix = name.slice(0, -1);
        for (const key of [...into.keys()]) if (key.startsWith(prefix)) into.delete(key);
      } else into.set(name, value);
    }
  }
  return into;
}

/** The declarations of `@utility <name> { … }`, custom properties with their `--`. */
export function parseUtility(css: string, name: string): Map<string, string> {
  const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const [body] = atRuleBodies(stripComments(css), new RegExp(`utility\\s+${escaped}(?![\\w-])`));
  return new Map(body === undefined ? [] : declarations(body));
}

/**
 * The tokens of one namespace, named without it: `tokensIn(tokens, 'radius')` gives `sm`, `md`…
 * Sub-properties (`text-xs--line-height`) and the bare namespace (`--spacing`) are left out.
 */
export function tokensIn(tokens: TokenMap, namespace: string): Token[] {
  const prefix = `${namespace}-`;
  return [...tokens]
    .filter(([key]) => key.startsWith(prefix) && !key.includes('--'))
    .map(([key, value]) => ({ name: key.slice(prefix.length), value }));
}

/** Follows `var(--name)` (and `var(--name, fallback)`) through the tokens to a plain value. */
export function resolveValue(value: string, tokens: TokenMap, depth = 0): string {
  const match = /^var\(\s*--([\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!match?.[1] || depth > 10) return value;
  const next = tokens.get(match[1]) ?? match[2];
  return next === undefined ? value : resolveValue(next, tokens, depth + 1);
}

/** `0.75rem` → 12, `12px` → 12 (1rem = 16px); anything else is undefined. */
export function toPx(value: string): number | undefined {
  const match = /^(-?\d*\.?\d+)(rem|px)$/.exec(value.trim());
  if (!match?.[1]) return undefined;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * 16 : amount;
}

export type TypeStep = { step: string; size: string; lineHeight: string | undefined };

/** The `--text-<step>` font sizes with their `--text-<step>--line-height`, in the theme's order. */
export function typeScale(tokens: TokenMap): TypeStep[] {
  return tokensIn(tokens, 'text').map(({ name, value }) => ({
    step: name,
    size: value,
    lineHeight: tokens.get(`text-${name}--line-height`),
  }));
}

/** The first family of a font stack, unquoted. */
export function primaryFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}
