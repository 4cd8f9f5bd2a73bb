import { describe, expect, it } from 'vitest';
import type { Article } from '@klinik/clinic';
import { articleJsonLd } from './structured-data';
import { absoluteUrl } from './seo';

const article: Article = {
  id: 7,
  slug: 'nyeri-lutut-pada-pelari',
  title: 'Nyeri Lutut pada Pelari',
  excerpt: 'Penyebab dan latihan.',
  author: 'Rina Kusumawati, S.Ft., Physio',
  published_at: '2026-03-14T08:00:00+07:00',
  updated_at: '2026-09-02T10:00:00+07:00',
  view_count: 10,
  is_featured: false,
  meta_keywords: 'lutut, lari',
  category: { id: 1, name: 'Cedera Olahraga', slug: 'cedera-olahraga' },
  reading_time: 5,
  content: '<h2 id="a">A</h2>',
  reviewed_by: {
    id: 2,
    name: 'Dimas Pratama, S.Tr.Kes., M.Fis.',
    job_title: 'Fisioterapis Senior',
    credentials: 'Magister Fisioterapi (M.Fis.)',
  },
  reviewed_at: '2026-09-10',
  references: [
    {
      kind: 'journal-article',
      authors: 'Dubois B, Esculier JF',
      title: 'Soft-tissue injuries simply need PEACE and LOVE',
      source: 'British Journal of Sports Medicine 54(2):72-73',
      year: 2020,
      doi: '10.1136/bjsports-2019-101253',
      url: null,
    },
    {
      kind: 'guideline',
      authors: 'World Health Organization',
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      source: 'World Health Organization',
      year: 2020,
      doi: null,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
    {
      kind: 'textbook',
      authors: 'Kisner C, Colby LA',
      title: 'Therapeutic Exercise',
      source: 'F.A. Davis',
      year: 2017,
      doi: null,
      url: null,
    },
  ],
};

const team = [{ name: 'Rina Kusumawati, S.Ft., Physio', job_title: 'Kepala Fisioterapis' }];

describe('articleJsonLd', () => {
  const data = articleJsonLd(article, team);

  it('is a MedicalWebPage with its dates: published, modified, last reviewed', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      url: absoluteUrl('/artikel/nyeri-lutut-pada-pelari'),
      headline: 'Nyeri Lutut pada Pelari',
      datePublished: '2026-03-14T08:00:00+07:00',
      dateModified: '2026-09-02T10:00:00+07:00',
      lastReviewed: '2026-09-10',
    });
  });

  it('names the author and the reviewer as Persons with their job titles', () => {
    expect(data.author).toEqual({
      '@type': 'Person',
      name: 'Rina Kusumawati, S.Ft., Physio',
      jobTitle: 'Kepala Fisioterapis',
    });
    expect(data.reviewedBy).toEqual({
      '@type': 'Person',
      name: 'Dimas Pratama, S.Tr.Kes., M.Fis.',
      jobTitle: 'Fisioterapis Senior',
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        name: 'Magister Fisioterapi (M.Fis.)',
      },
    });
  });

  it('names a guest author without a job title it does not know', () => {
    const guest = articleJsonLd({ ...article, author: 'Maya Puspitasari, S.Gz., RD' }, team);
    expect(guest.author).toEqual({ '@type': 'Person', name: 'Maya Puspitasari, S.Gz., RD' });
  });

  it('cites the references, a DOI as its doi.org link', () => {
    expect(data.citation).toEqual([
      expect.objectContaining({
        '@type': 'ScholarlyArticle',
        url: 'https://doi.org/10.1136/bjsports-2019-101253',
      }),
      expect.objectContaining({
        '@type': 'CreativeWork',
        url: 'https://www.who.int/publications/i/item/9789240015128',
      }),
      expect.not.objectContaining({ url: expect.anything() }),
    ]);
  });

  it('leaves out the review of an article nobody reviewed', () => {
    const unreviewed = articleJsonLd(
      { ...article, reviewed_by: null, reviewed_at: null, references: [] },
      team,
    );
    expect(unreviewed).not.toHaveProperty('reviewedBy');
    expect(unreviewed).not.toHaveProperty('lastReviewed');
    expect(unreviewed).not.toHaveProperty('citation');
  });
});
