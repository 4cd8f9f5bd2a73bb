import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '@klinik/clinic';
import {
  featuredGallery,
  filterGallery,
  galleryCategoryLabel,
  galleryCounts,
  matchesGallerySearch,
  toGalleryPhoto,
} from './gallery';

function photo(id: number, overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    slug: `foto-${id}`,
    title: `Foto ${id}`,
    description: 'Deskripsi foto',
    category: 'clinic',
    image_url: `/images/gallery/foto-${id}.svg`,
    taken_at: '2025-01-01',
    views: 0,
    likes: 0,
    is_featured: false,
    tags: [],
    ...overrides,
  };
}

const items = [
  photo(1, {
    title: 'Ruang Tunggu Kiaracondong',
    taken_at: '2025-02-14',
    views: 1240,
    likes: 86,
    is_featured: true,
  }),
  photo(2, {
    title: 'Terapi Manual pada Bahu',
    category: 'therapy',
    taken_at: '2025-05-17',
    views: 948,
    likes: 63,
    tags: ['terapi manual', 'bahu'],
  }),
  photo(3, {
    title: 'Seminar Pencegahan Cedera Lari',
    category: 'events',
    description: 'Seminar bersama komunitas lari Bandung.',
    taken_at: '2025-03-23',
    views: 1012,
    likes: 88,
  }),
  photo(4, {
    title: 'Latihan Berjalan bersama Lansia',
    category: 'therapy',
    taken_at: '2025-08-12',
    views: 689,
    likes: 48,
    tags: ['Lansia', 'keseimbangan'],
  }),
];

const all = { category: 'all', search: '', sort: 'newest' } as const;
const ids = (list: readonly GalleryItem[]) => list.map((item) => item.id);

describe('matchesGallerySearch', () => {
  it('matches the title, description or a tag in any case, trimmed', () => {
    const item = photo(9, {
      title: 'Terapi Manual',
      description: 'Mobilisasi sendi bahu',
      tags: ['Cedera Olahraga'],
    });
    expect(matchesGallerySearch(item, '  MANUAL ')).toBe(true);
    expect(matchesGallerySearch(item, 'sendi')).toBe(true);
    expect(matchesGallerySearch(item, 'cedera olahraga')).toBe(true);
    expect(matchesGallerySearch(item, 'lutut')).toBe(false);
  });

  it('matches everything for a blank search', () => {
    expect(matchesGallerySearch(photo(9), '   ')).toBe(true);
  });
});

describe('filterGallery', () => {
  it('leaves featured photos out of the main list', () => {
    expect(ids(filterGallery(items, all))).not.toContain(1);
    expect(ids(filterGallery(items, { ...all, search: 'kiaracondong' }))).toEqual([]);
  });

  it('sorts newest first by date taken', () => {
    expect(ids(filterGallery(items, all))).toEqual([4, 2, 3]);
  });

  it('sorts by likes for popular and by views for views', () => {
    expect(ids(filterGallery(items, { ...all, sort: 'popular' }))).toEqual([3, 2, 4]);
    expect(ids(filterGallery(items, { ...all, sort: 'views' }))).toEqual([3, 2, 4]);
    const viewsFirst = [...items, photo(5, { views: 2000, likes: 1 })];
    expect(ids(filterGallery(viewsFirst, { ...all, sort: 'views' }))[0]).toBe(5);
    expect(ids(filterGallery(viewsFirst, { ...all, sort: 'popular' })).at(-1)).toBe(5);
  });

  it('breaks ties by title, then id, whatever the input order', () => {
    const tied = [
      photo(12, { title: 'Bahu', likes: 5 }),
      photo(11, { title: 'Bahu', likes: 5 }),
      photo(10, { title: 'Alat', likes: 5 }),
    ];
    expect(ids(filterGallery(tied, { ...all, sort: 'popular' }))).toEqual([10, 11, 12]);
    expect(ids(filterGallery([...tied].reverse(), { ...all, sort: 'popular' }))).toEqual([
      10, 11, 12,
    ]);
  });

  it('keeps one category and combines it with the search', () => {
    expect(ids(filterGallery(items, { ...all, category: 'therapy' }))).toEqual([4, 2]);
    expect(ids(filterGallery(items, { ...all, category: 'therapy', search: 'lansia' }))).toEqual([
      4,
    ]);
    expect(ids(filterGallery(items, { ...all, category: 'team' }))).toEqual([]);
  });

  it('searches tags and descriptions too', () => {
    expect(ids(filterGallery(items, { ...all, search: 'BAHU' }))).toEqual([2]);
    expect(ids(filterGallery(items, { ...all, search: ' komunitas lari ' }))).toEqual([3]);
  });

  it('puts photos with an unreadable date last when sorting by newest', () => {
    const list = [photo(20, { taken_at: '' }), photo(21, { taken_at: '2024-01-01' })];
    expect(ids(filterGallery(list, all))).toEqual([21, 20]);
  });

  it('does not change the input', () => {
    const copy = [...items];
    filterGallery(items, { ...all, sort: 'views' });
    expect(items).toEqual(copy);
  });
});

describe('featuredGallery', () => {
  it('returns only featured photos, newest first', () => {
    const list = [
      ...items,
      photo(6, { is_featured: true, taken_at: '2025-07-08' }),
      photo(7, { is_featured: true, taken_at: '2025-04-09' }),
    ];
    expect(ids(featuredGallery(list))).toEqual([6, 7, 1]);
    expect(featuredGallery([])).toEqual([]);
  });
});

describe('galleryCounts', () => {
  it('counts every category, featured photos included, and all of them', () => {
    expect(galleryCounts(items)).toEqual({
      all: 4,
      clinic: 1,
      therapy: 2,
      events: 1,
      team: 0,
      equipment: 0,
    });
  });

  it('is all zeros for no photos', () => {
    expect(galleryCounts([])).toEqual({
      all: 0,
      clinic: 0,
      therapy: 0,
      events: 0,
      team: 0,
      equipment: 0,
    });
  });
});

describe('galleryCategoryLabel', () => {
  it('names each category as the chips do', () => {
    expect(galleryCategoryLabel('clinic')).toBe('Klinik');
    expect(galleryCategoryLabel('therapy')).toBe('Terapi');
    expect(galleryCategoryLabel('events')).toBe('Acara');
    expect(galleryCategoryLabel('team')).toBe('Tim');
    expect(galleryCategoryLabel('equipment')).toBe('Peralatan');
  });
});

describe('toGalleryPhoto', () => {
  it('keeps what the lightbox shows', () => {
    expect(toGalleryPhoto(photo(2, { title: 'Bahu', description: 'Terapi' }))).toEqual({
      id: 2,
      title: 'Bahu',
      description: 'Terapi',
      imageUrl: '/images/gallery/foto-2.svg',
    });
  });
});
