import { MAX_SEARCH_LENGTH } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { searchPath } from '../app/search-path';
import { searchText } from './use-search';

const text = (query: string) => searchText(new URLSearchParams(query));

describe('searchText', () => {
  it('reads q as the search box sends it, trimmed', () => {
    expect(text('q=nyeri+lutut')).toBe('nyeri lutut');
    expect(text('q=%20%20bahu%20')).toBe('bahu');
  });

  it('is empty when nothing was asked', () => {
    expect(text('')).toBe('');
    expect(text('q=')).toBe('');
    expect(text('search=lutut')).toBe('');
  });

  it('turns control characters into spaces, which the API would refuse', () => {
    expect(text('q=lutut%00%07kanan%1b')).toBe('lutut  kanan');
  });

  it('keeps at most the length the API accepts, from an address typed by hand', () => {
    expect(text(`q=${'a'.repeat(500)}`)).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('takes the first q when the address has several', () => {
    expect(text('q=lutut&q=bahu')).toBe('lutut');
  });
});

describe('searchPath', () => {
  it('puts the text in q, encoded as a form does', () => {
    expect(searchPath('nyeri lutut & bahu')).toBe('/cari?q=nyeri+lutut+%26+bahu');
    expect(text(searchPath('nyeri lutut & bahu').split('?')[1] ?? '')).toBe('nyeri lutut & bahu');
  });
});
