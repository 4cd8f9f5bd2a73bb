/**
 * DTCG token values as CSS text, the way theme.css has always written them: hex colours, `rgb(r g
 * b / a)` for translucent ones, unitless zeros, font names quoted only when they must be.
 */
import type {
  ColorValueNormalized,
  DimensionValue,
  ShadowValueNormalized,
  TokenNormalized,
} from '@terrazzo/parser';

/**
 * The top-level groups that are Tailwind theme namespaces: `@theme` makes custom properties and
 * utilities (`bg-primary`, `rounded-lg`, `max-w-page`) of them. Tokens outside these groups are
 * only written into theme.css's own rules.
 */
export const themeNamespaces = [
  'color',
  'font',
  'text',
  'spacing',
  'container',
  'radius',
  'shadow',
  'breakpoint',
] as const;

/** Namespaces the tokens fill alone: Tailwind's defaults there are cleared (`--color-*: initial`). */
export const replacedNamespaces = ['color'] as const;

export function isThemeToken(id: string): boolean {
  return (themeNamespaces as readonly string[]).includes(id.split('.')[0] ?? '');
}

/**
 * The custom property a token becomes, without its `--`: the token's path joined with dashes
 * (`color.badge.teal` → `color-badge-teal`). A step of the type scale is Tailwind's pair of a size
 * and its sub-property: `text.xs.font-size` → `text-xs`, `text.xs.line-height` →
 * `text-xs--line-height`.
 */
export function cssName(id: string): string {
  const path = id.split('.');
  if (path[0] === 'text' && path.length === 3) {
    if (path[2] === 'font-size') return `text-${path[1]}`;
    if (path[2] === 'line-height') return `text-${path[1]}--line-height`;
  }
  return path.join('-');
}

const number = (value: number) => String(Number(value.toFixed(4)));

export function dimensionCss({ value, unit }: DimensionValue): string {
  return value === 0 ? '0' : `${number(value)}${unit}`;
}

const channel = (component: number | null) => Math.round((component ?? 0) * 255);

/** `#0b6e69`, or `rgb(15 31 46 / 0.06)` when translucent; `oklch(…)` stays oklch. */
export function colorCss(color: ColorValueNormalized, id: string): string {
  const alpha = color.alpha ?? 1;
  const { components } = color;
  if (color.colorSpace === 'srgb') {
    const [r, g, b] = components.map(channel) as [number, number, number];
    const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    if (color.hex && color.hex.toLowerCase() !== hex) {
      throw new Error(`${id}: hex ${color.hex} does not match its components (${hex})`);
    }
    return alpha === 1 ? hex : `rgb(${r} ${g} ${b} / ${number(alpha)})`;
  }
  if (color.colorSpace === 'oklch') {
    const [l, c, h] = components.map((component) =>
      component === null ? 'none' : number(component),
    );
    return `oklch(${l} ${c} ${h}${alpha === 1 ? '' : ` / ${number(alpha)}`})`;
  }
  throw new Error(`${id}: write colours in srgb or oklch (found ${color.colorSpace})`);
}

function shadowCss(layers: ShadowValueNormalized[], id: string): string {
  return layers
    .map((layer) =>
      [
        ...(layer.inset ? ['inset'] : []),
        dimensionCss(layer.offsetX),
        dimensionCss(layer.offsetY),
        dimensionCss(layer.blur),
        ...(layer.spread.value === 0 ? [] : [dimensionCss(layer.spread)]),
        colorCss(layer.color, id),
      ].join(' '),
    )
    .join(', ');
}

/** Family names are quoted unless they are one identifier (`system-ui`, `-apple-system`). */
function fontFamilyCss(families: string[]): string {
  return families
    .map((family) => (/^-?[a-z_][\w-]*$/i.test(family) ? family : `'${family}'`))
    .join(', ');
}

export function cssValue(token: TokenNormalized): string {
  switch (token.$type) {
    case 'color':
      return colorCss(token.$value, token.id);
    case 'dimension':
      return dimensionCss(token.$value);
    case 'shadow':
      return shadowCss(token.$value, token.id);
    case 'fontFamily':
      return fontFamilyCss(token.$value);
    case 'fontWeight':
    case 'number':
      return String(token.$value);
    default:
      throw new Error(`${token.id}: the generator does not write ${token.$type} tokens yet`);
  }
}
