import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  bookableServiceValues,
  bookingAnswerSchemas,
  bookingMessages,
  bookingMoveSchema,
  bookingRequestSchema,
  bookingSchema,
  bookingTimesQuery,
  bookingTokenParam,
  type BookingEndpoint,
} from './booking';
import { consultationMessages } from './consultation';
import { fieldMessages } from './field-messages';
import { apiFilePaths, apiPaths, bookingApiPaths } from './booking-paths';
import { bookingPagePaths } from './booking-page-paths';
import { pagePaths } from './paths';

const valid = {
  branch: 'sumur-bandung',
  service: 'rehab-recovery',
  date: '2026-11-30',
  time: '09:30',
  name: ' Sari Wulandari ',
  phone: '0812-3456-7890',
  email: '',
  complaint: '',
  consent: true,
};

const messages = (values: Record<string, unknown>) =>
  fieldMessages(bookingRequestSchema, { ...valid, ...values });

describe('the booking form', () => {
  it('passes a complete form, trimmed, with the optional fields left empty as absent', () => {
    expect(messages({})).toEqual({});
    const parsed = z.parse(bookingRequestSchema, valid);
    expect(parsed.name).toBe('Sari Wulandari');
    expect(parsed.email).toBeUndefined();
    expect(parsed.complaint).toBeUndefined();
    expect(parsed.consent).toBe(true);
  });

  it('books the five services given at a branch, and not homecare', () => {
    expect(bookableServiceValues).toEqual([
      'rehab-recovery',
      'sport-science',
      'edukasi-injury',
      'pediatric',
      'geriatric',
    ]);
    expect(messages({ service: 'homecare' })).toEqual({
      service: bookingMessages.serviceRequired,
    });
  });

  it('names each missing field with its message, the consultation form’s for name and number', () => {
    expect(
      fieldMessages(bookingRequestSchema, {
        branch: '',
        service: '',
        date: '',
        time: '',
        name: '  ',
        phone: '',
      }),
    ).toEqual({
      branch: consultationMessages.branchRequired,
      service: bookingMessages.serviceRequired,
      date: bookingMessages.dateRequired,
      time: bookingMessages.timeRequired,
      name: consultationMessages.nameRequired,
      phone: consultationMessages.phoneRequired,
      consent: bookingMessages.consentRequired,
    });
  });

  it('checks the WhatsApp number with the spec’s rule', () => {
    for (const phone of ['0812 3456 7890', '+62 812-3456-7890', '6281234567890']) {
      expect(messages({ phone }), phone).toEqual({});
    }
    for (const phone of ['0812', '+1 812 3456 7890', 'nomor saya']) {
      expect(messages({ phone }), phone).toEqual({ phone: consultationMessages.phoneInvalid });
    }
  });

  it('refuses a date or time that is not one, whatever the day', () => {
    expect(messages({ date: '2026-02-30', time: '9:30' })).toEqual({
      date: bookingMessages.dateRequired,
      time: bookingMessages.timeRequired,
    });
  });

  it('checks an e-mail only when one is given', () => {
    expect(messages({ email: 'sari@contoh.id' })).toEqual({});
    expect(messages({ email: null })).toEqual({});
    expect(messages({ email: 'sari@' })).toEqual({ email: bookingMessages.emailInvalid });
  });

  it('takes a complaint of at most 1,000 characters, with its lines', () => {
    expect(messages({ complaint: `Nyeri lutut\n${'a'.repeat(988)}` })).toEqual({});
    expect(messages({ complaint: 'a'.repeat(1001) })).toEqual({
      complaint: 'Keluhan maksimal 1000 karakter',
    });
  });

  it('needs consent: true as JSON or "on" from a plain form, nothing else', () => {
    expect(messages({ consent: 'on' })).toEqual({});
    for (const consent of [false, 'off', '', undefined, 'ya']) {
      expect(messages({ consent }), String(consent)).toEqual({
        consent: bookingMessages.consentRequired,
      });
    }
  });

  it('keeps what a bot put in the honeypot, as text, never refusing it', () => {
    expect(z.parse(bookingRequestSchema, { ...valid, website: 42 }).website).toBe('42');
    expect(z.parse(bookingRequestSchema, valid).website).toBeUndefined();
  });

  it('moves to a date and a time, with the same messages', () => {
    expect(fieldMessages(bookingMoveSchema, { date: '2026-12-01' })).toEqual({
      time: bookingMessages.timeRequired,
    });
  });
});

