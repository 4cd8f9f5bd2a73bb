/**
 * WCAG 2.2 contrast, computed from colour values (the foundations pages, the token generator and
 * their tests). https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

/** An sRGB colour, each channel from 0 to 255 (fractions allowed). */
export type Rgb = { r: number; g: number; b: number };

/** AA minimums: 4.5:1 for body text, 3:1 for large text and for UI parts (borders, focus rings). */
export const aaMinimum = { text: 4.5, ui: 3 } as const;

/**
 * A colour as the DTCG format writes it: a colour space, its components (`none`, or null once
 * parsed, counts as 0) and an alpha.
 */
export type DtcgColor = {
  colorSpace: string;
  components: readonly (number | 'none' | null)[];
  alpha?: number;
};

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbFunction =
  /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)\s*(?:[/,]\s*[\d.]+%?\s*)?\)$/i;
const oklchFunction =
  /^oklch\(\s*(\d*\.?\d+)(%?)\s+(\d*\.?\d+)\s+(-?\d*\.?\d+)(?:deg)?\s*(?:\/\s*[\d.]+%?\s*)?\)$/i;

/**
 * `#rgb`, `#rrggbb`, `rgb(r g b)`, `rgb(r, g, b)` or `oklch(l c h)`, alpha ignored; anything
 * else (`var()`, a keyword) is undefined.
 */
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
  const oklchMatch = oklchFunction.exec(text);
  if (oklchMatch) {
    const [, lightness = '', percent, chroma = '', hue = ''] = oklchMatch;
    const l = Number(lightness) / (percent ? 100 : 1);
    return dtcgToRgb({ colorSpace: 'oklch', components: [l, Number(chroma), Number(hue)] });
  }
  return undefined;
}

/** Linear-light sRGB (0 to 1) to gamma-encoded channels (0 to 255), clipped to the sRGB gamut. */
function encode(linear: [number, number, number]): Rgb {
  const channel = (c: number) => {
    const encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
    return Math.min(1, Math.max(0, encoded)) * 255;
  };
  return { r: channel(linear[0]), g: channel(linear[1]), b: channel(linear[2]) };
}

/**
 * OKLab to linear-light sRGB with Björn Ottosson's matrices
 * (https://bottosson.github.io/posts/oklab/).
 */
function oklabToLinear(l: number, a: number, b: number): [number, number, number] {
  const long = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const medium = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const short = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * long - 3.3077115913 * medium + 0.2309699292 * short,
    -1.2684380046 * long + 2.6097574011 * medium - 0.3413193965 * short,
    -0.0041960863 * long - 0.7034186147 * medium + 1.707614701 * short,
  ];
}

/**
 * A DTCG colour in sRGB, for contrast and for Figma: `srgb`, `srgb-linear`, `hsl`, `oklab` and
 * `oklch` (colours outside sRGB are clipped to it). Alpha is left out: a translucent colour has
 * no contrast of its own until it is laid over a background.
 */
export function dtcgToRgb({ colorSpace, components }: DtcgColor): Rgb {
  const [x = 0, y = 0, z = 0] = components.map((component) =>
    typeof component === 'number' ? component : 0,
  );
  switch (colorSpace) {
    case 'srgb':
      return { r: x * 255, g: y * 255, b: z * 255 };
    case 'srgb-linear':
      return encode([x, y, z]);
    case 'hsl': {
      // Hue in degrees, saturation and lightness from 0 to 100 (CSS Color 4, hslToRgb).
      const s = y / 100;
      const l = z / 100;
      const channel = (n: number) => {
        const k = (((n + x / 30) % 12) + 12) % 12;
        return (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
      };
      return { r: channel(0), g: channel(8), b: channel(4) };
    }
    case 'oklab':
      return encode(oklabToLinear(x, y, z));
    case 'oklch': {
      const hue = (z * Math.PI) / 180;
      return encode(oklabToLinear(x, y * Math.cos(hue), y * Math.sin(hue)));
    }
    default:
      throw new Error(`No sRGB conversion for the colour space ${colorSpace}`);
  }
}

/** A translucent colour laid over an opaque one: what the eye gets (alpha from 0 to 1). */
export function composite(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
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
