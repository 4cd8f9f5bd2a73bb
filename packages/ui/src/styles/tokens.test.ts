/**
 * The design tokens (packages/ui/tokens/*.tokens.json) against what is made of them: the
 * committed generated files must be what `pnpm tokens` writes now, every contrast claim must
 * hold, theme.css must take its values from the tokens, and the Figma request must keep the rules
 * Figma's REST API documents for it.
 */
import { readFileSync } from 'node:fs';
import type { PostVariablesRequestBody, RGBA, VariableCreate } from '@figma/rest-api-spec';
import { describe, expect, it } from 'vitest';
import { checkClaims, contrastClaims } from '../../scripts/tokens/claims';
import { cssValue } from '../../scripts/tokens/css';
import { generateTokens, loadTokens, outputs } from '../../scripts/tokens/generate';
import { dtcgToRgb, formatRatio, parseColor } from '../foundations/contrast';

const tokens = await loadTokens();

describe('the generated files', () => {
  it('are what the tokens make now (run `pnpm tokens` after changing a token)', async () => {
    const generated = await generateTokens();
    expect(generated.map(({ name }) => name).sort()).toEqual(Object.values(outputs).sort());
    for (const { name, path, contents } of generated) {
      expect(readFileSync(path, 'utf8'), name).toBe(contents);
    }
  });
});

describe('contrast claims', () => {
  it('hold: every colour reaches the ratio it claims on each background it names', () => {
    const claims = checkClaims(tokens, contrastClaims(tokens));
    expect(claims.length).toBeGreaterThanOrEqual(26);
    const broken = claims
      .filter((claim) => !claim.holds)
      .map((c) => `${c.foreground} on ${c.background}: ${formatRatio(c.ratio)} < ${c.min}:1`);
    expect(broken).toEqual([]);
  });

  /** Tokens from an inline document, parsed and validated as the token files are. */
  const parseDocument = (document: object) =>
    loadTokens([{ filename: new URL('file:///test.tokens.json'), src: JSON.stringify(document) }]);
  const claim = (on: string, min: number) => ({
    $extensions: { 'id.klinik.contrast': [{ on: `{color.${on}}`, min }] },
  });
  const srgb = (components: number[], alpha = 1) => ({
    colorSpace: 'srgb',
    components,
    alpha,
  });

  it('are computed from any colour space, a translucent colour over its background', async () => {
    const fixture = await parseDocument({
      color: {
        $type: 'color',
        paper: { $value: srgb([1, 1, 1]) },
        // oklch(0.65 0 0) is a mid grey, 3.23:1 on white: false as text, true as a UI part.
        grey: { $value: { colorSpace: 'oklch', components: [0.65, 0, 0] }, ...claim('paper', 4.5) },
        line: { $value: { colorSpace: 'oklch', components: [0.65, 0, 0] }, ...claim('paper', 3) },
        // Black at 50% over white shows as a mid grey (127.5 of 255): 3.98:1.
        veil: { $value: srgb([0, 0, 0], 0.5), ...claim('paper', 4.5) },
      },
    });
    const checked = checkClaims(fixture, contrastClaims(fixture));
    expect(checked.map(({ foreground, holds }) => [foreground, holds])).toEqual([
      ['color.grey', false],
      ['color.line', true],
      ['color.veil', false],
    ]);
    expect(checked[2]?.ratio).toBeCloseTo(3.98, 2);
  });

  it('must name a colour and a ratio', async () => {
    const paper = { $value: srgb([1, 1, 1]) };
    await expect(
      parseDocument({
        color: {
          $type: 'color',
          paper,
          ink: { $value: srgb([0, 0, 0]), ...claim('nothing', 4.5) },
        },
      }),
    ).rejects.toThrow(/is not a colour token/);
    await expect(
      parseDocument({
        color: { $type: 'color', paper, ink: { $value: srgb([0, 0, 0]), ...claim('paper', 45) } },
      }),
    ).rejects.toThrow(/not a contrast ratio/);
    await expect(
      parseDocument({
        color: {
          $type: 'color',
          paper,
          ink: {
            $value: srgb([0, 0, 0]),
            $extensions: { 'id.klinik.contrast': [{ on: '{color.paper}', ratio: 4.5 }] },
          },
        },
      }),
    ).rejects.toThrow(/expected \{ "on"/);
  });
});

describe('the token files', () => {
  it('follow the DTCG format: a colour written as a CSS string is refused', async () => {
    await expect(
      loadTokens([
        {
          filename: new URL('file:///test.tokens.json'),
          src: JSON.stringify({ color: { ink: { $type: 'color', $value: '#000000' } } }),
        },
      ]),
    ).rejects.toThrow(/valid-color/);
  });

  it('give every colour the same sRGB in CSS as in the format, for the foundations pages', () => {
    for (const token of Object.values(tokens)) {
      if (token.$type !== 'color') continue;
      const fromCss = parseColor(cssValue(token));
      const fromTokens = dtcgToRgb(token.$value);
      for (const channel of ['r', 'g', 'b'] as const) {
        expect(Math.abs((fromCss?.[channel] ?? NaN) - fromTokens[channel]), token.id).toBeLessThan(
          0.5,
        );
      }
    }
  });
});

describe('theme.css', () => {
  const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // The fallback faces' metrics belong to the fonts (font-fallback.test.ts checks them).
    .replace(/@font-face\s*\{[^}]*\}/g, '');

  it('imports the generated theme and sets no theme of its own', () => {
    expect(css).toContain("@import './tokens.generated.css';");
    expect(css).not.toMatch(/@theme/);
  });

  it('holds no colour, shadow or absolute size: those are tokens', () => {
    expect(css.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|oklch|oklab)\(/gi) ?? []).toEqual([]);
    expect(css.match(/-?\d*\.?\d+(px|rem)\b/g) ?? []).toEqual([]);
    expect(css).not.toMatch(/box-shadow/);
  });
});

