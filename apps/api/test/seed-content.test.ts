import { describe, expect, it } from 'vitest';
import { articleCategories } from '../seed/articles/categories';
import { articleSeeds } from '../seed/articles/index';
import { indonesianSortKey } from '../src/content/collation';
import {
  countWords,
  htmlToText,
  headingSlug,
  readingTimeMinutes,
  sanitizeContentHtml,
} from '../src/content/html';
import { containsPattern, keywordTags, normalizeSearchText } from '../src/content/search';
import { jakartaTimestamp, slugPattern } from './shapes';

describe('seeded articles', () => {
  it('are at least 15, in at least 4 categories, each category used', () => {
    expect(articleSeeds.length).toBeGreaterThanOrEqual(15);
    expect(articleCategories.length).toBeGreaterThanOrEqual(4);
    const used = new Set(articleSeeds.map((article) => article.category));
    expect(used).toEqual(new Set(articleCategories.map((category) => category.slug)));
  });

  it('have unique slugs and titles', () => {
    expect(new Set(articleSeeds.map((a) => a.slug)).size).toBe(articleSeeds.length);
    expect(new Set(articleSeeds.map((a) => a.title)).size).toBe(articleSeeds.length);
    for (const article of articleSeeds) expect(article.slug).toMatch(slugPattern);
  });

  it.each(articleSeeds.map((article) => [article.slug, article] as const))(
    '%s: 300-700 words of HTML with headings, paragraphs and lists',
    (_slug, article) => {
      const clean = sanitizeContentHtml(article.content);
      // Written within the allow-list: sanitizing only adds rel to links and ids to headings.
      expect(
        clean
          .replace(/ rel="noopener noreferrer"/g, '')
          .replace(/<(h[23]) id="[a-z0-9-]+">/g, '<$1>')
          .replace(/\s+/g, ' '),
      ).toBe(article.content.trim().replace(/\s+/g, ' '));
      const words = countWords(htmlToText(clean));
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(700);
      expect(clean.match(/<h2 id="/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(clean.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(clean).toMatch(/<(ul|ol)>/);
      expect(article.excerpt.length).toBeGreaterThan(80);
      expect(article.excerpt.length).toBeLessThan(300);
      expect(article.author).toMatch(/^[A-Z][^,]+, .+/);
      expect(article.keywords.length).toBeGreaterThanOrEqual(3);
      expect(article.publishedAt).toMatch(jakartaTimestamp);
      // No promises a clinic cannot keep.
      expect(htmlToText(clean)).not.toMatch(/dijamin|pasti sembuh|100% sembuh|garansi/i);
    },
  );

  it('have 2 or 3 featured articles', () => {
    const featured = articleSeeds.filter((article) => article.featured).length;
    expect(featured).toBeGreaterThanOrEqual(2);
    expect(featured).toBeLessThanOrEqual(3);
  });

  it('spread publish dates over more than a year and views over a wide range', () => {
    const months = new Set(articleSeeds.map((article) => article.publishedAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const views = articleSeeds.map((article) => article.viewCount);
    expect(new Set(views).size).toBe(views.length);
    expect(Math.max(...views) / Math.min(...views)).toBeGreaterThan(5);
  });
});

describe('sanitizeContentHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onclick="x()" class="c" style="color:red">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="vbscript:x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['<a href="data:text/html,x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    [
      '<a href="https://a.id" rel="opener" target="_blank">a</a>',
      '<a href="https://a.id" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="mailto:a@b.id">a</a>', '<a href="mailto:a@b.id" rel="noopener noreferrer">a</a>'],
    ['<a href="tel:+62221234">a</a>', '<a href="tel:+62221234" rel="noopener noreferrer">a</a>'],
    ['<img src="http://a.id/x.png">', ''],
    ['<img src="//a.id/x.png">', ''],
    ['<img src="/\\a.id/x.png">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    [
      '<img src="/x.svg" onerror="y()" width="10%" height="20">',
      '<img src="/x.svg" height="20" />',
    ],
    ['<img src="https://a.id/x.png" alt="x">', '<img src="https://a.id/x.png" alt="x" />'],
    ['<h1>a</h1><h5>b</h5><h3>c</h3>', 'ab<h3 id="c">c</h3>'],
    // Headings get ids of their text, unique in the document; ids sent along are not kept.
    [
      '<h2 id="main" class="x">Apa itu ACL?</h2><p>a</p><h3>Gejala &amp; Tanda</h3><h2>Apa itu ACL?</h2>',
      '<h2 id="apa-itu-acl">Apa itu ACL?</h2><p>a</p><h3 id="gejala-tanda">Gejala &amp; Tanda</h3><h2 id="apa-itu-acl-2">Apa itu ACL?</h2>',
    ],
    [
      '<h2><em>Fisioterápi</em> untuk Anak</h2>',
      '<h2 id="fisioterapi-untuk-anak"><em>Fisioterápi</em> untuk Anak</h2>',
    ],
    ['<iframe src="https://a.id"></iframe><object></object><embed>', ''],
    ['<figure><img src="/a.svg" alt=""></figure>', '<figure><img src="/a.svg" alt="" /></figure>'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeContentHtml(input)).toBe(output);
    // Sanitizing twice changes nothing, so serving stored HTML again is stable.
    expect(sanitizeContentHtml(output)).toBe(output);
  });
});

describe('headingSlug', () => {
  it('makes an anchor of a heading: lower case, no accents or punctuation, hyphens', () => {
    expect(headingSlug('Kapan Harus ke Fisioterapis?')).toBe('kapan-harus-ke-fisioterapis');
    expect(headingSlug('  Fase 1 — Pascaoperasi (0-2 Minggu) ')).toBe(
      'fase-1-pascaoperasi-0-2-minggu',
    );
    expect(headingSlug('Pemulihan Pasca-Cédera')).toBe('pemulihan-pasca-cedera');
    expect(headingSlug('?!')).toBe('bagian');
  });
});

describe('text helpers', () => {
  it('computes reading time from the words without markup, rounded up', () => {
    expect(readingTimeMinutes('<p>satu dua</p>')).toBe(1);
    expect(readingTimeMinutes(`<p>${'kata '.repeat(200)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${'kata '.repeat(201)}</p>`)).toBe(2);
  });

  it('turns HTML into its visible text', () => {
    expect(htmlToText('<h2>Judul</h2><p>AT&amp;T &lt;b&gt;</p>')).toBe('Judul AT&T <b>');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('splits keywords, lower-cased, without blanks or repeats', () => {
    expect(keywordTags(' Lansia, lari ,, LANSIA , Cedera Olahraga')).toEqual([
      'lansia',
      'lari',
      'cedera olahraga',
    ]);
    expect(normalizeSearchText('  Nyeri\n\tLUTUT ')).toBe('nyeri lutut');
  });

  it("orders sort keys as Intl.Collator('id') does, ignoring case and accents", () => {
    const titles = ['cedera', 'Bahu', 'apel', 'Éclair', 'ecl', '123 tips', '"Kutip"', 'a b', 'ab'];
    const collator = new Intl.Collator('id', { sensitivity: 'base' });
    const byKey = [...titles].sort((a, b) => {
      const [x, y] = [indonesianSortKey(a), indonesianSortKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(byKey).toEqual([...titles].sort(collator.compare));
    expect(byKey.indexOf('apel')).toBeLessThan(byKey.indexOf('Bahu'));
    expect(byKey.indexOf('Bahu')).toBeLessThan(byKey.indexOf('cedera'));
  });
});
