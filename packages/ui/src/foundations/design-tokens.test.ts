import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  parseTheme,
  parseUtility,
  primaryFamily,
  resolveValue,
  toPx,
  tokensIn,
  typeScale,
} from './design-tokens';

describe('parseTheme', () => {
  const css = `
    /* --color-commented: #000; */
    @theme default {
      --color-red-500: #f00;
      --spacing: 0.25rem;
      --text-xs: 0.75rem;
      --text-xs--line-height: 1rem;
      @keyframes spin { to { transform: rotate(360deg); } }
      --radius-sm: 0.25rem;
    }
    @theme {
      --color-*: initial;
      --color-primary: #0b6e69;
      --radius-sm: 0.375rem;
      --font-sans:
        'Plus Jakarta Sans Variable',
        sans-serif;
    }`;
  const tokens = parseTheme(css);

  it('applies blocks in order: a later value wins, a namespace reset clears what came before', () => {
    expect(tokens.get('radius-sm')).toBe('0.375rem');
    expect(tokens.has('color-red-500')).toBe(false);
    expect(tokens.get('color-primary')).toBe('#0b6e69');
  });

  it('skips comments and nested blocks, and folds multi-line values', () => {
    expect(tokens.has('color-commented')).toBe(false);
    expect(tokens.get('font-sans')).toBe("'Plus Jakarta Sans Variable', sans-serif");
    expect([...tokens.keys()].some((key) => key.includes('transform'))).toBe(false);
  });

  it('layers over tokens read before', () => {
    const layered = parseTheme('@theme { --radius-lg: 1rem; }', parseTheme(css));
    expect(layered.get('radius-lg')).toBe('1rem');
    expect(layered.get('radius-sm')).toBe('0.375rem');
  });

  it('lists a namespace without its sub-properties', () => {
    expect(tokensIn(tokens, 'text')).toEqual([{ name: 'xs', value: '0.75rem' }]);
    expect(typeScale(tokens)).toEqual([{ step: 'xs', size: '0.75rem', lineHeight: '1rem' }]);
  });
});

describe('helpers', () => {
  it('resolves var() through the tokens, with fallbacks', () => {
    const tokens = new Map([
      ['color-ring', 'var(--color-primary)'],
      ['color-primary', '#0b6e69'],
    ]);
    expect(resolveValue('var(--color-ring)', tokens)).toBe('#0b6e69');
    expect(resolveValue('var(--missing, 4px)', tokens)).toBe('4px');
    expect(resolveValue('12px', tokens)).toBe('12px');
  });

  it('converts rem and px to pixels', () => {
    expect(toPx('0.75rem')).toBe(12);
    expect(toPx('12px')).toBe(12);
    expect(toPx('calc(1px + 1rem)')).toBeUndefined();
  });

  it('names the first family of a stack', () => {
    expect(primaryFamily("'Plus Jakarta Sans Variable', sans-serif")).toBe(
      'Plus Jakarta Sans Variable',
    );
  });

  it('reads the declarations of a utility', () => {
    const css = `@utility surface-inverse {
      background-color: var(--color-primary-strong);
      --color-ring: var(--color-ring-inverse);
    }`;
    expect(parseUtility(css, 'surface-inverse').get('--color-ring')).toBe(
      'var(--color-ring-inverse)',
    );
    expect(parseUtility(css, 'surface').size).toBe(0);
  });
});

/** The real theme the design tokens make, over Tailwind's defaults as theme.css layers them. */
describe('tokens.generated.css', () => {
  const require = createRequire(import.meta.url);
  const clinicCss = readFileSync(
    new URL('../styles/tokens.generated.css', import.meta.url),
    'utf8',
  );
  const tokens = parseTheme(
    clinicCss,
    parseTheme(readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8')),
  );

  it('keeps only the clinic colours: the Tailwind palette is reset', () => {
    expect(tokens.has('color-red-500')).toBe(false);
    expect(tokens.get('color-primary')).toMatch(/^#/);
  });

  it('defines a line height for every step of its type scale', () => {
    const steps = typeScale(tokens).filter(({ step }) => clinicCss.includes(`--text-${step}:`));
    expect(steps.map(({ step }) => step)).toEqual([
      'xs',
      'sm',
      'base',
      'lg',
      'xl',
      '2xl',
      '3xl',
      '4xl',
      '5xl',
    ]);
    for (const { lineHeight } of steps) expect(lineHeight).toMatch(/rem$/);
  });

  it('sets the text in Plus Jakarta Sans', () => {
    expect(primaryFamily(tokens.get('font-sans') ?? '')).toBe('Plus Jakarta Sans Variable');
  });
});
