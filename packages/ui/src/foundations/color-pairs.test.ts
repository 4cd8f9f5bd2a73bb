import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorPairs, inverseSurface, textColorTokens } from './color-pairs';
import { aaMinimum } from './contrast';
import { classUsage } from './library-usage';
import data from './tokens.generated.json';

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
    claims: [
      { foreground: 'border-strong', background: 'background', min: 3 },
      { foreground: 'on-dark', background: 'primary-strong', min: 7 },
    ],
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

  it('holds UI parts to 3:1 and text to 4.5:1, unless the tokens claim a ratio', () => {
    expect(pair('ring', 'background')).toMatchObject({ minimum: 3, claimed: false });
    expect(pair('border-strong', 'background')).toMatchObject({ minimum: 3, claimed: true });
    expect(pair('danger', 'background')?.minimum).toBe(4.5);
    expect(pair('on-dark', 'primary-strong')).toMatchObject({ minimum: 7, claimed: true });
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

/** The real tokens: the same reading the foundations pages do. */
describe('the design tokens', () => {
  const clinicCss = readFileSync(new URL('../styles/theme.css', import.meta.url), 'utf8');
  const nameOf = new Map(data.tokens.map((token) => [token.id, token.name.slice('color-'.length)]));
  const colors = new Map(
    data.tokens
      .filter((token) => token.type === 'color')
      .map((token) => [token.name.slice('color-'.length), token.value]),
  );
  const claims = data.contrast.map(({ foreground, background, min }) => ({
    foreground: nameOf.get(foreground) ?? foreground,
    background: nameOf.get(background) ?? background,
    min,
  }));
  // Every component's source, in each layer of the library (templates only compose them).
  const sources = ['primitives', 'feedback', 'sections', 'layout'].flatMap((layer) => {
    const dir = new URL(`../${layer}/`, import.meta.url);
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'));
  });
  const surface = inverseSurface(clinicCss, 'surface-inverse');
  const implied = colorPairs({
    colors,
    surfaces: surface ? [surface] : [],
    textColors: textColorTokens(classUsage(sources, []).utilities, new Set(colors.keys())),
  });
  const pairs = colorPairs({
    colors,
    surfaces: surface ? [surface] : [],
    textColors: textColorTokens(classUsage(sources, []).utilities, new Set(colors.keys())),
    claims,
  });

  it('claim every pair the names, the surface and the components imply, at AA or above', () => {
    expect(implied.length).toBeGreaterThan(20);
    const unclaimed = implied.filter(
      (pair) =>
        !claims.some(
          (claim) =>
            claim.foreground === pair.foreground &&
            claim.background === pair.background &&
            claim.min >= pair.minimum,
        ),
    );
    expect(unclaimed.map((pair) => `${pair.foreground} on ${pair.background}`)).toEqual([]);
  });

  it('keep every pair the page shows: each claim, and AA for the rest', () => {
    const failing = pairs.filter((pair) => !pair.passes);
    expect(failing).toEqual([]);
    expect(pairs.filter((pair) => pair.claimed)).toHaveLength(claims.length);
    expect(Math.min(...claims.map((claim) => claim.min))).toBeGreaterThanOrEqual(aaMinimum.ui);
  });

  it('paint the inverse surface with a colour of the theme', () => {
    expect(surface).toEqual({
      name: 'surface-inverse',
      background: 'primary-strong',
      ring: 'ring-inverse',
    });
  });
});
