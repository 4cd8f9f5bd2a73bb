/**
 * The data behind the foundations pages, read when Storybook builds: the design tokens
 * (tokens.generated.json, which `pnpm tokens` writes from packages/ui/tokens/*.tokens.json) over
 * Tailwind's defaults, as theme.css layers them; theme.css's own rules (the focus ring,
 * surface-inverse); and what the library's source uses (virtual:klinik/library-usage,
 * .storybook/library-usage-plugin.ts). Nothing here is typed by hand: a changed token changes
 * these pages.
 */
import tailwindThemeCss from 'tailwindcss/theme.css?raw';
import { iconFiles, icons, usage } from 'virtual:klinik/library-usage';
import { colorPairs, inverseSurface, textColorTokens } from './color-pairs';
import {
  parseTheme,
  primaryFamily,
  resolveValue,
  toPx,
  tokensIn,
  typeScale,
  type Token,
} from './design-tokens';
import { spacingSteps } from './library-usage';
import data from './tokens.generated.json';
import themeCss from '../styles/theme.css?raw';

/** The design tokens in Tailwind's theme, by custom property without `--` (`color-primary`). */
const clinicTokens = new Map(data.tokens.filter((t) => t.theme).map((t) => [t.name, t.value]));
const nameOf = new Map(data.tokens.map((t) => [t.id, t.name]));

/** Every token in effect: Tailwind's defaults, less the namespaces the tokens clear, under them. */
export const tokens = parseTheme(tailwindThemeCss);
for (const namespace of data.replaced) {
  for (const key of [...tokens.keys()]) if (key.startsWith(`${namespace}-`)) tokens.delete(key);
}
for (const [name, value] of clinicTokens) tokens.set(name, value);

const count = (utility: string) => usage.utilities[utility] ?? 0;

/** Times the library uses any of these utilities. */
const uses = (utilities: string[]) => utilities.reduce((sum, utility) => sum + count(utility), 0);

export type ShownToken = Token & {
  px: number | undefined;
  /** A design token, or a Tailwind default the library uses. */
  origin: 'token' | 'Tailwind default';
  used: number;
};

/**
 * A namespace's design tokens, then the Tailwind defaults of that namespace that the library
 * actually uses (`rounded-full` is not a token, so it is not here).
 */
function shown(namespace: string, utilitiesOf: (name: string) => string[]): ShownToken[] {
  return tokensIn(tokens, namespace)
    .map((token) => ({
      ...token,
      px: toPx(token.value),
      origin: clinicTokens.has(`${namespace}-${token.name}`)
        ? ('token' as const)
        : ('Tailwind default' as const),
      used: uses(utilitiesOf(token.name)),
    }))
    .filter((token) => token.origin === 'token' || token.used > 0);
}

// Colours ----------------------------------------------------------------------------------------

const colorUtilities = (name: string) =>
  [
    'bg',
    'text',
    'border',
    'border-t',
    'border-b',
    'border-l',
    'ring',
    'outline',
    'fill',
    'stroke',
    'decoration',
    'divide',
    'from',
    'to',
    'placeholder',
  ].flatMap((prefix) => [
    `${prefix}-${name}`,
    ...[5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95].map((alpha) => `${prefix}-${name}/${alpha}`),
  ]);

export const colors = tokensIn(tokens, 'color').map((token) => ({
  ...token,
  used: uses(colorUtilities(token.name)),
}));

const colorValues = new Map(colors.map(({ name, value }) => [name, resolveValue(value, tokens)]));

/** `primary-soft-foreground` → `primary`, `badge-teal-foreground` → `badge-teal`, `on-dark-muted` → `on-dark`. */
function family(name: string): string {
  const [first = name, second] = name.split('-');
  if ((first === 'badge' || first === 'on') && second) return `${first}-${second}`;
  return first;
}

export type ColorFamily = { title: string; subtitle: string; colors: Record<string, string> };

/** `ring` → `primary`: the colour a colour token aliases, by name. */
const colorAlias = new Map(
  data.tokens.flatMap((t) =>
    t.type === 'color' && t.aliasOf
      ? [[t.name.slice('color-'.length), (nameOf.get(t.aliasOf) ?? '').slice('color-'.length)]]
      : [],
  ),
);

