import {
  bookingPagePaths,
  bookingReminderText,
  clinic,
  staffApiPaths,
  type StaffBooking,
} from '@klinik/clinic';
import ICAL from 'ical.js';
import type { Attachment } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from './helpers';
import { startMailServer, type MailServer, type ReceivedMail } from './mail-server';
import { bookOnline, call, deskServer, signIn, staffAccount, type Signed } from './staff-helpers';

/*
 * The day-before reminder (issue 36), end to end on a real server, real files and a real SMTP
 * server: queued with the booking, sent by the outbox at 08:00 WIB the day before on the
 * server's clock (the tests move it), once, with the private link and the calendar file; the
 * desk's booking answer says whether it went.
 */

const siteUrl = 'https://contoh.geraksehat.id';
let mail: MailServer;
const desk = deskServer('staff-reminders');
let kiara: Signed;

beforeAll(async () => {
  mail = await startMailServer();
  await desk.start({
    siteUrl,
    smtp: { smtpUrl: `smtp://klinik:rahasia@127.0.0.1:${mail.port}`, idleCheckMs: 50 },
    reminderIntervalMs: 50,
  });
  kiara = await staffAccount(desk, 'desk', ['kiaracondong']);
});
afterAll(async () => {
  await desk.stop();
  await mail.close();
});

/** 08:00 WIB on `date`, as the server's clock. */
const eightOn = (date: string) => Date.parse(`${date}T01:00:00Z`);

const toPatient = (address: string) =>
  mail.received.filter((item) => item.recipients.includes(address));
const reminders = (address: string) =>
  toPatient(address).filter((item) => item.mail.subject?.startsWith('Pengingat janji temu'));

/** The desk's view of a booking (a session made at the clock's time). */
async function atDesk(code: string): Promise<StaffBooking> {
  const answer = await call(desk, staffApiPaths.booking(code), {
    cookie: (await signInAgain()).cookie,
  });
  expect(answer.res.status).toBe(200);
  return answer.body.data as StaffBooking;
}
const signInAgain = () => signIn(desk, kiara.email, kiara.password);

/** The reminders of a booking as stored: how many, and their status. */
const storedReminders = (code: string) =>
  desk.db
    .prepare<[string], { status: string; visit_start: string }>(
      `SELECT m.status, m.visit_start FROM visitors.booking_mails m
       JOIN visitors.bookings b ON b.id = m.booking_id
       WHERE b.code = ? AND m.kind = 'reminder' ORDER BY m.id`,
    )
    .all(code);

/** Lets the outbox and the reminder task make a few passes on the clock as it is. */
const somePasses = () => new Promise((resolve) => setTimeout(resolve, 400));

function calendarOf(received: ReceivedMail | undefined) {
  const attachment = received?.mail.attachments.find((item: Attachment) =>
    item.contentType.startsWith('text/calendar'),
  );
  if (!attachment) throw new Error('No calendar file attached');
  const event = new ICAL.Component(
    ICAL.parse(attachment.content.toString('utf8')),
  ).getFirstSubcomponent('vevent');
  if (!event) throw new Error('No VEVENT');
  return { event, filename: attachment.filename };
}

