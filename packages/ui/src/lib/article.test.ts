import { describe, expect, it } from 'vitest';
import {
  authorDisplay,
  countByCategory,
  relatedArticles,
  tagsFromKeywords,
  topTags,
} from './article';

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

describe('tagsFromKeywords', () => {
  it('splits on commas, trims and removes empties', () => {
    expect(tagsFromKeywords(' lutut, cedera ,, olahraga ,')).toEqual([
      'lutut',
      'cedera',
      'olahraga',
    ]);
  });

  it('is empty for null, undefined and blank', () => {
    expect(tagsFromKeywords(null)).toEqual([]);
    expect(tagsFromKeywords(undefined)).toEqual([]);
    expect(tagsFromKeywords(' , ')).toEqual([]);
  });

  it('drops repeated tags', () => {
    expect(tagsFromKeywords('lutut, lutut, bahu')).toEqual(['lutut', 'bahu']);
  });
});

describe('topTags', () => {
  const articles = [
    { meta_keywords: 'lutut, cedera, olahraga' },
    { meta_keywords: 'cedera, bahu' },
    { meta_keywords: 'cedera, lutut, lansia' },
    { meta_keywords: 'anak, postur, tidur, gizi' },
    { meta_keywords: null },
  ];

  it('returns the 6 most frequent, ties in first-seen order', () => {
    expect(topTags(articles)).toEqual([
      { tag: 'cedera', count: 3 },
      { tag: 'lutut', count: 2 },
      { tag: 'olahraga', count: 1 },
      { tag: 'bahu', count: 1 },
      { tag: 'lansia', count: 1 },
      { tag: 'anak', count: 1 },
    ]);
  });

  it('takes another limit and handles no articles', () => {
    expect(topTags(articles, 1)).toEqual([{ tag: 'cedera', count: 3 }]);
    expect(topTags([])).toEqual([]);
  });
});

describe('relatedArticles', () => {
  const sport = { id: 1, name: 'Olahraga', slug: 'olahraga' };
  const kids = { id: 2, name: 'Anak', slug: 'anak' };
  const a = (id: number, day: number, category: typeof sport | null) => ({
    id,
    published_at: `2025-01-${String(day).padStart(2, '0')}T08:00:00+07:00`,
    category,
  });
  const current = a(1, 10, sport);

  it('takes up to 3 of the same category, newest first, never the current one', () => {
    const all = [
      current,
      a(2, 1, sport),
      a(3, 5, sport),
      a(4, 3, sport),
      a(5, 9, sport),
      a(6, 20, kids),
    ];
    expect(relatedArticles(current, all).map((x) => x.id)).toEqual([5, 3, 4]);
  });

  it('fills with the most recent other articles', () => {
    const all = [current, a(2, 1, sport), a(3, 4, kids), a(4, 8, kids), a(5, 2, null)];
    expect(relatedArticles(current, all).map((x) => x.id)).toEqual([2, 4, 3]);
  });

  it('returns fewer when there are not enough articles', () => {
    expect(relatedArticles(current, [current, a(2, 1, kids)]).map((x) => x.id)).toEqual([2]);
    expect(relatedArticles(current, [current])).toEqual([]);
  });

  it('fills by recency when the current article has no category', () => {
    const orphan = a(9, 10, null);
    const all = [orphan, a(2, 1, sport), a(3, 4, kids), a(4, 8, kids), a(5, 2, null)];
    expect(relatedArticles(orphan, all).map((x) => x.id)).toEqual([4, 3, 5]);
  });
});

describe('countByCategory', () => {
  it('counts per category in first-seen order and skips uncategorised articles', () => {
    const sport = { id: 1, name: 'Olahraga', slug: 'olahraga' };
    const kids = { id: 2, name: 'Anak', slug: 'anak' };
    expect(
      countByCategory([
        { category: kids },
        { category: sport },
        { category: null },
        { category: kids },
      ]),
    ).toEqual([
      { category: kids, count: 2 },
      { category: sport, count: 1 },
    ]);
    expect(countByCategory([])).toEqual([]);
  });
});