describe('the free-times parameters', () => {
  it('need a branch and a bookable service; the date may be left out', () => {
    expect(z.parse(bookingTimesQuery, { branch: 'mhorfitness', service: 'pediatric' })).toEqual({
      branch: 'mhorfitness',
      service: 'pediatric',
    });
    const refused = z.safeParse(bookingTimesQuery, {
      branch: 'jakarta',
      service: 'homecare',
      date: '30-11-2026',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'branch',
        'Parameter branch harus salah satu dari: kiaracondong, sumur-bandung, mhorfitness',
      ],
      [
        'service',
        'Parameter service harus salah satu dari: rehab-recovery, sport-science, edukasi-injury, pediatric, geriatric',
      ],
      ['date', 'Parameter date harus berupa tanggal (YYYY-MM-DD)'],
    ]);
  });
});

describe('the booking answers', () => {
  // A code and a token as the API makes them (apps/api/src/data/booking-codes.ts).
  const code = '29GQ-X6DM';
  const token = 'AAcOFRwjKjE4P0ZNVFtiaXB3foWMk5qhqK-2vcTL0tk';
  const booking = {
    code,
    status: 'confirmed',
    branch: 'kiaracondong',
    service: 'geriatric',
    date: '2026-11-30',
    time: '09:30',
    start: '2026-11-30T02:30:00.000Z',
    end: '2026-11-30T03:30:00.000Z',
    name: 'Sari Wulandari',
    can_self_manage: true,
    created_at: '2026-11-26T03:00:00.000Z',
  };

  it('give the token only when the booking is made', () => {
    const created = {
      success: true,
      message: 'Janji temu dibuat',
      data: { ...booking, manage_token: token },
    };
    expect(z.parse(bookingAnswerSchemas.createBooking, created).data.manage_token).toBe(token);
    // Every other answer drops it: a booking as read never carries the token.
    const read = z.parse(bookingAnswerSchemas.booking, { success: true, data: created.data });
    expect(read.data).not.toHaveProperty('manage_token');
    expect(Object.keys(bookingSchema.def.shape)).not.toContain('manage_token');
  });

  it('refuse a code or a token not made by the generators', () => {
    expect(z.safeParse(bookingSchema, { ...booking, code: 'ABCD-EFG0' }).success).toBe(false);
    expect(z.safeParse(bookingTokenParam, token).success).toBe(true);
    expect(z.safeParse(bookingTokenParam, 'kode-pendek').error?.issues[0]?.message).toBe(
      bookingMessages.notFound,
    );
  });
});

describe('the booking paths', () => {
  const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';

  it('name every booking call of the API', () => {
    const calls: Record<BookingEndpoint, string> = {
      bookingInfo: bookingApiPaths.bookingInfo(),
      bookingTimes: bookingApiPaths.bookingTimes({ branch: 'kiaracondong', service: 'pediatric' }),
      createBooking: bookingApiPaths.createBooking(),
      booking: bookingApiPaths.booking(token),
      cancelBooking: bookingApiPaths.cancelBooking(token),
      moveBooking: bookingApiPaths.moveBooking(token),
      bookingData: bookingApiPaths.bookingData(token),
      correctBooking: bookingApiPaths.correctBooking(token),
      eraseBooking: bookingApiPaths.eraseBooking(token),
    };
    expect(calls).toEqual({
      bookingInfo: '/v1/booking-info',
      bookingTimes: '/v1/booking-times?branch=kiaracondong&service=pediatric',
      createBooking: '/v1/bookings',
      booking: `/v1/bookings/${token}`,
      cancelBooking: `/v1/bookings/${token}/cancel`,
      moveBooking: `/v1/bookings/${token}/move`,
      bookingData: `/v1/bookings/${token}/data`,
      correctBooking: `/v1/bookings/${token}/data`,
      eraseBooking: `/v1/bookings/${token}/erase`,
    });
    expect(apiFilePaths.bookingCalendar(token)).toBe(`/v1/bookings/${token}/calendar.ics`);
    // Served, so in the table the API's answers test asks.
    expect(apiPaths).toMatchObject(bookingApiPaths);
    expect(
      bookingApiPaths.bookingTimes({
        branch: 'mhorfitness',
        service: 'geriatric',
        date: '2026-12-01',
      }),
    ).toBe('/v1/booking-times?branch=mhorfitness&service=geriatric&date=2026-12-01');
  });

  it('name the pages, with a branch or service chosen and by the private token', () => {
    expect(pagePaths.booking).toBe('/janji-temu');
    expect(pagePaths.bookingWith({ branch: 'sumur-bandung' })).toBe(
      '/janji-temu?branch=sumur-bandung',
    );
    expect(pagePaths.bookingWith({ service: 'pediatric' })).toBe('/janji-temu?service=pediatric');
    expect(pagePaths.bookingWith({})).toBe('/janji-temu');
    expect(bookingPagePaths.bookingConfirmation(token)).toBe(`/janji-temu/selesai/${token}`);
    expect(bookingPagePaths.bookingManage(token)).toBe(`/janji-temu/kelola/${token}`);
  });
});
