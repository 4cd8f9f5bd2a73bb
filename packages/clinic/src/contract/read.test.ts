import { describe, expect, it } from 'vitest';
import { readAnswer } from './read';

const category = { id: 2, name: 'Nyeri Punggung', slug: 'nyeri-punggung' };

/** An article with exactly the fields of spec section 3, as another backend may answer it. */
const specArticle = {
  id: 7,
  slug: 'nyeri-punggung-bawah',
  title: 'Nyeri Punggung Bawah',
  excerpt: 'Kenali penyebabnya.',
  content: '<p>Isi artikel.</p>',
  author: 'Rina Kusumawati, S.Ft., Physio',
  published_at: '2025-03-14T08:00:00+07:00',
  view_count: 12,
  is_featured: false,
  meta_keywords: 'punggung, kantor',
  category,
};

/** A branch with exactly the fields of spec section 3. */
const specBranch = {
  id: 1,
  name: 'Klinik Kiaracondong',
  description: 'Klinik utama.',
  address: 'Jl. Kiaracondong No. 218, Bandung',
  phone: '(022) 8730 5521',
  email: 'info@example.id',
  operating_hours: 'Senin - Jumat 09:00-17:00, Sabtu 10:00-17:00, Minggu tutup',
  facilities: ['Parkir', 'Ruang tunggu'],
  latitude: -6.92,
  longitude: 107.64,
  is_main_location: true,
};

const service = {
  id: 1,
  name: 'Fisioterapi Olahraga',
  description: 'Pemulihan cedera.',
  shortDesc: 'Cedera olahraga',
  slug: 'rehab-recovery',
  icon: 'dumbbell',
  category,
  features: ['Evaluasi gerak'],
  price: 'Rp 250.000 - 500.000',
  duration: '60-90 menit',
};

const problemOf = (result: ReturnType<typeof readAnswer>) => (result.ok ? '' : result.problem);

describe('reading the locations', () => {
  it('accepts the three shapes spec section 7 allows, as one list', () => {
    for (const answer of [
      [specBranch],
      { data: [specBranch] },
      { success: true, data: [specBranch] },
    ]) {
      expect(readAnswer('locations', answer)).toEqual({ ok: true, value: [specBranch] });
    }
  });

  it('accepts a branch without our slug, structured hours or coordinates', () => {
    const { latitude: _lat, longitude: _lng, ...noCoordinates } = specBranch;
    const read = readAnswer('locations', [noCoordinates, { ...specBranch, latitude: null }]);
    expect(read.ok && read.value.map((branch) => branch.latitude)).toEqual([undefined, null]);
    expect(read.ok && read.value[0]?.business_hours).toBeUndefined();
  });

  it('refuses anything else', () => {
    expect(readAnswer('locations', { success: true, data: { id: 1 } }).ok).toBe(false);
    expect(readAnswer('locations', [{ ...specBranch, name: 5 }]).ok).toBe(false);
    expect(readAnswer('locations', '[]').ok).toBe(false);
    expect(readAnswer('locations', null).ok).toBe(false);
  });
});

describe('reading an article', () => {
  it('accepts an article with only the spec fields: no reading time, reviewer or references', () => {
    const read = readAnswer('article', { success: true, data: specArticle });
    expect(read).toEqual({ ok: true, value: { success: true, data: specArticle } });
  });

  it('accepts a list of spec-only articles with its pagination', () => {
    const { content: _content, ...summary } = specArticle;
    const pagination = { current_page: 1, last_page: 1, per_page: 9, total: 1 };
    expect(readAnswer('articles', { success: true, data: [summary], pagination }).ok).toBe(true);
  });

  it('refuses an article without a spec field, or a list without its pagination', () => {
    const { title: _title, ...untitled } = specArticle;
    expect(problemOf(readAnswer('article', { success: true, data: untitled }))).toMatch(
      /^data\.title/,
    );
    expect(readAnswer('articles', { success: true, data: [] }).ok).toBe(false);
  });
});

describe('reading the categories', () => {
  it('accepts id, name and slug alone; type and counts are ours', () => {
    expect(readAnswer('categories', { success: true, data: [category] })).toEqual({
      ok: true,
      value: { success: true, data: [category] },
    });
  });
});

describe('reading the settings', () => {
  it('accepts any groups and any fields of them, for the defaults to fill in', () => {
    const answer = {
      success: true,
      data: { contact: { phone: '022 123' }, general: { business_hours: { sunday: null } } },
    };
    expect(readAnswer('settings', answer).ok).toBe(false);
    const partial = { success: true, data: { contact: { phone: '022 123' }, general: {} } };
    expect(readAnswer('settings', partial)).toEqual({ ok: true, value: partial });
  });

  it('refuses a field of the wrong type and an answer that failed', () => {
    expect(readAnswer('settings', { success: true, data: { contact: { phone: 22 } } }).ok).toBe(
      false,
    );
    expect(readAnswer('settings', { success: false, data: {} }).ok).toBe(false);
  });
});

describe('reading the services', () => {
  it('draws a service with an icon it does not know as the heart (spec: default heart)', () => {
    const read = readAnswer('services', { success: true, data: [{ ...service, icon: 'x-ray' }] });
    expect(read.ok && read.value.data[0]?.icon).toBe('heart');
  });

  it('refuses a service without its spec fields', () => {
    expect(problemOf(readAnswer('services', { success: true, data: [{ id: 1 }] }))).toMatch(
      /^data\.0\./,
    );
  });
});

describe('the answers the API makes and the site does not read differently', () => {
  it('are held to the API schemas themselves', () => {
    expect(readAnswer('faqs', { success: true, data: [] }).ok).toBe(true);
    expect(readAnswer('faqs', { success: true, data: [{ id: 1 }] }).ok).toBe(false);
  });
});
