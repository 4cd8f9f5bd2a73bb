import { describe, expect, it } from 'vitest';
import { authorDisplay } from './article';

describe('authorDisplay', () => {
  it('keeps the part before the first comma', () => {
    expect(authorDisplay('dr. Rina Kusuma, Sp.KFR, Fisioterapis')).toBe('dr. Rina Kusuma');
  });

  it('keeps a name without comma and trims it', () => {
    expect(authorDisplay('  Tim Gerak Sehat ')).toBe('Tim Gerak Sehat');
  });

  it('is empty for an empty author', () => {
    expect(authorDisplay('')).toBe('');
    expect(authorDisplay(', Fisioterapis')).toBe('');
  });
});