describe('the day-before reminder', () => {
  it('leaves at 08:00 WIB the day before, once, with the private link and the calendar file; the desk says it was sent', async () => {
    desk.now = eightOn('2026-11-30');
    const booked = await bookOnline(desk, {
      date: '2026-12-02',
      time: '10:00',
      name: 'Ratna Sari',
      email: 'ratna@contoh.id',
    });
    await until(() => toPatient('ratna@contoh.id').length === 1);
    expect(await atDesk(booked.code)).toMatchObject({
      reminder: { state: 'scheduled', sent_at: null },
    });

    // A minute before it is due: nothing leaves.
    desk.now = eightOn('2026-12-01') - 60_000;
    await somePasses();
    expect(reminders('ratna@contoh.id')).toEqual([]);
    expect(storedReminders(booked.code)).toEqual([
      { status: 'pending', visit_start: '2026-12-02T03:00:00.000Z' },
    ]);

    desk.now = eightOn('2026-12-01') + 1000;
    await until(() => reminders('ratna@contoh.id').length === 1);
    const [reminder] = reminders('ratna@contoh.id');
    expect(reminder?.mail.subject).toBe(
      `Pengingat janji temu: Rabu, 2 Desember 2026 pukul 10.00 (${booked.code})`,
    );
    const text = reminder?.mail.text ?? '';
    expect(text).toContain(
      bookingReminderText({
        code: booked.code,
        name: 'Ratna Sari',
        branch: 'kiaracondong',
        service: 'pediatric',
        date: '2026-12-02',
        time: '10:00',
      }),
    );
    expect(text).toContain(
      `Lihat, pindah, atau batalkan janji temu: ${siteUrl}${bookingPagePaths.bookingManage(booked.manage_token)}`,
    );
    const calendar = calendarOf(reminder);
    expect(calendar.filename).toBe(`janji-temu-${booked.code}.ics`);
    expect(calendar.event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(clinic.timezone);
    expect(calendar.event.getFirstPropertyValue('url')).toBe(
      `${siteUrl}${bookingPagePaths.bookingManage(booked.manage_token)}`,
    );

    await until(() => storedReminders(booked.code)[0]?.status === 'sent');
    const seen = await atDesk(booked.code);
    expect(seen.reminder.state).toBe('sent');
    expect(Date.parse(seen.reminder.sent_at ?? '')).toBe(desk.now);
    expect(seen.history.at(-1)).toEqual({
      at: seen.reminder.sent_at,
      by: null,
      text: 'Pengingat dikirim lewat email',
    });

    // Once: the hours go by, the outbox and the reminder task pass again, nothing more leaves.
    desk.now = eightOn('2026-12-01') + 3 * 60 * 60_000;
    await somePasses();
    expect(reminders('ratna@contoh.id')).toHaveLength(1);
    expect(storedReminders(booked.code)).toHaveLength(1);
  });

  it('follows a move to the day before the new date, and is taken back with a cancellation', async () => {
    desk.now = eightOn('2026-11-30');
    const session = await signInAgain();
    const booked = await bookOnline(desk, {
      date: '2026-12-03',
      time: '11:00',
      name: 'Joko Susilo',
      email: 'joko@contoh.id',
    });
    const moved = await call(desk, staffApiPaths.moveBooking(booked.code), {
      method: 'POST',
      cookie: session.cookie,
      body: { date: '2026-12-04', time: '11:00' },
    });
    expect(moved.res.status).toBe(200);
    expect(storedReminders(booked.code)).toEqual([
      { status: 'pending', visit_start: '2026-12-04T04:00:00.000Z' },
    ]);
    // The day before the old date passes without a reminder.
    desk.now = eightOn('2026-12-02') + 1000;
    await somePasses();
    expect(reminders('joko@contoh.id')).toEqual([]);

    const cancelled = await call(desk, staffApiPaths.changeStatus(booked.code), {
      method: 'POST',
      cookie: (await signInAgain()).cookie,
      body: { status: 'cancelled', reason: 'patient_request' },
    });
    expect(cancelled.res.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ reminder: { state: 'none', sent_at: null } });
    desk.now = eightOn('2026-12-03') + 1000;
    await somePasses();
    expect(reminders('joko@contoh.id')).toEqual([]);
    expect(storedReminders(booked.code)).toEqual([]);
  });

  it('is none for a booking made after its moment (the confirmation has just gone) and for one without an e-mail', async () => {
    desk.now = eightOn('2026-12-01') + 2 * 60 * 60_000;
    const late = await bookOnline(desk, {
      date: '2026-12-02',
      time: '15:00',
      name: 'Dewi Lestari',
      email: 'dewi@contoh.id',
    });
    const noMail = await bookOnline(desk, { date: '2026-12-04', time: '15:00', email: '' });
    await somePasses();
    expect(storedReminders(late.code)).toEqual([]);
    expect(storedReminders(noMail.code)).toEqual([]);
    expect((await atDesk(late.code)).reminder).toEqual({ state: 'none', sent_at: null });
    expect((await atDesk(noMail.code)).reminder).toEqual({ state: 'none', sent_at: null });
  });
});
