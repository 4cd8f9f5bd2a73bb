import { readFileSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import plusJakartaSansBold from '@capsizecss/metrics/plusJakartaSans/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { describe, expect, it } from 'vitest';

type Metrics = typeof arial;

const theme = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');
/** The theme the design tokens make: the font stack is the `font.sans` token. */
const tokensCss = readFileSync(new URL('./tokens.generated.css', import.meta.url), 'utf8');

/** The overrides that make `fallback` take the room of `font` (average width, then the lines). */
function overrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(font.ascent / em),
    'descent-override': percent(Math.abs(font.descent) / em),
    'line-gap-override': percent(font.lineGap / em),
  };
}

/** The declarations of the @font-face of that family and weight in theme.css. */
function face(family: string, weight: number): Record<string, string> {
  const rule = [...theme.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .find(
      (body) =>
        body.includes(`font-family: '${family}';`) && body.includes(`font-weight: ${weight};`),
    );
  if (!rule) throw new Error(`theme.css has no @font-face for ${family} ${weight}`);
  return Object.fromEntries(
    [...rule.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
  );
}

describe('the fallback faces of Plus Jakarta Sans in theme.css', () => {
  it.each([
    ['Plus Jakarta Sans Fallback', 400, plusJakartaSans, arial],
    ['Plus Jakarta Sans Fallback', 700, plusJakartaSansBold, arialBold],
    ['Plus Jakarta Sans Fallback Roboto', 400, plusJakartaSans, roboto],
    ['Plus Jakarta Sans Fallback Roboto', 700, plusJakartaSansBold, robotoBold],
  ])('%s %d takes the metrics of Plus Jakarta Sans', (family, weight, font, fallback) => {
    expect(face(family, weight)).toMatchObject(overrides(font, fallback));
  });

  it('stand in the font stack right after the web font', () => {
    expect(tokensCss).toMatch(
      /--font-sans:\s*'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', 'Plus Jakarta Sans Fallback Roboto',/,
    );
  });
});
