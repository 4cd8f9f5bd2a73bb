import { join } from 'node:path';
import {
  bookingPagePaths,
  apiPaths,
  branchLocations,
  chatUrl,
  clinic,
  type ApiCreated,
  type BookingCreated,
} from '@klinik/clinic';
import ICAL from 'ical.js';
import type { Attachment } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { asClient, postJson, tempDir, until, visitorDatabasePath, withConnection } from './helpers';
import { startMailServer, type MailServer, type ReceivedMail } from './mail-server';

let temp: ReturnType<typeof tempDir>;
let mail: MailServer;
let server: RunningServer;
const siteUrl = 'https://contoh.geraksehat.id';
// Monday 30 November 2026, 08:00 in Jakarta.
const now = () => Date.parse('2026-11-30T01:00:00Z');

beforeEach(async () => {
  temp = tempDir('booking-mail');
  mail = await startMailServer();
  server = await startServer({
    port: 0,
    databasePath: join(temp.dir, 'klinik.db'),
    trustProxy: 1,
    siteUrl,
    now,
    smtp: {
      smtpUrl: `smtp://klinik:rahasia@127.0.0.1:${mail.port}`,
      inbox: 'resepsionis@geraksehat.id',
    },
    log: () => undefined,
  });
});

afterEach(async () => {
  await server.close();
  await mail.close();
  temp.cleanup();
});

const visitorPath = () => visitorDatabasePath(join(temp.dir, 'klinik.db'));

async function book(values: Record<string, unknown>): Promise<BookingCreated> {
  const { res, body } = await postJson(
    `${server.url}/api${apiPaths.createBooking()}`,
    {
      branch: 'sumur-bandung',
      service: 'rehab-recovery',
      date: '2026-12-02',
      time: '13:00',
      name: 'Budi Santoso',
      phone: '0812-3456-7001',
      complaint: 'Nyeri lutut kanan setelah lari.',
      consent: true,
      ...values,
    },
    asClient(1),
  );
  expect(res.status).toBe(201);
  return (body as ApiCreated<BookingCreated>).data;
}

/** The attached calendar file, parsed back with a real iCalendar parser. */
function calendarOf(received: ReceivedMail | undefined) {
  const attachment = received?.mail.attachments.find((item: Attachment) =>
    item.contentType.startsWith('text/calendar'),
  );
  if (!attachment) throw new Error('No calendar file attached');
  const root = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')));
  const event = root.getFirstSubcomponent('vevent');
  if (!event) throw new Error('No VEVENT');
  return { root, event, filename: attachment.filename };
}

const byRecipient = (address: string) =>
  mail.received.filter((item) => item.recipients.includes(address));

describe('the mails of a booking', () => {
  it('reach the branch (calendar file, tap-to-chat) and the visitor (private link), through the outbox', async () => {
    const created = await book({ email: 'budi@contoh.id' });
    await mail.waitFor(2);
    const branchEmail = branchLocations['sumur-bandung'].email;
    const [toBranch] = byRecipient(branchEmail);
    const [toVisitor] = byRecipient('budi@contoh.id');

    expect(toBranch?.mail.subject).toBe(
      `[Janji Temu Baru] ${created.code} · Budi Santoso · Rabu, 2 Desember 2026 pukul 13.00`,
    );
    expect(toBranch?.mail.replyTo).toMatchObject({ value: [{ address: 'budi@contoh.id' }] });
    expect(toBranch?.mail.text).toContain(`Chat pasien : ${chatUrl('0812-3456-7001')}?text=`);
    expect(toBranch?.mail.text).toContain('Nyeri lutut kanan setelah lari.');
    expect(toBranch?.mail.text).not.toContain(created.manage_token);
    const branchCalendar = calendarOf(toBranch);
    expect(branchCalendar.filename).toBe(`janji-temu-${created.code}.ics`);
    expect(branchCalendar.event.getFirstPropertyValue('location')).toContain(
      branchLocations['sumur-bandung'].address,
    );
    expect(branchCalendar.event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      clinic.timezone,
    );

    expect(toVisitor?.mail.subject).toBe(
      `Janji temu Anda terkonfirmasi: Rabu, 2 Desember 2026 pukul 13.00 (${created.code})`,
    );
    expect(toVisitor?.mail.text).toContain(
      `${siteUrl}${bookingPagePaths.bookingManage(created.manage_token)}`,
    );
    expect(toVisitor?.mail.text).toContain('Kebijakan pembatalan:');
    expect(calendarOf(toVisitor).event.getFirstPropertyValue('uid')).toBe(
      branchCalendar.event.getFirstPropertyValue('uid'),
    );

    // Delivered: the stored copy keeps its subject only, so the link is no longer kept.
    await until(
      () =>
        withConnection(visitorPath(), (db) =>
          db
            .prepare<[], { n: number }>(
              "SELECT count(*) AS n FROM booking_mails WHERE status = 'sent'",
            )
            .get(),
        )?.n === 2,
    );
    const stored = withConnection(visitorPath(), (db) =>
      db.prepare<[], { mail: string }>('SELECT mail FROM booking_mails').all(),
    );
    expect(stored.map((row) => row.mail).join('')).not.toContain(created.manage_token);
  });

  it('of a move and a cancellation carry the same UID, a higher SEQUENCE, and CANCEL at the end', async () => {
    const created = await book({ email: 'budi@contoh.id' });
    await mail.waitFor(2);
    await postJson(`${server.url}/api${apiPaths.moveBooking(created.manage_token)}`, {
      date: '2026-12-03',
      time: '09:00',
    });
    await mail.waitFor(4);
    await postJson(`${server.url}/api${apiPaths.cancelBooking(created.manage_token)}`, {});
    await mail.waitFor(6);
    const branchMails = byRecipient(branchLocations['sumur-bandung'].email);
    expect(branchMails.map((item) => item.mail.subject?.split(']')[0])).toEqual([
      '[Janji Temu Baru',
      '[Janji Temu Dipindah',
      '[Janji Temu Dibatalkan',
    ]);
    const [first, moved, cancelled] = branchMails.map(calendarOf);
    expect(moved?.event.getFirstPropertyValue('sequence')).toBe(1);
    expect(moved?.event.getFirstPropertyValue('uid')).toBe(
      first?.event.getFirstPropertyValue('uid'),
    );
    expect(branchMails[1]?.mail.text).toContain('Jadwal lama : Rabu, 2 Desember 2026 pukul 13.00');
    expect(cancelled?.root.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled?.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled?.event.getFirstPropertyValue('sequence')).toBe(2);
    expect(byRecipient('budi@contoh.id')).toHaveLength(3);
  });

  it('go to the clinic’s inbox for a branch without an e-mail, and to no visitor without one', async () => {
    withConnection(join(temp.dir, 'klinik.db'), (db) =>
      db.prepare("UPDATE locations SET email = '' WHERE slug = 'mhorfitness'").run(),
    );
    await book({ branch: 'mhorfitness' });
    const [received] = await mail.waitFor(1);
    expect(received?.recipients).toEqual(['resepsionis@geraksehat.id']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received).toHaveLength(1);
  });
});
