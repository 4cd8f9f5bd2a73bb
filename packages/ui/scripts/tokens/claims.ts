/**
 * Contrast claims: a colour token says which backgrounds it is meant to sit on and the WCAG 2.x
 * contrast ratio it reaches there, in its `$extensions`:
 *
 *   "$extensions": { "id.klinik.contrast": [{ "on": "{color.background}", "min": 4.5 }] }
 *
 * `on` is an alias of the background colour, `min` the ratio claimed (4.5 for body text, 3 for
 * large text and for UI parts such as borders and focus rings).
 */
import type { TokenNormalized } from '@terrazzo/parser';
import { composite, contrastRatio, dtcgToRgb } from '../../src/foundations/contrast';

export const contrastExtension = 'id.klinik.contrast';

export type ContrastClaim = {
  /** Token ids: `color.primary-foreground` on `color.primary`. */
  foreground: string;
  background: string;
  min: number;
};

export type CheckedClaim = ContrastClaim & { ratio: number; holds: boolean };

type Tokens = Record<string, TokenNormalized>;

const aliasId = (value: unknown) =>
  typeof value === 'string' ? /^\{([^{}]+)\}$/.exec(value)?.[1] : undefined;

/** Every claim of the tokens, in their order; a claim of the wrong shape throws. */
export function contrastClaims(tokens: Tokens): ContrastClaim[] {
  return Object.values(tokens).flatMap((token) => {
    const claims = token.$extensions?.[contrastExtension];
    if (claims === undefined) return [];
    const where = `${token.id}: $extensions["${contrastExtension}"]`;
    if (token.$type !== 'color') throw new Error(`${where} belongs on a colour token`);
    if (!Array.isArray(claims)) throw new Error(`${where} must be an array`);
    return claims.map((claim: unknown) => {
      const { on, min, ...rest } = (claim ?? {}) as Record<string, unknown>;
      const background = aliasId(on);
      if (Object.keys(rest).length > 0 || !background || typeof min !== 'number') {
        throw new Error(`${where}: expected { "on": "{color.…}", "min": number }`);
      }
      if (tokens[background]?.$type !== 'color') {
        throw new Error(`${where}: ${on} is not a colour token`);
      }
      if (min < 1 || min > 21) throw new Error(`${where}: min ${min} is not a contrast ratio`);
      return { foreground: token.id, background, min };
    });
  });
}

/** Each claim with the ratio its two colours really reach (WCAG 2.x relative luminance). */
export function checkClaims(tokens: Tokens, claims: ContrastClaim[]): CheckedClaim[] {
  return claims.map((claim) => {
    const foreground = tokens[claim.foreground];
    const background = tokens[claim.background];
    if (foreground?.$type !== 'color' || background?.$type !== 'color') {
      throw new Error(`${claim.foreground} on ${claim.background}: both must be colour tokens`);
    }
    if ((background.$value.alpha ?? 1) < 1) {
      throw new Error(`${claim.background} is translucent: it has no contrast of its own`);
    }
    const bg = dtcgToRgb(background.$value);
    // A translucent foreground is what it shows over the background.
    const fg = composite(dtcgToRgb(foreground.$value), foreground.$value.alpha ?? 1, bg);
    const ratio = contrastRatio(fg, bg);
    return { ...claim, ratio, holds: ratio >= claim.min };
  });
}
