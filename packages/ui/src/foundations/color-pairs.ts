/**
 * The foreground/background pairs of the theme's colours, with their WCAG contrast: derived from
 * the tokens' names, the inverse surface, the colours the components use as text, and the pairs
 * theme.css's comment names (the colours foundations page and its tests).
 */
import { aaMinimum, contrastRatio, parseColor } from './contrast';
import { parseUtility } from './design-tokens';

export type StatedContrast = { foreground: string; background: string; ratio: number };

/**
 * Contrast figures a comment of the theme states, in its phrasing: `muted-foreground on
 * background 7.0 / on muted 6.5`. Only names in `colors` count, so prose ("category badges 5.8
 * to 7.3", "4.5:1 body text") is passed over.
 */
export function statedContrast(css: string, colors: ReadonlySet<string>): StatedContrast[] {
  const stated: StatedContrast[] = [];
  for (const [comment] of css.matchAll(/\/\*[\s\S]*?\*\//g)) {
    const text = comment.replace(/^\s*\*+\/?|\/\*+/gm, ' ').replace(/\s+/g, ' ');
    for (const item of text.split(',')) {
      const first = /([a-z][\w-]*) on ([a-z][\w-]*) (\d+(?:\.\d+)?)/.exec(item);
      if (!first?.[1] || !colors.has(first[1])) continue;
      const foreground = first[1];
      const rest = item.slice(first.index + first[0].length);
      const pairs = [
        [first[2], first[3]],
        ...[...rest.matchAll(/\/ on ([a-z][\w-]*) (\d+(?:\.\d+)?)/g)].map((m) => [m[1], m[2]]),
      ];
      for (const [background, ratio] of pairs) {
        if (background && ratio && colors.has(background)) {
          stated.push({ foreground, background, ratio: Number(ratio) });
        }
      }
    }
  }
  return stated;
}

export type InverseSurface = {
  /** The utility's name, e.g. `surface-inverse`. */
  name: string;
  /** Colour tokens (without `color-`) the utility sets for background and focus ring. */
  background: string;
  ring: string | undefined;
};

/** A utility that paints a dark background (`background-color: var(--color-x)`), with its ring. */
export function inverseSurface(css: string, name: string): InverseSurface | undefined {
  const utility = parseUtility(css, name);
  const colorToken = (value: string | undefined) =>
    /^var\(--color-([\w-]+)\)$/.exec(value ?? '')?.[1];
  const background = colorToken(utility.get('background-color'));
  if (!background) return undefined;
  return { name, background, ring: colorToken(utility.get('--color-ring')) };
}

export type ColorPair = {
  foreground: string;
  background: string;
  /** AA minimum: 4.5 for text, 3 for UI parts (borders, focus rings). */
  minimum: number;
  /** Why the pair is checked, for the reader. */
  reason: string;
  ratio: number;
  passes: boolean;
  /** The figure the theme's comment states, when it states one. */
  stated?: number;
};

/**
 * Colours the components use as a plain text colour (`text-primary`, `text-danger`): they are
 * read on the page background. Named pairs (`-foreground`), hover states and `on-dark` text have
 * their own backgrounds.
 */
export function textColorTokens(
  utilities: Record<string, number>,
  colors: ReadonlySet<string>,
): string[] {
  return Object.keys(utilities)
    .filter((utility) => utility.startsWith('text-'))
    .map((utility) => utility.slice('text-'.length))
    .filter(
      (name) =>
        colors.has(name) &&
        !/(^|-)(foreground|hover|background|white|black)$/.test(name) &&
        !name.startsWith('on-dark') &&
        !name.startsWith('border'),
    );
}

const uiPart = (name: string) => /(^|-)(border|ring)(-|$)/.test(name);

/**
 * The foreground/background pairs the colour names say belong together, with their contrast:
 * - `x-foreground` on `x` and on `x-hover` (`foreground` on `background`);
 * - `on-dark*` text and the surface's focus ring on each inverse surface;
 * - the focus `ring` on `background`;
 * - colours used as text (`text-primary`, `text-danger`) on `background`;
 * - every pair the theme's comment names.
 * `colors` maps names without `color-` to values.
 */
export function colorPairs({
  colors,
  surfaces = [],
  textColors = [],
  stated = [],
}: {
  colors: ReadonlyMap<string, string>;
  surfaces?: InverseSurface[];
  textColors?: string[];
  stated?: StatedContrast[];
}): ColorPair[] {
  const pairs = new Map<string, Omit<ColorPair, 'ratio' | 'passes'>>();
  const add = (foreground: string, background: string, reason: string) => {
    const key = `${foreground} on ${background}`;
    if (!colors.has(foreground) || !colors.has(background) || pairs.has(key)) return;
    pairs.set(key, {
      foreground,
      background,
      minimum: uiPart(foreground) ? aaMinimum.ui : aaMinimum.text,
      reason,
    });
  };

  add('foreground', 'background', 'body text');
  for (const name of colors.keys()) {
    if (!name.endsWith('-foreground')) continue;
    const base = name.slice(0, -'-foreground'.length);
    add(name, base, 'named pair');
    add(name, `${base}-hover`, 'named pair, hovered');
  }
  for (const surface of surfaces) {
    for (const name of colors.keys()) {
      if (name === 'on-dark' || name.startsWith('on-dark-')) {
        add(name, surface.background, `text on ${surface.name}`);
      }
    }
    if (surface.ring) add(surface.ring, surface.background, `focus ring on ${surface.name}`);
  }
  add('ring', 'background', 'focus ring');
  for (const name of textColors) add(name, 'background', 'used as text colour');
  for (const { foreground, background } of stated) {
    add(foreground, background, 'named in theme.css');
  }

  return [...pairs.values()].flatMap((pair) => {
    const fg = parseColor(colors.get(pair.foreground) ?? '');
    const bg = parseColor(colors.get(pair.background) ?? '');
    if (!fg || !bg) return [];
    const ratio = contrastRatio(fg, bg);
    const claim = stated.find(
      (s) => s.foreground === pair.foreground && s.background === pair.background,
    );
    return [
      {
        ...pair,
        ratio,
        passes: ratio >= pair.minimum,
        ...(claim ? { stated: claim.ratio } : {}),
      },
    ];
  });
}
