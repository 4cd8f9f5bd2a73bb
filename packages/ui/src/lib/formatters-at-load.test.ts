import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The first Intl formatter a page makes loads its locale's data. Made when a module loads, it
 * lengthens the one task that evaluates the page's first script; made at first use, it runs in
 * a render, which React slices.
 */
describe('the modules that format numbers and dates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('make no Intl formatter when they load, only when they first format', async () => {
    const made: string[] = [];
    const counted = <C extends new (...args: never[]) => object>(name: string, Real: C): C =>
      new Proxy(Real, {
        construct(target, args: never[]) {
          made.push(name);
          return new target(...args);
        },
      });
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        NumberFormat: counted('NumberFormat', Intl.NumberFormat),
        DateTimeFormat: counted('DateTimeFormat', Intl.DateTimeFormat),
      }),
    );
    vi.resetModules();

    const clinic = await import('@klinik/clinic');
    await import('../sections/articles/article-meta/article-meta');
    await import('../sections/gallery/gallery-card/gallery-card');
    expect(made).toEqual([]);

    // Dates are written by the clinic's own formatter, without Intl; numbers by Intl's, made once.
    expect(clinic.formatDate('2025-01-20T03:00:00Z', 'date')).toBe('20 Januari 2025');
    expect(clinic.formatNumberId(1250)).toBe('1.250');
    expect(clinic.formatNumberId(2500)).toBe('2.500');
    expect(made).toEqual(['NumberFormat']);
  });
});
