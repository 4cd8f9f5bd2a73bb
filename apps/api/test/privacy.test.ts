import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerSchemas,
  apiPaths,
  bookingAnswerSchemas,
  consentTexts,
  privacyMessages,
  privacyRules,
  staffAnswerSchemas,
  staffApiPaths,
  staffFilePaths,
  staffMessages,
  staffPrivacyMessages,
  type StaffLogRow,
} from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxStore } from '../src/data/outbox';
import { composeRequestMail } from '../src/mail/outbox';
import { backupVisitorData } from '../src/storage/backup';
import { decryptBackup, parseBackupKey } from '../src/storage/backup-crypto';
import { testStaffKey, visitorDatabasePath } from './helpers';
import { expectSchema } from './shapes';
import {
  bookOnline,
  call,
  deskServer,
  sendMessageAndRequest,
  staffAccount,
  type Signed,
} from './staff-helpers';

/*
 * A person's data, end to end on a real server and real files: the request form, the admin's
 * look-up, export and erasure (and a desk account's 403), the manage link's stored data,
 * correction and erasure (410 after), and that no copy of an erased value is left in the visitor
 * file, its WAL, the outbox or a backup taken after.
 */

const desk = deskServer('privacy');
let admin: Signed;
let receptionist: Signed;

beforeAll(async () => {
  await desk.start();
  admin = await staffAccount(desk, 'admin');
  receptionist = await staffAccount(desk, 'desk', ['kiaracondong']);
});
afterAll(() => desk.stop());

let people = 0;
/** A person of their own: a name, number, e-mail and complaint found nowhere else. */
function person() {
  people += 1;
  const n = String(people).padStart(2, '0');
  return {
    name: `Wulan Kusumawardhani ${n}`,
    phone: `0813-7777-42${n}`,
    digits: `62813777742${n}`,
    email: `wulan.kusuma${n}@contoh.id`,
    complaint: `nyeri lutut setelah operasi ACL kiri nomor ${n}`,
    message: `Apakah fisioterapi pasca ACL bisa di rumah? Pesan ${n}`,
  };
}
type Person = ReturnType<typeof person>;

/** A visit time of its own for each booking (Kiaracondong, the days before Sunday). */
const slots = ['2026-12-01', '2026-12-02', '2026-12-03'].flatMap((date) =>
  ['10:00', '12:00', '14:00', '16:00'].map((time) => ({ date, time })),
);
let slot = 0;
const nextSlot = () => {
  const next = slots[slot];
  slot += 1;
  if (!next) throw new Error('No more slots');
  return next;
};

/** The person's booking, message and request, as the public forms send them. */
async function storeAll(who: Person) {
  const { date, time } = nextSlot();
  const booking = await bookOnline(desk, {
    name: who.name,
    phone: who.phone,
    email: who.email,
    complaint: who.complaint,
    date,
    time,
    consent_version: consentTexts.booking.version,
  });
  const requestId = await sendMessageAndRequest(desk, who, who.phone.replace(/-/g, ' '));
  return { booking, date, time, requestId };
}

const asAdmin = (path: string, more: Parameters<typeof call>[2] = {}) =>
  call(desk, path, { cookie: admin.cookie, client: admin.client, ...more });
const erase = (body: Record<string, unknown>) =>
  asAdmin(staffApiPaths.privacyErase(), { method: 'POST', body });

/** The log as stored, newest first. */
const logRows = () =>
  desk.db.prepare<[], StaffLogRow>('SELECT * FROM visitors.staff_log ORDER BY id DESC').all();

