import { describe, expect, it } from 'vitest';
import { relatedArticles, tagsFromKeywords, topTags } from './article-rules';
import { limits } from './facts';

describe('tagsFromKeywords', () => {
  it('splits on commas, trims and removes empties', () => {
    expect(tagsFromKeywords(' lutut, cedera ,, olahraga ,')).toEqual([
      'lutut',
      'cedera',
      'olahraga',
    ]);
  });

  it('is empty for blank keywords', () => {
    expect(tagsFromKeywords('')).toEqual([]);
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
    { meta_keywords: '' },
  ];

  it('returns the most frequent (6, spec section 9), ties in first-seen order', () => {
    expect(limits.popularTags).toBe(6);
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
  const other = { id: 3, name: 'Lansia', slug: 'lansia' };
  const a = (id: number, day: number, category: typeof sport) => ({
    id,
    published_at: `2025-01-${String(day).padStart(2, '0')}T08:00:00+07:00`,
    category,
  });
  const current = a(1, 10, sport);

  it('takes up to 3 (spec section 9) of the same category, newest first, never the current one', () => {
    expect(limits.relatedArticles).toBe(3);
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
    const all = [current, a(2, 1, sport), a(3, 4, kids), a(4, 8, kids), a(5, 2, other)];
    expect(relatedArticles(current, all).map((x) => x.id)).toEqual([2, 4, 3]);
  });

  it('returns fewer when there are not enough articles, and takes another limit', () => {
    expect(relatedArticles(current, [current, a(2, 1, kids)]).map((x) => x.id)).toEqual([2]);
    expect(relatedArticles(current, [current])).toEqual([]);
    expect(relatedArticles(current, [a(2, 1, sport), a(3, 2, sport)], 1).map((x) => x.id)).toEqual([
      3,
    ]);
  });
});
