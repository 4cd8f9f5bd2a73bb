import { describe, expect, it } from 'vitest';
import { telHref } from './tel';

describe('telHref', () => {
  it('keeps digits and plus only, national numbers in the international form', () => {
    expect(telHref('(022) 8730 5521')).toBe('tel:+622287305521');
    expect(telHref('0811-2233-119')).toBe('tel:+628112233119');
    expect(telHref('+62 811-2233-119')).toBe('tel:+628112233119');
  });
});
