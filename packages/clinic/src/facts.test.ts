import { describe, expect, it } from 'vitest';
import { galleryCategoryLabel } from './facts';

describe('galleryCategoryLabel', () => {
  it('names each gallery category as the chips do', () => {
    expect(galleryCategoryLabel('clinic')).toBe('Klinik');
    expect(galleryCategoryLabel('therapy')).toBe('Terapi');
    expect(galleryCategoryLabel('events')).toBe('Acara');
    expect(galleryCategoryLabel('team')).toBe('Tim');
    expect(galleryCategoryLabel('equipment')).toBe('Peralatan');
  });
});
