import { describe, expect, it } from 'vitest';
import { mainNav } from '@klinik/clinic/navigation';
import { isCurrentPath, isExternalHref, isSectionActive, normalizePath } from './nav';

function navItem(href: string) {
  const item = mainNav.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`No nav item ${href}`);
  return item;
}

const layanan = navItem('/layanan');
const home = navItem('/');

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

describe('isSectionActive', () => {
  it('is active on the section page and on any page below it', () => {
    expect(isSectionActive(layanan, '/layanan')).toBe(true);
    expect(isSectionActive(layanan, '/layanan/homecare')).toBe(true);
    expect(isSectionActive(layanan, '/layanan/pediatric')).toBe(true);
  });

  it('does not treat home as the parent of every page', () => {
    expect(isSectionActive(home, '/kontak')).toBe(false);
    expect(isSectionActive(home, '/')).toBe(true);
  });

  it('does not match a path that only shares a prefix', () => {
    expect(isSectionActive(layanan, '/layanan-lain')).toBe(false);
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
