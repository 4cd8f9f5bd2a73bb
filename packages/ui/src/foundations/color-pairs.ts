/**
 * The foreground/background pairs of the theme's colours, with their WCAG contrast: the pairs the
 * design tokens claim, and those the tokens' names, the inverse surface and the colours the
 * components use as text imply (the colours foundations page and its tests).
 */
import { aaMinimum, contrastRatio, parseColor } from './contrast';
import { parseUtility } from './design-tokens';

/**
 * A contrast claim of the tokens, by colour name without `color-`: `foreground` is meant to sit
 * on `background` and reaches `min`:1 there.
 */
export type ContrastClaim = { foreground: string; background: string; min: number };

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
  /** The ratio the tokens claim, or else the AA minimum: 4.5 for text, 3 for UI parts. */
  minimum: number;
  /** Why the pair is checked, for the reader. */
  reason: string;
  ratio: number;
  passes: boolean;
  /** Whether the tokens claim the pair: a pair only implied has no claim yet. */
  claimed: boolean;
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
 * - every pair the tokens claim, held to the ratio claimed.
 * `colors` maps names without `color-` to values.
 */
export function colorPairs({
  colors,
  surfaces = [],
  textColors = [],
  claims = [],
}: {
  colors: ReadonlyMap<string, string>;
  surfaces?: InverseSurface[];
  textColors?: string[];
  claims?: ContrastClaim[];
}): ColorPair[] {
  const pairs = new Map<string, Omit<ColorPair, 'ratio' | 'passes' | 'claimed'>>();
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
  for (const { foreground, background } of claims) {
    add(foreground, background, 'claimed in the tokens');
  }

  return [...pairs.values()].flatMap((pair) => {
    const fg = parseColor(colors.get(pair.foreground) ?? '');
    const bg = parseColor(colors.get(pair.background) ?? '');
    if (!fg || !bg) return [];
    const ratio = contrastRatio(fg, bg);
    const claim = claims.find(
      (c) => c.foreground === pair.foreground && c.background === pair.background,
    );
    const minimum = claim?.min ?? pair.minimum;
    return [{ ...pair, minimum, ratio, passes: ratio >= minimum, claimed: claim !== undefined }];
  });
}