/** The colours grouped by the name they share, in the tokens' order, for ColorItem. */
export const colorFamilies: ColorFamily[] = [
  ...colors
    .reduce((families, { name, value, used }) => {
      const key = family(name);
      const entry = families.get(key) ?? { names: [], colors: {}, used: 0 };
      entry.names.push(name);
      entry.colors[name] = value;
      entry.used += used;
      families.set(key, entry);
      return families;
    }, new Map<string, { names: string[]; colors: Record<string, string>; used: number }>())
    .entries(),
].map(([key, entry]) => ({
  title: key,
  subtitle: [
    entry.names
      .map((name) => `--color-${name}${colorAlias.has(name) ? ` = ${colorAlias.get(name)}` : ''}`)
      .join(', '),
    `${entry.used}× in the library's classes`,
    ...(entry.names.some((name) => themeCss.includes(`var(--color-${name})`))
      ? ['also set by theme.css rules']
      : []),
  ].join(' · '),
  colors: entry.colors,
}));

const colorNames = new Set(colorValues.keys());
const colorName = (id: string) => (nameOf.get(id) ?? id).slice('color-'.length);
export const surface = inverseSurface(themeCss, 'surface-inverse');
/** The contrast claims of the tokens. */
export const claims = data.contrast.map(({ foreground, background, min }) => ({
  foreground: colorName(foreground),
  background: colorName(background),
  min,
}));
export const pairs = colorPairs({
  colors: colorValues,
  surfaces: surface ? [surface] : [],
  textColors: textColorTokens(usage.utilities, colorNames),
  claims,
});

// Typography -------------------------------------------------------------------------------------

export const fontStack = tokens.get('font-sans') ?? '';
export const fontFamily = primaryFamily(fontStack);

/** The font weights the library's classes use, heaviest last, with their values. */
export const weights = tokensIn(tokens, 'font-weight')
  .map(({ name, value }) => ({ name, value: Number(value), used: count(`font-${name}`) }))
  .filter(({ used }) => used > 0);

const weightValue = (name: string) => Number(tokens.get(`font-weight-${name}`) ?? 400);

export const typeSteps = typeScale(tokens)
  .filter(({ step }) => clinicTokens.has(`text-${step}`) || count(`text-${step}`) > 0)
  .map((step) => {
    // `font-bold` → bold 700; a class list without a weight inherits one.
    const stepWeights = Object.entries(usage.weightsByTextStep[step.step] ?? {})
      .map(([weight, times]) => {
        const name = weight.replace(/^font-/, '');
        return { name, value: weight.startsWith('font-') ? weightValue(name) : undefined, times };
      })
      .sort((a, b) => b.times - a.times);
    return {
      ...step,
      px: toPx(step.size),
      lineHeightPx: toPx(step.lineHeight ?? ''),
      used: count(`text-${step.step}`),
      weights: stepWeights,
      sampleWeight: stepWeights.find(({ value }) => value !== undefined)?.value ?? 400,
    };
  });

// Spacing, radii, shadows, breakpoints -----------------------------------------------------------

/** Tailwind's spacing unit: `p-4` is four of it. */
export const spacingUnit = tokens.get('spacing') ?? '0.25rem';
const unitPx = toPx(spacingUnit) ?? 4;

/** Every spacing step the library's padding, margin, gap and offset classes use. */
export const spacing = [...spacingSteps(usage.utilities)].map(([step, used]) => ({
  step,
  px: step * unitPx,
  used,
}));

const sides = ['', 't-', 'r-', 'b-', 'l-', 's-', 'e-', 'tl-', 'tr-', 'bl-', 'br-'];
export const radii = shown('radius', (name) => sides.map((side) => `rounded-${side}${name}`));
export const shadows = shown('shadow', (name) => [`shadow-${name}`]);

export const breakpoints = tokensIn(tokens, 'breakpoint').map((token) => ({
  ...token,
  px: toPx(token.value),
  used: usage.variants[token.name] ?? 0,
}));

export const containers = shown('container', (name) => [`max-w-${name}`, `w-${name}`]);

// Icons ------------------------------------------------------------------------------------------

export const iconList = Object.entries(icons)
  .map(([name, Icon]) => ({ name, Icon, files: iconFiles[name] ?? [] }))
  .sort((a, b) => a.name.localeCompare(b.name));
