import { describe, expect, it } from 'vitest';
import { codePointsOf, CORE_CHARACTERS, unicodeRange, withCoreFace } from './font-core';

describe('unicodeRange', () => {
  it('joins consecutive code points and keeps lone ones apart', () => {
    expect(unicodeRange('cabz©…')).toBe('U+61-63,U+7A,U+A9,U+2026');
  });
});

describe('codePointsOf', () => {
  it('reads single points, ranges and wildcards', () => {
    expect(codePointsOf('U+41, U+61-63,U+1?')).toEqual([
      0x41,
      0x61,
      0x62,
      0x63,
      ...Array.from({ length: 16 }, (_, index) => 0x10 + index),
    ]);
  });
});

describe('the core characters', () => {
  it('hold printable ASCII and the typographic marks of the copy', () => {
    for (const char of 'Buka sekarang · tutup pukul 17.00 “Klinik” – 0812-2000-4515… © 2025') {
      expect(CORE_CHARACTERS).toContain(char);
    }
  });
});

describe('withCoreFace', () => {
  const face = (file: string, range: string) =>
    `@font-face{font-family:Plus Jakarta Sans Variable;font-style:normal;font-display:optional;font-weight:200 800;src:url(/assets/${file})format("woff2-variations");unicode-range:${range}}`;
  const css = `body{margin:0}@font-face{font-family:X;src:url(/assets/x.woff2)}${face('pjs-latin.woff2', 'U+??,U+131')}.a{color:red}`;

  it('splits the full face: the core file for the core characters, the full file for the rest', () => {
    // U+0-FF less tab, line feed, carriage return, printable ASCII, no-break space, ©, ®, °, ·, ×.
    const rest = 'U+0-8,U+B-C,U+E-1F,U+7F-9F,U+A1-A8,U+AA-AD,U+AF,U+B1-B6,U+B8-D6,U+D8-FF,U+131';
    expect(withCoreFace(css, 'pjs-latin.woff2', 'pjs-core.woff2')).toBe(
      `body{margin:0}@font-face{font-family:X;src:url(/assets/x.woff2)}${face('pjs-latin.woff2', rest)}${face('pjs-core.woff2', unicodeRange(CORE_CHARACTERS))}.a{color:red}`,
    );
  });

  it('leaves no character to both faces', () => {
    const result = withCoreFace(css, 'pjs-latin.woff2', 'pjs-core.woff2');
    const [full = '', core = ''] = [...result.matchAll(/unicode-range:([^}]*)/g)].map(
      (match) => match[1] ?? '',
    );
    const corePoints = new Set(codePointsOf(core));
    expect(codePointsOf(full).filter((point) => corePoints.has(point))).toEqual([]);
  });

  it('fails when the stylesheet has no face with that file', () => {
    expect(() => withCoreFace(css, 'missing.woff2', 'core.woff2')).toThrow(/No @font-face/);
  });
});
