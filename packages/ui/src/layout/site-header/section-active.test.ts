import { describe, expect, it } from 'vitest';
import { mainNav } from '@klinik/clinic/navigation';
import { isSectionActive } from './section-active';

function navItem(href: string) {
  const item = mainNav.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`No nav item ${href}`);
  return item;
}

const layanan = navItem('/layanan');
const home = navItem('/');

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
