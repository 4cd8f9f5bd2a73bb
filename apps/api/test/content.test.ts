import { join } from 'node:path';
import {
  about,
  branches,
  branchLocations,
  businessHours,
  contact,
  contactSubjects,
  fees,
  formatPriceRange,
  galleryCategories,
  legal,
  policies,
  serviceFacts,
  services,
  type ApiError,
  type ApiPaginated,
  type ApiSuccess,
  type ArticleSummaryRecord as ArticleSummary,
  type CategoryDetailRecord as CategoryDetail,
  type ContactInfo,
  type FaqItem,
  type GalleryItem,
  type GalleryList,
  type LocationRecord as Location,
  type Page,
  type PageSummary,
  type Service,
  type TeamMember,
  type Testimonial,
} from '@klinik/clinic';
import { defaultSettings } from '@klinik/clinic/default-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { getJson, tempDir } from './helpers';
import { expectArticleSummary, isoDate, slugPattern } from './shapes';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;

beforeAll(async () => {
  temp = tempDir('content');
  server = await startServer({ port: 0, databasePath: join(temp.dir, 'klinik.db') });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const api = (path: string) => `${server.url}/api/v1${path}`;

async function data<T>(path: string): Promise<T> {
  const { res, body } = await getJson(api(path));
  expect(res.status, path).toBe(200);
  expect((body as ApiSuccess<T>).success).toBe(true);
  return (body as ApiSuccess<T>).data;
}

async function notFound(path: string, message: string) {
  const { res, body } = await getJson(api(path));
  expect(res.status, path).toBe(404);
  expect(body).toEqual({ success: false, message });
}

/** Every "Rp a - b" in a text must be a price range the constants produce. */
function quotedPrices(text: string): string[] {
  return text.match(/Rp \d{1,3}(?:\.\d{3})* - \d{1,3}(?:\.\d{3})*/g) ?? [];
}

const knownPrices = new Set([
  ...services.map((service) => formatPriceRange(service.price)),
  formatPriceRange(fees.firstConsultation),
  formatPriceRange(fees.regularSession),
  formatPriceRange({
    min: Math.min(...services.map((s) => s.price.min)),
    max: Math.max(...services.map((s) => s.price.max)),
  }),
]);

describe('GET /categories', () => {
  const keys = ['articles_count', 'description', 'id', 'name', 'services_count', 'slug', 'type'];

  it('lists article categories with their article counts', async () => {
    const categories = await data<CategoryDetail[]>('/categories?type=article');
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(keys);
      expect(category.type).toBe('article');
      expect(category.slug).toMatch(slugPattern);
      expect(category.articles_count).toBeGreaterThan(0);
      expect(category.services_count).toBe(0);
      expect(category.description.length).toBeGreaterThan(10);
    }
    const { pagination } = (await getJson(api('/articles'))).body as ApiPaginated<ArticleSummary>;
    expect(categories.reduce((sum, c) => sum + c.articles_count, 0)).toBe(pagination.total);
  });

  it('lists service categories with their service counts', async () => {
    const categories = await data<CategoryDetail[]>('/categories?type=service');
    expect(categories.every((category) => category.type === 'service')).toBe(true);
    expect(categories.reduce((sum, c) => sum + c.services_count, 0)).toBe(services.length);
  });

  it('lists both types without ?type, articles first', async () => {
    const all = await data<CategoryDetail[]>('/categories');
    const types = all.map((category) => category.type);
    expect(types).toEqual([...types].sort());
    expect(new Set(types)).toEqual(new Set(['article', 'service']));
  });

  it('answers one category by slug or id', async () => {
    const bySlug = await data<CategoryDetail>('/categories/cedera-olahraga');
    expect(bySlug.name).toBe('Cedera Olahraga');
    expect(await data<CategoryDetail>(`/categories/${bySlug.id}`)).toEqual(bySlug);
    await notFound('/categories/tidak-ada', 'Kategori tidak ditemukan');
    await notFound('/categories/cedera-olahraga?type=service', 'Kategori tidak ditemukan');
  });

  it('pages the articles of a category with the list parameters', async () => {
    const { res, body } = await getJson(
      api('/categories/tumbuh-kembang-anak/articles?per_page=2&sort_by=title&sort_order=asc'),
    );
    expect(res.status).toBe(200);
    const page = body as ApiPaginated<ArticleSummary>;
    page.data.forEach(expectArticleSummary);
    expect(page.data).toHaveLength(2);
    expect(page.data.every((a) => a.category.slug === 'tumbuh-kembang-anak')).toBe(true);
    expect(page.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    // The path decides the category, not a query parameter.
    const other = (await getJson(api('/categories/tumbuh-kembang-anak/articles?category=x')))
      .body as ApiPaginated<ArticleSummary>;
    expect(other.pagination.total).toBe(3);
    await notFound('/categories/olahraga-cedera/articles', 'Kategori tidak ditemukan');
  });

  it('lists the services of a service category', async () => {
    const list = await data<Service[]>('/categories/fisioterapi-khusus/services');
    expect(list.map((service) => service.slug)).toEqual(['pediatric', 'geriatric']);
    await notFound('/categories/cedera-olahraga/services', 'Kategori tidak ditemukan');
  });
});

describe('GET /services/featured', () => {
  it('lists the featured services in the constants order', async () => {
    const featured = await data<Service[]>('/services/featured');
    const order: string[] = services.map((service) => service.slug);
    const slugs = featured.map((service) => service.slug);
    expect(slugs).toEqual(['rehab-recovery', 'sport-science', 'edukasi-injury', 'homecare']);
    expect(slugs).toEqual([...slugs].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});

describe('GET /pages', () => {
  it('lists the static pages without bodies', async () => {
    const pages = await data<PageSummary[]>('/pages');
    expect(pages.map((page) => page.slug)).toEqual([
      'tentang-kami',
      'kebijakan-privasi',
      'syarat-ketentuan',
    ]);
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual([
        'excerpt',
        'id',
        'meta_description',
        'meta_title',
        'slug',
        'title',
        'updated_at',
      ]);
      expect(page.updated_at).toMatch(isoDate);
      expect(page.meta_title).toContain(page.title);
    }
  });

  it('answers a page by slug or id, with its HTML body', async () => {
    const page = await data<Page>('/pages/tentang-kami');
    expect(page.content).toMatch(/<h2 id="visi">Visi<\/h2>/);
    // Written from the About constants, the same words the site's /tentang-kami shows.
    for (const text of [...about.story, about.vision, ...about.missions]) {
      expect(page.content).toContain(text);
    }
    for (const value of about.values) {
      expect(page.content).toContain(`<strong>${value.title}:</strong> ${value.description}`);
    }
    expect(page.content).toContain('Rina Kusumawati');
    expect(await data<Page>(`/pages/${page.id}`)).toEqual(page);
    await notFound('/pages/tidak-ada', 'Halaman tidak ditemukan');
  });

  it('states the terms of spec section 9 from the constants', async () => {
    const page = await data<Page>('/pages/syarat-ketentuan');
    expect(page.updated_at).toBe(legal.lastUpdated);
    const text = page.content;
    expect(text).toContain('Terakhir diperbarui: 20 Januari 2025');
    expect(text).toContain(`minimal ${policies.minimumAge} tahun`);
    expect(text).toContain(`minimal ${policies.therapistMinExperienceYears} tahun`);
    expect(text).toContain('lebih dari 24 jam');
    expect(text).toContain('kurang dari 24 jam');
    expect(text).toContain('biaya 50%');
    expect(text).toContain('15 menit');
    expect(text).toContain('3-7 hari kerja');
    expect(text).toContain('potongan 10-20%');
    expect(text).toContain(`Konsultasi pertama: ${formatPriceRange(fees.firstConsultation)}`);
    expect(text).toContain(`reguler: ${formatPriceRange(fees.regularSession)}`);
    expect(text).toContain(`Homecare: ${formatPriceRange(serviceFacts('homecare').price)}`);
    expect(text).toContain('QRIS');
    expect(text).toContain('Visa, Mastercard');
    expect(text).toContain('terbatas pada jumlah biaya yang telah Anda bayarkan');
    expect(text).toContain(contact.email);
    for (const price of quotedPrices(text)) expect(knownPrices).toContain(price);
  });

  it('states the privacy facts of spec section 9', async () => {
    const page = await data<Page>('/pages/kebijakan-privasi');
    expect(page.content).toContain('Terakhir diperbarui: 20 Januari 2025');
    expect(page.content).toContain('sekurang-kurangnya 25 tahun');
    expect(page.content).toContain('selama 7 tahun');
    expect(page.content).toContain('selama 10 tahun');
    expect(page.content).toContain('analitik web');
    expect(page.content).toContain('tidak menggunakan pelacakan untuk iklan');
    expect(page.content).toContain(contact.privacyEmail);
    expect(page.content).toContain(contact.address);
  });
});

describe('GET /locations', () => {
  const keys = [
    'address',
    'business_hours',
    'description',
    'email',
    'facilities',
    'id',
    'is_main_location',
    'latitude',
    'longitude',
    'name',
    'operating_hours',
    'phone',
    'slug',
  ];

  it('lists the three branches, exactly one of them main', async () => {
    const locations = await data<Location[]>('/locations');
    expect(locations.map((l) => [l.slug, l.name])).toEqual(branches.map((b) => [b.value, b.label]));
    expect(locations.filter((location) => location.is_main_location)).toHaveLength(1);
    for (const location of locations) {
      expect(Object.keys(location).sort()).toEqual(keys);
      const facts = branchLocations[location.slug];
      expect(location.address).toBe(facts.address);
      expect(location.phone).toBe(facts.phone);
      expect(location.email).toMatch(/^[\w.]+@geraksehat\.id$/);
      // Inside the city of Bandung.
      expect(location.latitude).toBeGreaterThan(-7.0);
      expect(location.latitude).toBeLessThan(-6.85);
      expect(location.longitude).toBeGreaterThan(107.55);
      expect(location.longitude).toBeLessThan(107.75);
      expect(location.business_hours).toEqual(businessHours);
      expect(location.operating_hours).toBe(
        'Senin - Jumat: 09:00 - 17:00; Sabtu: 10:00 - 17:00; Minggu: Tutup',
      );
      expect(location.facilities.length).toBeGreaterThanOrEqual(4);
      expect(location.description.length).toBeGreaterThan(50);
    }
  });

  it('answers the main location: Kiaracondong at the clinic address', async () => {
    const main = await data<Location>('/locations/main');
    expect(main.slug).toBe('kiaracondong');
    expect(main.is_main_location).toBe(true);
    expect(main.address).toBe(contact.address);
  });

  it('answers one location by id or branch slug', async () => {
    const bySlug = await data<Location>('/locations/sumur-bandung');
    expect(await data<Location>(`/locations/${bySlug.id}`)).toEqual(bySlug);
    await notFound('/locations/jakarta', 'Lokasi tidak ditemukan');
  });
});

describe('GET /galleries', () => {
  it('pages the photos, newest first, with the counts per category', async () => {
    const { res, body } = await getJson(api('/galleries'));
    expect(res.status).toBe(200);
    const list = body as GalleryList;
    expect(Object.keys(list).sort()).toEqual(['counts', 'data', 'pagination', 'success']);
    expect(list.data).toHaveLength(12);
    for (const item of list.data) {
      expect(Object.keys(item).sort()).toEqual([
        'category',
        'description',
        'id',
        'image_url',
        'is_featured',
        'likes',
        'slug',
        'tags',
        'taken_at',
        'title',
        'views',
      ]);
      expect(item.image_url).toBe(`/images/gallery/${item.slug}.svg`);
      expect(item.taken_at).toMatch(isoDate);
      expect(galleryCategories.map((c) => c.value)).toContain(item.category);
      expect(item.tags.length).toBeGreaterThan(0);
    }
    const dates = list.data.map((item) => item.taken_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const { all, ...perCategory } = list.counts;
    expect(Object.keys(perCategory).sort()).toEqual(galleryCategories.map((c) => c.value).sort());
    expect(Object.values(perCategory).reduce((a, b) => a + b, 0)).toBe(all);
    expect(list.pagination.total).toBe(all);
  });

  it('filters by category, featured and search, and sorts by likes', async () => {
    const byCategory = (await getJson(api('/galleries?category=team'))).body as GalleryList;
    expect(byCategory.data.every((item) => item.category === 'team')).toBe(true);
    expect(byCategory.pagination.total).toBe(byCategory.counts.team);
    const featured = (await getJson(api('/galleries?featured=true'))).body as GalleryList;
    expect(featured.data.length).toBeGreaterThan(0);
    expect(featured.data.every((item) => item.is_featured)).toBe(true);
    const search = (await getJson(api('/galleries?search=HOMECARE'))).body as GalleryList;
    expect(search.data.length).toBeGreaterThan(0);
    expect(
      search.data.every((item) =>
        `${item.title} ${item.description} ${item.tags.join(' ')}`
          .toLowerCase()
          .includes('homecare'),
      ),
    ).toBe(true);
    const likes = (
      (await getJson(api('/galleries?sort_by=likes&per_page=50'))).body as GalleryList
    ).data.map((item) => item.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it.each([
    ['taken_at', 'asc'],
    ['views', 'asc'],
    ['views', 'desc'],
    ['likes', 'asc'],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder) => {
    const list = (
      (await getJson(api(`/galleries?per_page=50&sort_by=${sortBy}&sort_order=${sortOrder}`)))
        .body as GalleryList
    ).data;
    const values = list.map((item) => item[sortBy]);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
  });

  it('pages with page and per_page, and filters featured=false', async () => {
    const first = (await getJson(api('/galleries?per_page=5'))).body as GalleryList;
    const second = (await getJson(api('/galleries?per_page=5&page=2'))).body as GalleryList;
    expect(first.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(first.counts.all / 5),
      per_page: 5,
      total: first.counts.all,
    });
    expect(second.pagination.current_page).toBe(2);
    const ids = [...first.data, ...second.data].map((item) => item.id);
    expect(new Set(ids).size).toBe(10);
    const notFeatured = (await getJson(api('/galleries?featured=false&per_page=50')))
      .body as GalleryList;
    const featured = (await getJson(api('/galleries?featured=1&per_page=50'))).body as GalleryList;
    expect(notFeatured.data.some((item) => item.is_featured)).toBe(false);
    expect(notFeatured.pagination.total + featured.pagination.total).toBe(first.counts.all);
  });

  it('counts per category what the list can show: the featured filter applies to counts', async () => {
    const all = (await getJson(api('/galleries?per_page=50'))).body as GalleryList;
    const notFeatured = (await getJson(api('/galleries?featured=false&per_page=50')))
      .body as GalleryList;
    const featured = (await getJson(api('/galleries?featured=true&per_page=50')))
      .body as GalleryList;
    const perCategory = (items: GalleryItem[]) =>
      Object.fromEntries(
        galleryCategories.map(({ value }) => [
          value,
          items.filter((item) => item.category === value).length,
        ]),
      );
    expect(featured.data.length).toBeGreaterThan(0);
    expect(notFeatured.counts).toEqual({
      all: notFeatured.data.length,
      ...perCategory(notFeatured.data),
    });
    expect(featured.counts).toEqual({ all: featured.data.length, ...perCategory(featured.data) });
    expect(all.counts.all).toBe(notFeatured.counts.all + featured.counts.all);
    // A category or search narrows the list, not the chips' counts.
    const therapy = (await getJson(api('/galleries?featured=false&category=therapy')))
      .body as GalleryList;
    expect(therapy.counts).toEqual(notFeatured.counts);
  });

  it('answers one photo by id or slug', async () => {
    const item = await data<GalleryItem>('/galleries/tim-homecare');
    expect(await data<GalleryItem>(`/galleries/${item.id}`)).toEqual(item);
    await notFound('/galleries/999999', 'Foto galeri tidak ditemukan');
  });
});

describe('GET /faqs, /team, /testimonials', () => {
  it('lists at least 8 active FAQs in order, with their category', async () => {
    const faqs = await data<FaqItem[]>('/faqs');
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    for (const faq of faqs) {
      expect(Object.keys(faq).sort()).toEqual([
        'answer',
        'category',
        'id',
        'isActive',
        'order',
        'question',
      ]);
      expect(faq.question).toMatch(/\?$/);
      expect(faq.isActive).toBe(true);
      if (faq.category) expect(Object.keys(faq.category).sort()).toEqual(['id', 'name', 'slug']);
    }
    const orders = faqs.map((faq) => faq.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('quotes only prices generated from the constants', async () => {
    const faqs = await data<FaqItem[]>('/faqs');
    const prices = faqs.flatMap((faq) => quotedPrices(faq.answer));
    expect(prices.length).toBeGreaterThanOrEqual(3);
    for (const price of prices) expect(knownPrices).toContain(price);
    expect(faqs.map((faq) => faq.answer).join(' ')).toContain(
      formatPriceRange(serviceFacts('homecare').price),
    );
  });

  it('lists the team of 3', async () => {
    const team = await data<TeamMember[]>('/team');
    expect(team).toHaveLength(3);
    for (const member of team) {
      expect(Object.keys(member).sort()).toEqual([
        'credentials',
        'description',
        'experience',
        'id',
        'job_title',
        'name',
        'role',
      ]);
      expect(member.experience).toMatch(/tahun$/);
      // Every degree after the name is spelt out in the credentials: "M.Fis." in "(M.Fis.)".
      for (const degree of member.name.split(', ').slice(1)) {
        expect(member.credentials).toContain(`(${degree})`);
      }
      expect(member.job_title).toMatch(/Fisioterapis/);
    }
  });

  it('lists testimonials rated 1 to 5', async () => {
    const testimonials = await data<Testimonial[]>('/testimonials');
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const testimonial of testimonials) {
      expect(Object.keys(testimonial).sort()).toEqual(['content', 'id', 'name', 'rating', 'role']);
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('GET /contact', () => {
  it('answers the contact settings, hours, branches and form subjects', async () => {
    const info = await data<ContactInfo>('/contact');
    expect(info).toMatchObject(defaultSettings.contact);
    expect(info.business_hours).toEqual(businessHours);
    expect(info.timezone).toBe('Asia/Jakarta');
    expect(info.locations.map((l) => l.slug)).toEqual(branches.map((b) => b.value));
    for (const location of info.locations) {
      expect(Object.keys(location).sort()).toEqual([
        'address',
        'id',
        'is_main_location',
        'name',
        'phone',
        'slug',
      ]);
    }
    expect(info.subjects).toEqual(contactSubjects.map(({ value, label }) => ({ value, label })));
  });
});

describe('GET /settings/:group and /settings/:group/:key', () => {
  it.each(Object.keys(defaultSettings))('answers the %s group', async (group) => {
    expect(await data(`/settings/${group}`)).toEqual(
      defaultSettings[group as keyof typeof defaultSettings],
    );
  });

  it('answers one value', async () => {
    expect(await data('/settings/contact/whatsapp')).toBe(contact.whatsapp);
    expect(await data('/settings/general/timezone')).toBe('Asia/Jakarta');
    expect(await data('/settings/general/maintenance_mode')).toBe(false);
    expect(await data('/settings/general/business_hours')).toEqual(businessHours);
  });

  it.each([
    ['/settings/billing', 'Grup pengaturan tidak ditemukan'],
    ['/settings/billing/phone', 'Grup pengaturan tidak ditemukan'],
    ['/settings/contact/fax', 'Pengaturan tidak ditemukan'],
    ['/settings/contact/constructor', 'Pengaturan tidak ditemukan'],
    ['/settings/__proto__', 'Grup pengaturan tidak ditemukan'],
    ['/settings/website/__proto__', 'Pengaturan tidak ditemukan'],
  ])('answers 404 JSON for %s', async (path, message) => {
    await notFound(path, message);
  });
});

describe('methods', () => {
  it.each([
    ['POST', '/articles'],
    ['DELETE', '/articles/tortikolis-pada-bayi'],
    ['PUT', '/categories'],
    ['PATCH', '/pages/tentang-kami'],
    ['DELETE', '/locations/main'],
    ['POST', '/galleries'],
    ['POST', '/faqs'],
    ['PUT', '/team'],
    ['DELETE', '/testimonials'],
    ['POST', '/contact'],
    ['PUT', '/settings/contact/phone'],
  ])('answers %s %s with 405 JSON', async (method, path) => {
    const { res, body } = await getJson(api(path), { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect((body as ApiError).success).toBe(false);
  });
});
