import { describe, expect, it } from 'vitest';
import { isCurrentPath, isExternalHref, normalizePath } from './nav';

describe('normalizePath', () => {
  it('drops trailing slashes, query and hash', () => {
    expect(normalizePath('/layanan/')).toBe('/layanan');
    expect(normalizePath('/artikel?page=2#top')).toBe('/artikel');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('isCurrentPath', () => {
  it('matches the same page', () => {
    expect(isCurrentPath('/kontak', '/kontak/')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
  });

  it('does not match a parent or a sibling', () => {
    expect(isCurrentPath('/layanan', '/layanan/homecare')).toBe(false);
    expect(isCurrentPath('/', '/kontak')).toBe(false);
  });
});

describe('isExternalHref', () => {
  it('recognises other schemes and protocol-relative links', () => {
    expect(isExternalHref('https://wa.me/62812')).toBe(true);
    expect(isExternalHref('tel:+622287305521')).toBe(true);
    expect(isExternalHref('mailto:info@example.id')).toBe(true);
    expect(isExternalHref('//cdn.example.id/x')).toBe(true);
  });

  it('keeps site paths and fragments internal', () => {
    expect(isExternalHref('/layanan')).toBe(false);
    expect(isExternalHref('#main')).toBe(false);
    expect(isExternalHref('layanan/homecare')).toBe(false);
  });
});
