import { describe, expect, it } from 'vitest';
import { countWords, readingTime, stripHtml } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ');

describe('stripHtml', () => {
  it('removes tags and keeps words apart across block elements', () => {
    expect(stripHtml('<h2>Judul</h2><p>Satu <strong>dua</strong></p>')).toBe('Judul Satu dua');
  });

  it('drops script and style content', () => {
    expect(stripHtml('<style>p{}</style><p>teks</p><script>alert(1)</script>')).toBe('teks');
  });
});

describe('countWords', () => {
  it('counts words separated by any whitespace', () => {
    expect(countWords(' satu  dua\ntiga ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });
});

describe('readingTime', () => {
  it('is at least 1 minute, even for empty content', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('<p></p>')).toBe(1);
  });

  it('rounds up', () => {
    expect(readingTime(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingTime(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingTime(`<p>${words(1000)}</p>`)).toBe(5);
  });

  it('does not count markup as words', () => {
    const html = `<p class="lead" data-x="a b c d">${words(200)}</p>`;
    expect(readingTime(html)).toBe(1);
  });

  it('takes another pace', () => {
    expect(readingTime(words(300), 100)).toBe(3);
  });
});