/** Every place an erased value could hide: the visitor file, its WAL, and a backup made now. */
async function rawCopies(): Promise<{ where: string; bytes: Buffer }[]> {
  const file = visitorDatabasePath(join(desk.dir, 'klinik.db'));
  const copies: { where: string; bytes: Buffer }[] = [
    { where: 'visitor file', bytes: readFileSync(file) },
  ];
  if (existsSync(`${file}-wal`)) copies.push({ where: 'WAL', bytes: readFileSync(`${file}-wal`) });
  const key = parseBackupKey('ab'.repeat(32));
  const plain = await backupVisitorData(desk.db, join(desk.dir, 'backups'), {
    now: new Date(desk.now + copies.length),
  });
  const encrypted = await backupVisitorData(desk.db, join(desk.dir, 'backups'), {
    key,
    now: new Date(desk.now + 10),
  });
  copies.push({ where: 'backup', bytes: readFileSync(plain) });
  copies.push({ where: 'encrypted backup, decrypted', bytes: decryptBackup(encrypted, key) });
  return copies;
}

describe('the request form', () => {
  it('stores a request with its consent, tells the clinic through the outbox, 72 hours to answer', async () => {
    const who = person();
    const { res, body } = await call(desk, apiPaths.dataRequest(), {
      method: 'POST',
      client: desk.newClient(),
      body: { kind: 'access', contact: who.phone, name: who.name, consent: true },
    });
    expect(res.status).toBe(201);
    const answer = expectSchema(answerSchemas.dataRequest, body);
    expect(answer.message).toBe(privacyMessages.received);
    expect(Date.parse(answer.data.answer_by) - Date.parse(answer.data.received_at)).toBe(
      privacyRules.answerHours * 3600_000,
    );
    const row = desk.db
      .prepare<[number], { consent_version: number; contact_key: string; status: string }>(
        'SELECT consent_version, contact_key, status FROM visitors.data_requests WHERE id = ?',
      )
      .get(answer.data.id);
    expect(row).toEqual({
      consent_version: consentTexts.request.version,
      contact_key: who.digits,
      status: 'pending',
    });
    const due = createOutboxStore(desk.db, testStaffKey).nextDue(new Date(desk.now).toISOString());
    expect(due?.kind).toBe('request');
    if (due?.kind !== 'request') return;
    const mail = composeRequestMail(due.request, 'info@geraksehat.id', 'info@geraksehat.id');
    expect(mail.subject).toContain('Akses');
    expect(mail.text).toContain(who.phone);
  });

  it.each([
    [
      'no kind',
      { contact: '0812-3456-7890', name: 'Sari', consent: true },
      'kind',
      privacyMessages.kindRequired,
    ],
    [
      'a contact that is neither',
      { kind: 'access', contact: 'sari di rumah', name: 'Sari', consent: true },
      'contact',
      privacyMessages.contactInvalid,
    ],
    [
      'no consent',
      { kind: 'access', contact: 'sari@contoh.id', name: 'Sari' },
      'consent',
      privacyMessages.consentRequired,
    ],
    [
      'a consent version the form never had',
      {
        kind: 'access',
        contact: 'sari@contoh.id',
        name: 'Sari',
        consent: true,
        consent_version: 9,
      },
      'consent_version',
      undefined,
    ],
  ])(
    'refuses %s with the field’s message (422), storing nothing',
    async (_label, body, field, message) => {
      const before = desk.db.prepare('SELECT count(*) AS n FROM visitors.data_requests').get();
      const { res, body: answer } = await call(desk, apiPaths.dataRequest(), {
        method: 'POST',
        client: desk.newClient(),
        body,
      });
      expect(res.status).toBe(422);
      if (message) expect(answer.errors?.[field]).toEqual([message]);
      else expect(answer.errors?.[field]?.length).toBe(1);
      expect(desk.db.prepare('SELECT count(*) AS n FROM visitors.data_requests').get()).toEqual(
        before,
      );
    },
  );

  it('has the contact form’s limits: the sixth request in 10 minutes from one client is 429', async () => {
    const client = desk.newClient();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const { res } = await call(desk, apiPaths.dataRequest(), {
        method: 'POST',
        client,
        body: {
          kind: 'access',
          contact: `banjir${n}@contoh.id`,
          name: `Banjir ${n}`,
          consent: true,
        },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('keeps a honeypot’s request as spam, never mailed or listed; refuses another site’s post (403)', async () => {
    const { res, body } = await call(desk, apiPaths.dataRequest(), {
      method: 'POST',
      client: desk.newClient(),
      body: { kind: 'access', contact: 'bot@contoh.id', name: 'Bot', consent: true, website: 'x' },
    });
    expect(res.status).toBe(201);
    const id = (body.data as { id: number }).id;
    expect(
      desk.db.prepare('SELECT status FROM visitors.data_requests WHERE id = ?').pluck().get(id),
    ).toBe('spam');
    const open = await asAdmin(staffApiPaths.privacyRequests());
    expect((open.body.data as { id: number }[]).some((request) => request.id === id)).toBe(false);
    const cross = await call(desk, apiPaths.dataRequest(), {
      method: 'POST',
      client: desk.newClient(),
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://contoh.example' },
      body: { kind: 'access', contact: 'x@contoh.id', name: 'X', consent: true },
    });
    expect(cross.res.status).toBe(403);
  });
});

describe('the admin’s look-up, export and erasure', () => {
  it('finds a person’s bookings, messages and requests by the number in any form, or the e-mail', async () => {
    const who = person();
    await storeAll(who);
    for (const q of [who.phone, `+${who.digits}`, who.digits, who.email.toUpperCase()]) {
      const { res, body } = await asAdmin(staffApiPaths.privacyPerson(q));
      expect(res.status).toBe(200);
      const found = expectSchema(staffAnswerSchemas.privacyPerson, body).data;
      expect(found.bookings).toHaveLength(1);
      expect(found.messages).toHaveLength(1);
      expect(found.bookings[0]?.consent).toMatchObject({
        form: 'booking',
        version: consentTexts.booking.version,
      });
      expect(found.messages[0]?.consent.version).toBe(consentTexts.contact.version);
    }
    // The request named the e-mail: found by it.
    const byEmail = await asAdmin(staffApiPaths.privacyPerson(who.email));
    expect((byEmail.body.data as { requests: unknown[] }).requests).toHaveLength(1);
    expect(logRows()[0]).toMatchObject({ actor: admin.email, action: 'privacy_lookup' });
    expect(JSON.stringify(logRows().slice(0, 5))).not.toContain(who.email);
  });

  it('stores the consent read out at the desk like an online one, and refuses a booking without it', async () => {
    const who = person();
    const { date, time } = nextSlot();
    const booking = {
      branch: 'kiaracondong',
      service: 'pediatric',
      date,
      time,
      name: who.name,
      phone: who.phone,
      complaint: who.complaint,
    };
    const count = () =>
      desk.db.prepare<[], number>('SELECT count(*) FROM visitors.bookings').pluck().get();
    const before = count();
    const refused = await asAdmin(staffApiPaths.createBooking(), { method: 'POST', body: booking });
    expect(refused.res.status).toBe(422);
    expect(refused.body.errors).toEqual({ consent: [staffMessages.consentRequired] });
    expect(count()).toBe(before);

    const made = await asAdmin(staffApiPaths.createBooking(), {
      method: 'POST',
      body: { ...booking, consent: 'on', consent_version: String(consentTexts.booking.version) },
    });
    expect(made.res.status).toBe(201);
    const found = expectSchema(
      staffAnswerSchemas.privacyPerson,
      (await asAdmin(staffApiPaths.privacyPerson(who.phone))).body,
    ).data;
    expect(found.bookings).toEqual([
      expect.objectContaining({
        source: 'desk',
        consent: {
          form: 'booking',
          version: consentTexts.booking.version,
          given_at: new Date(desk.now).toISOString(),
        },
      }),
    ]);
  });

  it('lists the open requests with the hours left of the 72', async () => {
    const who = person();
    const { requestId } = await storeAll(who);
    const read = async () => {
      const { body } = await asAdmin(staffApiPaths.privacyRequests());
      const list = expectSchema(staffAnswerSchemas.privacyRequests, body).data;
      return list.find((request) => request.id === requestId);
    };
    expect((await read())?.hours_left).toBe(72);
    // Ten hours and a minute later (the store's answer: a session would have ended meanwhile).
    const later = desk.stores.privacy
      .openRequests(new Date(desk.now + 10 * 3600_000 + 60_000))
      .find((request) => request.id === requestId);
    expect(later?.hours_left).toBe(61);
  });

  it('marks a request done once, on the log; again 409 saying when; an unknown one 404', async () => {
    const who = person();
    const { requestId } = await storeAll(who);
    const done = await asAdmin(staffApiPaths.privacyRequestDone(requestId), {
      method: 'POST',
      body: { note: 'Salinan data dikirim lewat email.' },
    });
    expect(done.res.status).toBe(200);
    expect(expectSchema(staffAnswerSchemas.privacyRequestDone, done.body).data).toMatchObject({
      status: 'done',
      done_by: admin.email,
      hours_left: null,
      note: 'Salinan data dikirim lewat email.',
    });
    expect(logRows()[0]).toMatchObject({
      actor: admin.email,
      action: 'privacy_request_done',
      record_type: 'request',
      record: String(requestId),
      detail: 'Penghapusan data',
    });
    const again = await asAdmin(staffApiPaths.privacyRequestDone(requestId), {
      method: 'POST',
      body: {},
    });
    expect(again.res.status).toBe(409);
    expect(again.body.message).toMatch(/^Permintaan ini sudah diselesaikan pada /);
    const unknown = await asAdmin(staffApiPaths.privacyRequestDone(999_999), {
      method: 'POST',
      body: {},
    });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.message).toBe(staffPrivacyMessages.requestNotFound);
    const open = await asAdmin(staffApiPaths.privacyRequests());
    expect((open.body.data as { id: number }[]).some((request) => request.id === requestId)).toBe(
      false,
    );
  });

  it('exports JSON and a readable page, both on the log', async () => {
    const who = person();
    await storeAll(who);
    const json = await asAdmin(staffApiPaths.privacyExport(who.phone));
    expect(json.res.status).toBe(200);
    const data = expectSchema(staffAnswerSchemas.privacyExport, json.body).data;
    expect(data.bookings[0]?.complaint).toBe(who.complaint);
    expect(data.consent_texts.map((text) => text.text)).toContain(consentTexts.booking.text);
    const page = await fetch(desk.api(staffFilePaths.privacyExportPage(who.phone)), {
      headers: { Cookie: admin.cookie },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const html = await page.text();
    expect(html).toContain(who.name);
    expect(html).toContain('Data pribadi yang disimpan');
    expect(
      logRows()
        .slice(0, 2)
        .map((row) => row.action),
    ).toEqual(['privacy_export', 'privacy_export']);
  });

  it('refuses a desk account every privacy call (403), and changes nothing', async () => {
    const who = person();
    const { requestId } = await storeAll(who);
    const asDesk = (path: string, more: Parameters<typeof call>[2] = {}) =>
      call(desk, path, { cookie: receptionist.cookie, client: receptionist.client, ...more });
    const answers = [
      await asDesk(staffApiPaths.privacyRequests()),
      await asDesk(staffApiPaths.privacyPerson(who.phone)),
      await asDesk(staffApiPaths.privacyExport(who.phone)),
      await asDesk(staffFilePaths.privacyExportPage(who.phone)),
      await asDesk(staffApiPaths.privacyErase(), { method: 'POST', body: { q: who.phone } }),
      await asDesk(staffApiPaths.privacyRequestDone(requestId), { method: 'POST', body: {} }),
    ];
    for (const { res, body } of answers) {
      expect(res.status).toBe(403);
      expect(body.message).toBe(staffMessages.adminOnly);
    }
    const still = await asAdmin(staffApiPaths.privacyPerson(who.phone));
    expect((still.body.data as { bookings: { name: string }[] }).bookings[0]?.name).toBe(who.name);
  });

  it('answers a number that holds nothing clearly (404) and changes nothing', async () => {
    const count = () =>
      desk.db
        .prepare('SELECT count(*) FROM visitors.bookings WHERE erased_at IS NOT NULL')
        .pluck()
        .get();
    const erasedBefore = count();
    for (const answer of [
      await asAdmin(staffApiPaths.privacyExport('0899-0000-1111')),
      await erase({ q: '0899-0000-1111' }),
    ]) {
      expect(answer.res.status).toBe(404);
      expect(answer.body.message).toBe(staffPrivacyMessages.nothingHeld);
    }
    expect(count()).toBe(erasedBefore);
  });

  it('erases the values, keeps the booking’s place and day, answers 410 on its link, and logs no value', async () => {
    const who = person();
    const { booking, requestId, date, time } = await storeAll(who);
    const day = async () => {
      const { body } = await asAdmin(staffApiPaths.day({ branch: 'kiaracondong', date }));
      return expectSchema(staffAnswerSchemas.day, body).data;
    };
    const before = await day();
    const { res, body } = await erase({ q: who.phone, request_id: requestId });
    expect(res.status).toBe(200);
    const erased = expectSchema(staffAnswerSchemas.privacyErase, body).data;
    expect(erased.bookings).toEqual([booking.code]);
    expect(erased.messages).toHaveLength(1);
    expect(erased.mails).toBeGreaterThan(0);
    // The request named the e-mail, not the number: erase by the e-mail too.
    const byEmail = await erase({ q: who.email });
    expect(byEmail.res.status).toBe(200);
    expect((byEmail.body.data as { requests: number[] }).requests).toEqual([requestId]);

    const after = await day();
    const row = after.bookings.find((entry) => entry.code === booking.code);
    expect(row).toMatchObject({
      name: privacyRules.erasedMarker,
      phone: privacyRules.erasedMarker,
      email: privacyRules.erasedMarker,
      complaint: privacyRules.erasedMarker,
      status: 'confirmed',
      branch: 'kiaracondong',
      time,
    });
    // The day's bookings and places as before: the erased visit still holds its place.
    expect(after.bookings.length).toBe(before.bookings.length);
    expect(after.places).toBe(before.places);
    expect(after.bookings.map((entry) => [entry.code, entry.status, entry.time])).toEqual(
      before.bookings.map((entry) => [entry.code, entry.status, entry.time]),
    );
    for (const path of [
      apiPaths.booking(booking.manage_token),
      apiPaths.bookingData(booking.manage_token),
    ]) {
      const link = await call(desk, path);
      expect(link.res.status).toBe(410);
      expect(link.body.message).toBe(privacyMessages.bookingErased);
    }
    const log = logRows().slice(0, 2);
    expect(log.map((entry) => entry.action)).toEqual(['privacy_erase', 'privacy_erase']);
    expect(log[1]).toMatchObject({
      actor: admin.email,
      record_type: 'request',
      record: String(requestId),
    });
    expect(log[1]?.detail).toContain(booking.code);
    const text = JSON.stringify(logRows());
    for (const value of [who.name, who.phone, who.digits, who.email, who.complaint]) {
      expect(text).not.toContain(value);
    }
  });

  it('answers the same erasure twice clearly: the request done (409), the number holding nothing (404)', async () => {
    const who = person();
    const { requestId } = await storeAll(who);
    expect((await erase({ q: who.phone })).res.status).toBe(200);
    const phoneTwice = await erase({ q: who.phone });
    expect(phoneTwice.res.status).toBe(404);
    expect(phoneTwice.body.message).toBe(staffPrivacyMessages.nothingHeld);
    expect((await erase({ q: who.email, request_id: requestId })).res.status).toBe(200);
    const again = await erase({ q: who.email, request_id: requestId });
    expect(again.res.status).toBe(409);
    expect(again.body.message).toMatch(/sudah diselesaikan/);
  });

  it('leaves no copy of the erased values in the visitor file, its WAL, the outbox or a new backup', async () => {
    const who = person();
    const { requestId } = await storeAll(who);
    // Before: every value is in the file (or its WAL) as stored.
    const before = (await rawCopies()).map((copy) => copy.bytes.toString('latin1')).join('');
    expect(before).toContain(who.complaint);
    expect((await erase({ q: who.phone })).res.status).toBe(200);
    expect((await erase({ q: who.email, request_id: requestId })).res.status).toBe(200);
    const values = [
      who.name,
      who.phone,
      who.phone.replace(/-/g, ' '),
      who.digits,
      who.email,
      who.complaint,
      who.message,
    ];
    for (const { where, bytes } of await rawCopies()) {
      const text = bytes.toString('latin1');
      for (const value of values)
        expect(text.includes(value), `${value} in the ${where}`).toBe(false);
    }
    // The outbox's rows: the message's own row, the booking's mails, the request's row.
    const outbox = desk.db
      .prepare<[], { mail: string }>(
        `SELECT mail FROM visitors.booking_mails UNION ALL
         SELECT name || email || phone || message FROM visitors.contact_messages UNION ALL
         SELECT name || contact || coalesce(details, '') FROM visitors.data_requests`,
      )
      .all()
      .map((row) => row.mail)
      .join('\n');
    for (const value of values) expect(outbox).not.toContain(value);
    expect(readdirSync(join(desk.dir, 'backups')).length).toBeGreaterThan(0);
  });
});

describe('the manage link', () => {
  it('shows what is stored, corrects the name and e-mail, and erases only once the visit is past or cancelled', async () => {
    const who = person();
    const booking = await bookOnline(desk, {
      name: who.name,
      phone: who.phone,
      email: who.email,
      complaint: who.complaint,
      ...nextSlot(),
    });
    const token = booking.manage_token;
    const shown = await call(desk, apiPaths.bookingData(token));
    const data = expectSchema(bookingAnswerSchemas.bookingData, shown.body).data;
    expect(data).toMatchObject({
      name: who.name,
      phone: who.phone,
      email: who.email,
      complaint: who.complaint,
      can_erase: false,

      consent: { version: consentTexts.booking.version, text: consentTexts.booking.text },
    });

    const corrected = await call(desk, apiPaths.correctBooking(token), {
      method: 'POST',
      body: { name: 'Wulan K.', email: '' },
    });
    expect(corrected.res.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ name: 'Wulan K.', email: null });
    expect(logRows()[0]).toMatchObject({
      actor: null,
      action: 'privacy_correct',
      record: booking.code,
      detail: 'oleh pasien lewat tautan: nama, email',
    });
    // No address left: the reminder that was waiting for the old one is taken back.
    const reminders = desk.db
      .prepare(
        `SELECT count(*) FROM visitors.booking_mails m JOIN visitors.bookings b ON b.id = m.booking_id
         WHERE b.code = ? AND m.kind = 'reminder' AND m.status = 'pending'`,
      )
      .pluck()
      .get(booking.code);
    expect(reminders).toBe(0);

    const early = await call(desk, apiPaths.eraseBooking(token), { method: 'POST' });
    expect(early.res.status).toBe(409);
    expect(early.body.message).toBe(privacyMessages.eraseNotYet);

    expect((await call(desk, apiPaths.cancelBooking(token), { method: 'POST' })).res.status).toBe(
      200,
    );
    const done = await call(desk, apiPaths.eraseBooking(token), { method: 'POST' });
    expect(done.res.status).toBe(200);
    expect(done.body.data).toMatchObject({ code: booking.code, marker: privacyRules.erasedMarker });
    for (const [path, method] of [
      [apiPaths.booking(token), 'GET'],
      [apiPaths.bookingData(token), 'GET'],
      [apiPaths.eraseBooking(token), 'POST'],
      [apiPaths.cancelBooking(token), 'POST'],
    ] as const) {
      const { res } = await call(desk, path, { method });
      expect(res.status).toBe(410);
    }
  });
});
