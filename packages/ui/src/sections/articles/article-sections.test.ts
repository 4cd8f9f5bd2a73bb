import { describe, expect, it } from 'vitest';
import { articleSections } from './article-sections';

describe('articleSections', () => {
  it('lists the h2s with their ids and text, in order', () => {
    const html =
      '<p>intro</p><h2 id="apa-itu-acl">Apa itu ACL?</h2><p>a</p><h3 id="gejala">Gejala</h3>' +
      '<h2 id="fase-1">Fase 1 <em>pascaoperasi</em></h2><h2 id="tips">Tips &amp; Trik &lt;3</h2>';
    expect(articleSections(html)).toEqual([
      { id: 'apa-itu-acl', title: 'Apa itu ACL?' },
      { id: 'fase-1', title: 'Fase 1 pascaoperasi' },
      { id: 'tips', title: 'Tips & Trik <3' },
    ]);
  });

  it('leaves out headings without an id or without text', () => {
    expect(articleSections('<h2>Tanpa id</h2><h2 id="kosong"> <em></em> </h2>')).toEqual([]);
  });
});
