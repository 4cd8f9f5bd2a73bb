import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorPairs, inverseSurface, statedContrast, textColorTokens } from './color-pairs';
import { parseTheme, tokensIn } from './design-tokens';
import { classUsage } from './library-usage';

describe('inverseSurface', () => {
  it('reads the background and focus ring a utility paints', () => {
    const css = `@utility surface-inverse {
      background-color: var(--color-primary-strong);
      color: var(--color-on-dark);
      --color-ring: var(--color-ring-inverse);
    }`;
    expect(inverseSurface(css, 'surface-inverse')).toEqual({
      name: 'surface-inverse',
      background: 'primary-strong',
      ring: 'ring-inverse',
    });
    expect(inverseSurface(css, 'surface')).toBeUndefined();
  });
});

describe('statedContrast', () => {
  it('reads "x on y n" and "/ on z n" for known colours only', () => {
    const css = `/*
     * Contrast (WCAG 2.2 AA: 4.5:1 body text, 3:1 large text and UI):
     *   foreground on background 16.7, muted-foreground on background 7.0 / on muted 6.5,
     *   category badges 5.8 to 7.3, unknown on background 2.0.
     */`;
    const colors = new Set(['foreground', 'background', 'muted-foreground', 'muted']);
    expect(statedContrast(css, colors)).toEqual([
      { foreground: 'foreground', background: 'background', ratio: 16.7 },
      { foreground: 'muted-foreground', background: 'background', ratio: 7 },
      { foreground: 'muted-foreground', background: 'muted', ratio: 6.5 },
    ]);
  });
});

describe('colorPairs', () => {
  const colors = new Map([
    ['background', '#ffffff'],
    ['foreground', '#0f1f2e'],
    ['primary', '#0b6e69'],
    ['primary-hover', '#085854'],
    ['primary-foreground', '#ffffff'],
    ['primary-strong', '#073f3c'],
    ['on-dark', '#ffffff'],
    ['on-dark-muted', '#c5e3de'],
    ['ring', '#0b6e69'],
    ['ring-inverse', '#fbbf77'],
    ['border-strong', '#8396a5'],
    ['danger', '#b42318'],
    ['ghost-foreground', '#777777'],
  ]);
  const pairs = colorPairs({
    colors,
    surfaces: [{ name: 'surface-inverse', background: 'primary-strong', ring: 'ring-inverse' }],
    textColors: ['danger'],
    stated: [{ foreground: 'border-strong', background: 'background', ratio: 3.1 }],
  });
  const pair = (fg: string, bg: string) =>
    pairs.find((p) => p.foreground === fg && p.background === bg);

  it('pairs x-foreground with x and x-hover, and foreground with background', () => {
    expect(pair('foreground', 'background')?.ratio).toBeCloseTo(16.72, 2);
    expect(pair('primary-foreground', 'primary')?.passes).toBe(true);
    expect(pair('primary-foreground', 'primary-hover')?.ratio).toBeCloseTo(8.29, 2);
  });

  it('checks on-dark text and the inverse ring on the inverse surface', () => {
    expect(pair('on-dark', 'primary-strong')?.ratio).toBeCloseTo(11.76, 2);
    expect(pair('on-dark-muted', 'primary-strong')?.reason).toBe('text on surface-inverse');
    expect(pair('ring-inverse', 'primary-strong')?.minimum).toBe(3);
  });

  it('holds UI parts to 3:1 and text to 4.5:1', () => {
    expect(pair('ring', 'background')?.minimum).toBe(3);
    expect(pair('border-strong', 'background')).toMatchObject({ minimum: 3, stated: 3.1 });
    expect(pair('danger', 'background')?.minimum).toBe(4.5);
  });

  it('skips pairs whose background does not exist, and marks failures', () => {
    expect(pair('ghost-foreground', 'ghost')).toBeUndefined();
    const failing = colorPairs({
      colors: new Map([
        ['background', '#ffffff'],
        ['foreground', '#999999'],
      ]),
    });
    expect(failing).toEqual([expect.objectContaining({ passes: false, minimum: 4.5 })]);
  });
});

describe('textColorTokens', () => {
  it('keeps colours used as plain text colour, not paired, hover or on-dark ones', () => {
    const colors = new Set(['primary', 'primary-foreground', 'primary-hover', 'danger', 'on-dark']);
    const utilities = {
      'text-primary': 4,
      'text-primary-foreground': 2,
      'text-primary-hover': 1,
      'text-danger': 1,
      'text-on-dark': 3,
      'text-sm': 9,
    };
    expect(textColorTokens(utilities, colors)).toEqual(['primary', 'danger']);
  });
});

/** The real theme: the same reading the foundations pages do, checked against its own claims. */
describe('theme.css', () => {
  const clinicCss = readFileSync(new URL('../styles/theme.css', import.meta.url), 'utf8');
  const tokens = parseTheme(clinicCss);
  const colors = new Map(tokensIn(tokens, 'color').map(({ name, value }) => [name, value]));
  const componentsDir = new URL('../components/', import.meta.url);
  const sources = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
    .map((file) => readFileSync(new URL(file, componentsDir), 'utf8'));
  const stated = statedContrast(clinicCss, new Set(colors.keys()));
  const surface = inverseSurface(clinicCss, 'surface-inverse');
  const pairs = colorPairs({
    colors,
    surfaces: surface ? [surface] : [],
    textColors: textColorTokens(classUsage(sources, []).utilities, new Set(colors.keys())),
    stated,
  });

  // One decimal in the comment, give or take its rounding (danger on danger-soft: 6.05 stated as 6.1).
  it('states figures that the computed ratios confirm', () => {
    expect(stated.length).toBeGreaterThanOrEqual(14);
    for (const claim of stated) {
      const pair = pairs.find(
        (p) => p.foreground === claim.foreground && p.background === claim.background,
      );
      expect(pair, `${claim.foreground} on ${claim.background}`).toBeDefined();
      expect(
        Math.abs((pair?.ratio ?? 0) - claim.ratio),
        `${claim.foreground} on ${claim.background}`,
      ).toBeLessThanOrEqual(0.1);
    }
  });

  it('passes AA with every pair the names, the surface and the comment imply', () => {
    const failing = pairs.filter((pair) => !pair.passes);
    expect(failing).toEqual([]);
    expect(pairs.length).toBeGreaterThan(25);
  });

  it('paints the inverse surface with a colour of the theme', () => {
    expect(surface).toEqual({
      name: 'surface-inverse',
      background: 'primary-strong',
      ring: 'ring-inverse',
    });
  });
});
