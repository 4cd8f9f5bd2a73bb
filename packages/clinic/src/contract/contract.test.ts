import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { articleListQuery } from './articles';
import { contactMessageInputSchema } from './contact';
import { fieldMessages } from './field-messages';
import { galleryListQuery } from './galleries';
import { isValidPhone, optionLabel } from './options';
import { intParam, lenient, textParam } from './params';
import { apiPaths } from './booking-paths';

const messagesOf = (result: ReturnType<typeof z.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the article list parameters', () => {
  it('fill in the defaults the API documents', () => {
    expect(z.parse(articleListQuery, {})).toEqual({
      page: 1,
      per_page: 9,
      sort_by: 'published_at',
      sort_order: 'desc',
    });
  });

  it('refuse a bad value with an Indonesian message per parameter', () => {
    const result = z.safeParse(articleListQuery, {
      page: '0',
      per_page: '51',
      sort_by: 'likes',
      category: 'Nyeri Lutut',
    });
    expect(messagesOf(result)).toEqual([
      ['page', 'Parameter page minimal 1'],
      ['per_page', 'Parameter per_page maksimal 50'],
      ['sort_by', 'Parameter sort_by harus salah satu dari: published_at, title, views'],
      ['category', 'Parameter category hanya boleh berisi huruf kecil, angka, dan tanda hubung'],
    ]);
  });

  it('read blank filters as no filter, and trim text', () => {
    expect(z.parse(articleListQuery, { search: '  lutut ', tag: ' ', category: '' })).toMatchObject(
      {
        search: 'lutut',
        tag: undefined,
        category: undefined,
      },
    );
  });
});

describe('lenient', () => {
  const urlState = lenient(articleListQuery);

  it('keeps every valid value, as the strict schema does', () => {
    const query = {
      page: '3',
      sort_by: 'views',
      sort_order: 'asc',
      tag: 'lari',
      category: 'cedera',
    };
    expect(z.parse(urlState, query)).toEqual(z.parse(articleListQuery, query));
  });

  it('puts the default (or nothing) in place of every invalid value, and never throws', () => {
    expect(
      z.parse(urlState, {
        page: 'dua',
        sort_by: 'likes',
        category: 'Bukan Slug',
        search: 'a'.repeat(300),
      }),
    ).toEqual({ page: 1, per_page: 9, sort_by: 'published_at', sort_order: 'desc' });
  });

  it('reads the gallery filters the same way', () => {
    expect(
      z.parse(lenient(galleryListQuery), { featured: 'ya', category: 'therapy' }),
    ).toMatchObject({
      featured: undefined,
      category: 'therapy',
    });
  });
});

describe('parameter builders', () => {
  it('intParam reads decimal text only', () => {
    expect(messagesOf(z.safeParse(intParam('page', 1, 5), '1e3'))).toEqual([
      ['', 'Parameter page harus berupa bilangan bulat'],
    ]);
    expect(z.parse(intParam('page', 1, 5), '4')).toBe(4);
  });

  it('textParam limits free text to 200 characters, in Indonesian', () => {
    expect(z.safeParse(textParam('search'), 'a'.repeat(200)).success).toBe(true);
    expect(messagesOf(z.safeParse(textParam('search'), 'a'.repeat(201)))).toEqual([
      ['', 'Parameter search maksimal 200 karakter'],
    ]);
  });

  it('textParam refuses control characters, which the API refuses too', () => {
    expect(messagesOf(z.safeParse(textParam('tag'), 'lari\u0000'))).toEqual([
      ['', 'Parameter tag berisi karakter yang tidak diizinkan'],
    ]);
    expect(z.parse(textParam('tag'), ' lari ')).toBe('lari');
  });
});

describe('the contact message', () => {
  const valid = {
    name: ' Budi Santoso ',
    email: 'budi@example.com',
    phone: '0812-3456-7890',
    subject: 'booking',
    message: 'Saya ingin booking terapi lutut.\nHari Sabtu.',
  };

  it('is trimmed and accepted when every field is right', () => {
    expect(z.parse(contactMessageInputSchema, valid)).toMatchObject({ name: 'Budi Santoso' });
  });

  it('says for each field how to fix it', () => {
    const result = z.safeParse(contactMessageInputSchema, {
      name: '',
      email: 'budi@',
      phone: '12345',
      subject: 'spam',
    });
    expect(messagesOf(result)).toEqual([
      ['name', 'Nama wajib diisi'],
      ['email', 'Format email tidak valid, contoh: nama@domain.com'],
      ['phone', 'Format nomor telepon tidak valid, contoh: 0812-3456-7890'],
      [
        'subject',
        'Subjek harus salah satu dari: konsultasi, booking, homecare, kerjasama, lainnya',
      ],
      ['message', 'Pesan wajib diisi'],
    ]);
  });
});

describe('fieldMessages', () => {
  it('gives a form the first message of each refused field, nothing for a valid value', () => {
    expect(
      fieldMessages(contactMessageInputSchema, {
        name: 'Budi',
        email: '',
        phone: '0812',
        subject: '',
        message: 'Halo',
      }),
    ).toEqual({
      email: 'Email wajib diisi',
      phone: 'Format nomor telepon tidak valid, contoh: 0812-3456-7890',
      subject: 'Subjek wajib dipilih',
    });
    expect(
      fieldMessages(contactMessageInputSchema, {
        name: 'Budi',
        email: 'budi@example.com',
        phone: '081234567890',
        subject: 'lainnya',
        message: 'Halo',
      }),
    ).toEqual({});
  });
});

describe('isValidPhone (spec section 9)', () => {
  it.each(['081234567890', '+62 812 3456 7890', '62812345678', '(022) 8730-5521'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['0812', '+1 555 123 4567 890', 'nomor saya', '0812345678901234'])(
    'refuses %s',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe('optionLabel', () => {
  const options = [
    { value: 'booking', label: 'Booking Janji Temu' },
    { value: 'lainnya', label: 'Lainnya' },
  ];
  it('gives the label of a known value and the value itself for any other', () => {
    expect(optionLabel(options, 'booking')).toBe('Booking Janji Temu');
    expect(optionLabel(options, 'arsip')).toBe('arsip');
  });
});

describe('apiPaths', () => {
  it('asks for exactly the set filters, encoded', () => {
    expect(apiPaths.articles({ page: 2, sort_by: 'views', tag: 'lari & jalan', search: '' })).toBe(
      '/v1/articles?page=2&sort_by=views&tag=lari+%26+jalan',
    );
    expect(apiPaths.article('nyeri lutut/2')).toBe('/v1/articles/nyeri%20lutut%2F2');
    expect(apiPaths.galleries({ featured: false })).toBe('/v1/galleries?featured=false');
    expect(apiPaths.featuredArticles()).toBe('/v1/articles/featured');
  });
});
