import { describe, expect, it } from 'vitest';
import {
  bookableServices,
  branchLocations,
  branches,
  galleryCategoryLabel,
  serviceFacts,
} from './facts';

describe('galleryCategoryLabel', () => {
  it('names each gallery category as the chips do', () => {
    expect(galleryCategoryLabel('clinic')).toBe('Klinik');
    expect(galleryCategoryLabel('therapy')).toBe('Terapi');
    expect(galleryCategoryLabel('events')).toBe('Acara');
    expect(galleryCategoryLabel('team')).toBe('Tim');
    expect(galleryCategoryLabel('equipment')).toBe('Peralatan');
  });
});

/** "60-90 menit" -> [60, 90]; "60 menit" -> [60, 60]. */
function durationRange(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))? menit$/.exec(text);
  if (!match) throw new Error(`Not a duration text: ${text}`);
  return [Number(match[1]), Number(match[2] ?? match[1])];
}

describe('the booking facts', () => {
  it('books every service given at a branch, and not homecare, which is given at home', () => {
    expect(bookableServices.map((service) => service.slug)).toEqual([
      'rehab-recovery',
      'sport-science',
      'edukasi-injury',
      'pediatric',
      'geriatric',
    ]);
    expect(serviceFacts('homecare').bookingMinutes).toBeNull();
  });

  it.each(bookableServices.map((service) => [service.slug, service] as const))(
    '%s books the longest session its duration text allows',
    (_slug, service) => {
      const [shortest, longest] = durationRange(service.duration);
      expect(shortest).toBeLessThanOrEqual(longest);
      expect(service.bookingMinutes).toBe(longest);
    },
  );

  it('gives every branch at least one treatment place, the main clinic the most', () => {
    const places = branches.map((branch) => branchLocations[branch.value].treatmentPlaces);
    expect(places).toEqual([3, 2, 1]);
    for (const count of places) expect(Number.isInteger(count) && count >= 1).toBe(true);
    const main = branches.filter((branch) => branchLocations[branch.value].isMain);
    expect(main.map((branch) => branchLocations[branch.value].treatmentPlaces)).toEqual([
      Math.max(...places),
    ]);
  });
});
