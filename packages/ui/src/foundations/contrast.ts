/**
 * WCAG 2.2 contrast, computed from colour values (the foundations pages and their tests).
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

export type Rgb = { r: number; g: number; b: number };

/** AA minimums: 4.5:1 for body text, 3:1 for large text and for UI parts (borders, focus rings). */
export const aaMinimum = { text: 4.5, ui: 3 } as const;

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbFunction =
  /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)\s*(?:[/,]\s*[\d.]+%?\s*)?\)$/i;

/** `#rgb`, `#rrggbb`, `rgb(r g b)` or `rgb(r, g, b)`; anything else (oklch, var()) is undefined. */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim();
  const hexMatch = hex.exec(text);
  if (hexMatch?.[1]) {
    const digits =
      hexMatch[1].length === 3
        ? [...hexMatch[1]].map((digit) => digit + digit).join('')
        : hexMatch[1];
    const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4) };
  }
  const rgbMatch = rgbFunction.exec(text);
  if (rgbMatch) {
    const [r, g, b] = rgbMatch.slice(1, 4).map(Number);
    if (r !== undefined && g !== undefined && b !== undefined) return { r, g, b };
  }
  return undefined;
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (same luminance) to 21 (black on white); the order of the two colours does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Two decimals, cut rather than rounded, so a ratio shown as 4.50 really reaches 4.5 (4.499
 * shows as 4.49 and fails, as it should).
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
