import { bookingPagePaths, branchLocations, jakartaInstant } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { createBookingMailQueue, openStoredMail } from '../src/data/booking-mail-queue';
import { createBookingRows, type BookingRow } from '../src/data/booking-store';
import type { StoredMail } from '../src/mail/booking-mail';
import { storesForTests, testStaffKey } from './helpers';

const files = storesForTests('booking-mail-queue');
const siteUrl = 'https://contoh.geraksehat.id/';
const token = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const manageUrl = `https://contoh.geraksehat.id${bookingPagePaths.bookingManage(token)}`;

/** Monday 30 November 2026, 08:00 in Jakarta. */
const now = new Date('2026-11-30T01:00:00Z');

const queue = () =>
  createBookingMailQueue({
    rows: createBookingRows(files.db),
    locations: files.stores.locations,
    settings: files.stores.settings,
    siteUrl,
    key: testStaffKey,
  });

function booked(email: string | null): BookingRow {
  const start = jakartaInstant('2026-12-01', '09:00');
  return createBookingRows(files.db).insert({
    code: '7KQ4-M2XD',
    token,
    branch: 'sumur-bandung',
    service: 'rehab-recovery',
    start,
    end: new Date(start.getTime() + 90 * 60_000),
    name: 'Budi Santoso',
    phone: '0812-3456-7001',
    phoneKey: '6281234567001',
    email,
    complaint: 'Nyeri lutut.',
    client: 'client-a',
    now,
  });
}

interface MailRow {
  booking_id: number;
  kind: string;
  recipient: string;
  to_address: string | null;
  mail: string;
  created_at: string;
  next_attempt_at: string;
}

const stored = () =>
  files.db
    .prepare<[], MailRow>(
      `SELECT booking_id, kind, recipient, to_address, mail, created_at, next_attempt_at
       FROM visitors.booking_mails ORDER BY id`,
    )
    .all()
    .map((row) => ({
      ...row,
      raw: row.mail,
      mail: openStoredMail(row.mail, row.booking_id, testStaffKey) as StoredMail,
    }));

describe('a booking’s mails', () => {
  it('go to the branch and to the visitor, the private link from the contract’s page path', () => {
    const row = booked('budi@contoh.id');
    queue().queue(row, now, { kind: 'created' }, token);
    const mails = stored();
    expect(mails.map(({ recipient, to_address }) => [recipient, to_address])).toEqual([
      ['clinic', branchLocations['sumur-bandung'].email],
      ['visitor', 'budi@contoh.id'],
    ]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ booking_id: row.id, kind: 'created' });
      expect(mail.created_at).toBe(now.toISOString());
      // Due at once: the outbox runs on the same clock as the rules.
      expect(mail.next_attempt_at).toBe(now.toISOString());
    }
    const visitor = mails[1]?.mail.text ?? '';
    expect(visitor).toContain(`Lihat, pindah, atau batalkan janji temu: ${manageUrl}`);
    // Stored sealed: the link is in the visitor file only under the staff key.
    expect(mails[1]?.raw).not.toContain(token);
    expect(JSON.parse(mails[1]?.raw ?? '{}')).toMatchObject({ subject: mails[1]?.mail.subject });
    for (const item of files.stores.settings.booking().what_to_bring) {
      expect(visitor).toContain(`- ${item}`);
    }
    expect(mails[0]?.mail.text).toContain('Layanan     : Fisioterapi Olahraga');
  });

  it('go to the branch only when no e-mail was given, and carry no link without the token', () => {
    const row = booked(null);
    queue().queue(row, now, { kind: 'cancelled', cancelledBy: 'clinic' });
    const mails = stored();
    expect(mails.map((mail) => mail.recipient)).toEqual(['clinic']);
    expect(JSON.stringify(mails)).not.toContain(bookingPagePaths.bookingManage(token));
  });
});

describe('a booking’s calendar file', () => {
  it('names the branch and the private link, and cancels the event once cancelled', () => {
    const row = booked('budi@contoh.id');
    const file = queue().calendar(row, now, token);
    expect(file.filename).toBe('janji-temu-7KQ4-M2XD.ics');
    expect(file.method).toBe('PUBLISH');
    expect(file.content.replace(/\r\n /g, '')).toContain(manageUrl);
    expect(file.content).toContain('Sumur Bandung');

    const cancelled = createBookingRows(files.db).cancel(row.id, now, 'visitor');
    expect(queue().calendar(cancelled, now, token).method).toBe('CANCEL');
  });
});
