import { describe, expect, it } from 'vitest';
import {
  aaMinimum,
  composite,
  contrastRatio,
  dtcgToRgb,
  formatRatio,
  parseColor,
  relativeLuminance,
  type Rgb,
} from './contrast';

const white = { r: 255, g: 255, b: 255 };
const black = { r: 0, g: 0, b: 0 };

describe('parseColor', () => {
  it('reads six- and three-digit hex, any case', () => {
    expect(parseColor('#0B6E69')).toEqual({ r: 11, g: 110, b: 105 });
    expect(parseColor('#fff')).toEqual(white);
  });

  it('reads rgb() in the space and the comma syntax, ignoring alpha', () => {
    expect(parseColor('rgb(15 31 46 / 0.06)')).toEqual({ r: 15, g: 31, b: 46 });
    expect(parseColor('rgba(15, 31, 46, 0.5)')).toEqual({ r: 15, g: 31, b: 46 });
  });

  it('reads oklch(), lightness as a number or a percentage, ignoring alpha', () => {
    expectRgb(parseColor('oklch(0.627955 0.257683 29.2339)'), { r: 255, g: 0, b: 0 });
    expectRgb(parseColor('oklch(62.7955% 0.257683 29.2339 / 0.5)'), { r: 255, g: 0, b: 0 });
  });

  it('gives up on what it cannot compute', () => {
    expect(parseColor('var(--color-primary)')).toBeUndefined();
    expect(parseColor('#12345')).toBeUndefined();
    expect(parseColor('color(display-p3 1 0 0)')).toBeUndefined();
  });
});

/** Channels within 0.05 of 255: the published figures of other spaces are rounded. */
function expectRgb(actual: Rgb | undefined, expected: Rgb) {
  expect(actual).toBeDefined();
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(actual?.[channel], channel).toBeCloseTo(expected[channel], 1);
  }
}

describe('dtcgToRgb', () => {
  it('takes sRGB components from 0 to 1', () => {
    expect(dtcgToRgb({ colorSpace: 'srgb', components: [1, 0, 0.5] })).toEqual({
      r: 255,
      g: 0,
      b: 127.5,
    });
  });

  it('converts oklch and oklab as CSS Color 4 does', () => {
    // The CSS keywords red and green, and white.
    expectRgb(dtcgToRgb({ colorSpace: 'oklch', components: [0.627955, 0.257683, 29.2339] }), {
      r: 255,
      g: 0,
      b: 0,
    });
    expectRgb(dtcgToRgb({ colorSpace: 'oklch', components: [0.519752, 0.176858, 142.495] }), {
      r: 0,
      g: 128,
      b: 0,
    });
    expectRgb(dtcgToRgb({ colorSpace: 'oklab', components: [1, 0, 0] }), white);
  });

  it('converts hsl and linear sRGB', () => {
    // hsl(177 81.8% 23.7%) is the primary teal, #0b6e69.
    expect(dtcgToRgb({ colorSpace: 'hsl', components: [177, 81.8, 23.7] }).g).toBeCloseTo(110, 0);
    expectRgb(
      dtcgToRgb({ colorSpace: 'srgb-linear', components: [0.2158605, 0.2158605, 0.2158605] }),
      {
        r: 128,
        g: 128,
        b: 128,
      },
    );
  });

  it('clips a colour outside sRGB, and refuses a space it cannot convert', () => {
    const vivid = dtcgToRgb({ colorSpace: 'oklch', components: [0.7, 0.4, 145] });
    expect(Math.max(vivid.r, vivid.g, vivid.b)).toBeLessThanOrEqual(255);
    expect(Math.min(vivid.r, vivid.g, vivid.b)).toBeGreaterThanOrEqual(0);
    expect(() => dtcgToRgb({ colorSpace: 'display-p3', components: [1, 0, 0] })).toThrow(
      /display-p3/,
    );
  });
});

describe('composite', () => {
  it('lays a translucent colour over an opaque one', () => {
    expect(composite(black, 0.5, white)).toEqual({ r: 127.5, g: 127.5, b: 127.5 });
    expect(composite(black, 1, white)).toEqual(black);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('does not depend on the order of the colours', () => {
    const teal = { r: 11, g: 110, b: 105 };
    expect(contrastRatio(teal, white)).toBe(contrastRatio(white, teal));
  });

  it('matches the WCAG figures of known pairs', () => {
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio({ r: 118, g: 118, b: 118 }, white)).toBeCloseTo(4.54, 2);
    expect(relativeLuminance({ r: 128, g: 128, b: 128 })).toBeCloseTo(0.2159, 4);
  });
});

describe('formatRatio', () => {
  it('cuts to two decimals, so a figure shown as passing really passes', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(16.72)).toBe('16.72:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('knows the AA minimums', () => {
    expect(aaMinimum).toEqual({ text: 4.5, ui: 3 });
  });
});
