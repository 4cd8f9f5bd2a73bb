import { describe, expect, it } from 'vitest';
import { aaMinimum, contrastRatio, formatRatio, parseColor, relativeLuminance } from './contrast';

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

  it('gives up on what it cannot compute', () => {
    expect(parseColor('oklch(62% 0.2 250)')).toBeUndefined();
    expect(parseColor('var(--color-primary)')).toBeUndefined();
    expect(parseColor('#12345')).toBeUndefined();
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
