import { staffPagePaths, type StaffAccount } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { deskChoice, newBookingChoice } from './desk-choice';
import { nextPath, signInPath } from './staff-loader';

const site = 'https://geraksehat.id';
const signInWith = (next: string) =>
  new URL(`${staffPagePaths.signIn}?${new URLSearchParams({ next }).toString()}`, site);

const desk: StaffAccount = {
  id: 2,
  email: 'rina@geraksehat.id',
  name: 'Rina',
  role: 'desk',
  branches: ['sumur-bandung'],
  second_factor: false,
};

describe('the sign-in page and back', () => {
  it('leads a lapsed session to the sign-in page, which leads back to the page it was on', () => {
    const day = new URL('/staf?cabang=sumur-bandung&tanggal=2026-12-01', site);
    const signIn = new URL(signInPath(day), site);
    expect(signIn.pathname).toBe(staffPagePaths.signIn);
    expect(nextPath(signIn)).toBe('/staf?cabang=sumur-bandung&tanggal=2026-12-01');
    expect(signInPath(new URL(staffPagePaths.root, site))).toBe(staffPagePaths.signIn);
  });

  it('leads nowhere but to a desk page of this site: never another site or a public page', () => {
    for (const next of [
      'https://evil.example/staf',
      '//evil.example/staf',
      '/\\evil.example/staf',
      '/janji-temu',
      '/stafx',
      'javascript:alert(1)',
      '',
    ]) {
      expect(nextPath(signInWith(next)), next).toBe(staffPagePaths.root);
    }
    expect(nextPath(signInWith('/staf/janji/K7MQ-4QXZ'))).toBe('/staf/janji/K7MQ-4QXZ');
  });
});

describe('the branch and day a desk page shows', () => {
  it('takes the address’s branch and date, else the account’s first branch and today', () => {
    expect(deskChoice(new URLSearchParams(), desk)).toEqual({ branch: 'sumur-bandung' });
    expect(
      deskChoice(new URLSearchParams({ cabang: 'kiaracondong', tanggal: '2026-12-01' }), desk),
    ).toEqual({ branch: 'kiaracondong', date: '2026-12-01' });
    expect(
      deskChoice(new URLSearchParams({ cabang: 'nowhere', tanggal: '2026-02-30' }), desk),
    ).toEqual({ branch: 'sumur-bandung' });
  });

  it('chooses the branch of a one-branch account for a new booking, and only real choices', () => {
    expect(
      newBookingChoice(new URLSearchParams({ layanan: 'geriatric', tanggal: 'x' }), desk),
    ).toEqual({ branch: 'sumur-bandung', service: 'geriatric' });
    const admin: StaffAccount = {
      ...desk,
      role: 'admin',
      branches: ['kiaracondong', 'sumur-bandung'],
    };
    expect(newBookingChoice(new URLSearchParams({ layanan: 'homecare-x' }), admin)).toEqual({});
  });
});