describe('the Figma variables request', () => {
  const body = JSON.parse(
    readFileSync(new URL(`../../${outputs.figma}`, import.meta.url), 'utf8'),
  ) as PostVariablesRequestBody;
  const variables = (body.variables ?? []) as VariableCreate[];
  const values = body.variableModeValues ?? [];
  const [collection] = body.variableCollections ?? [];

  it('creates one collection, whose initial mode every value is set in', () => {
    expect(body.variableCollections).toHaveLength(1);
    expect(collection).toMatchObject({ action: 'CREATE' });
    const modeId = collection && 'initialModeId' in collection ? collection.initialModeId : '';
    expect(modeId).toBeTruthy();
    expect(new Set(values.map((value) => value.modeId))).toEqual(new Set([modeId]));
    expect(variables.every((v) => v.variableCollectionId === collection?.id)).toBe(true);
  });

  it('keeps Figma’s rules: unique temporary ids and names, no . { } in a name, at most 5000', () => {
    const ids = [collection?.id, ...variables.map((v) => v.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const names = variables.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => /[.{}]/.test(name))).toEqual([]);
    expect(variables.length).toBeLessThanOrEqual(5000);
    expect(JSON.stringify(body).length).toBeLessThan(4 * 1024 * 1024);
  });

  it('gives every variable one value of its type, and aliases only variables it creates', () => {
    const byId = new Map(variables.map((v) => [v.id, v]));
    expect(values.map((value) => value.variableId).sort()).toEqual([...byId.keys()].sort());
    for (const { variableId, value } of values) {
      const variable = byId.get(variableId);
      if (value !== null && typeof value === 'object' && 'type' in value) {
        const target = byId.get(value.id);
        expect(target?.resolvedType, variableId).toBe(variable?.resolvedType);
        expect(value.id, variableId).not.toBe(variableId);
      } else if (variable?.resolvedType === 'COLOR') {
        const { r, g, b, a } = value as RGBA;
        for (const c of [r, g, b, a]) expect(c >= 0 && c <= 1, variableId).toBe(true);
      } else if (variable?.resolvedType === 'FLOAT') {
        expect(typeof value, variableId).toBe('number');
      } else {
        expect(typeof value, variableId).toBe('string');
      }
    }
  });

  it('offers each variable only where the API allows its type', () => {
    // The valid scopes of `VariableScope` in Figma's OpenAPI description of the endpoint.
    const valid = {
      FLOAT: ['ALL_SCOPES', 'TEXT_CONTENT', 'WIDTH_HEIGHT', 'GAP', 'STROKE_FLOAT', 'EFFECT_FLOAT']
        .concat(['OPACITY', 'FONT_WEIGHT', 'FONT_SIZE', 'LINE_HEIGHT', 'LETTER_SPACING'])
        .concat(['PARAGRAPH_SPACING', 'PARAGRAPH_INDENT']),
      STRING: ['ALL_SCOPES', 'TEXT_CONTENT', 'FONT_FAMILY', 'FONT_STYLE'],
      COLOR: [
        'ALL_SCOPES',
        'ALL_FILLS',
        'FRAME_FILL',
        'SHAPE_FILL',
        'TEXT_FILL',
        'STROKE_COLOR',
      ].concat(['EFFECT_COLOR']),
      BOOLEAN: [],
    };
    for (const variable of variables) {
      for (const scope of variable.scopes ?? []) {
        expect(valid[variable.resolvedType], variable.name).toContain(scope);
      }
    }
  });

  it('creates a variable for every token but the shadows, which Figma keeps as effect styles', () => {
    const shadows = Object.values(tokens).filter((token) => token.$type === 'shadow');
    expect(variables).toHaveLength(Object.keys(tokens).length - shadows.length);
    expect(variables.find((v) => v.name === 'color/ring')?.codeSyntax?.WEB).toBe(
      'var(--color-ring)',
    );
  });
});
