import { request } from 'node:http';
import { join } from 'node:path';
import { limits, type ApiCreated, type ApiError, type ContactMessageReceipt } from '@klinik/clinic';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import {
  ageMessages,
  asClient,
  countRows,
  postJson,
  tempDir,
  visitorDatabasePath,
  withConnection,
} from './helpers';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;
let visitorPath: string;

beforeAll(async () => {
  temp = tempDir('contact');
  const databasePath = join(temp.dir, 'klinik.db');
  visitorPath = visitorDatabasePath(databasePath);
  // Behind one proxy, so each test can post as clients of its own (asClient).
  server = await startServer({ port: 0, databasePath, trustProxy: 1 });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const url = () => `${server.url}/api/v1/contact-messages`;
const messages = () => countRows(visitorPath, 'contact_messages');
let clients = 0;
/** A client that has sent nothing yet. */
const newClient = () => asClient((clients += 1));
/** Posts from a new client, so no per-client limit is in the way. */
const post = (body: unknown) => postJson(url(), body, newClient());

const valid = {
  name: 'Siti Nurhaliza',
  email: 'siti.nurhaliza@contoh.id',
  phone: '0812-3456-7890',
  subject: 'booking',
  message: 'Saya ingin membuat janji temu untuk nyeri lutut kanan.\nApakah Sabtu pagi tersedia?',
};
/** A valid message unlike any other, so the duplicate rule stays out of the way. */
let variants = 0;
const fresh = (change: Record<string, unknown> = {}) => ({
  ...valid,
  message: `${valid.message} (${(variants += 1)})`,
  ...change,
});

describe('POST /contact-messages', () => {
  it('stores a valid message and answers 201', async () => {
    const before = messages();
    const { res, body } = await post({ ...valid, name: `  ${valid.name}  ` });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const created = body as ApiCreated<ContactMessageReceipt>;
    expect(created).toEqual({
      success: true,
      message: 'Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.',
      data: { id: expect.any(Number), subject: 'booking', created_at: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(created.data.created_at))).toBe(false);
    expect(messages()).toBe(before + 1);

    const row = withConnection(visitorPath, (db) =>
      db
        .prepare(
          'SELECT name, email, phone, subject, message, status FROM contact_messages WHERE id = ?',
        )
        .get(created.data.id),
    );
    expect(row).toEqual({ ...valid, status: 'pending' });
  });

  it.each(['konsultasi', 'booking', 'homecare', 'kerjasama', 'lainnya'])(
    'accepts the subject %s',
    async (subject) => {
      const { res } = await post(fresh({ subject }));
      expect(res.status).toBe(201);
    },
  );

  it.each(['+62 812 3456 7890', '6281234567890', '(022) 8730 5521', '081234567'])(
    'accepts the phone number %s',
    async (phone) => {
      const { res } = await post(fresh({ phone }));
      expect(res.status).toBe(201);
    },
  );
});

describe('POST /contact-messages with bad input', () => {
  let before: number;

  beforeAll(() => {
    before = messages();
  });

  afterEach(() => {
    // No rejected request may store anything.
    expect(messages()).toBe(before);
  });

  it.each([
    ['name', { name: '' }, 'Nama wajib diisi'],
    ['name', { name: '   ' }, 'Nama wajib diisi'],
    ['name', { name: undefined }, 'Nama wajib diisi'],
    ['name', { name: 42 }, 'Nama harus berupa teks'],
    ['name', { name: 'a'.repeat(101) }, 'Nama maksimal 100 karakter'],
    ['name', { name: 'Budi\u0000' }, 'Nama berisi karakter yang tidak diizinkan'],
    ['email', { email: '' }, 'Email wajib diisi'],
    ['email', { email: 'siti@' }, 'Format email tidak valid, contoh: nama@domain.com'],
    ['email', { email: 'siti contoh.id' }, 'Format email tidak valid, contoh: nama@domain.com'],
    ['email', { email: ['a@b.id'] }, 'Email harus berupa teks'],
    ['phone', { phone: '' }, 'Nomor telepon wajib diisi'],
    ['phone', { phone: '0812' }, 'Format nomor telepon tidak valid, contoh: 0812-3456-7890'],
    ['phone', { phone: 'nol delapan' }, 'Format nomor telepon tidak valid, contoh: 0812-3456-7890'],
    ['phone', { phone: 81234567890 }, 'Nomor telepon harus berupa teks'],
    ['subject', { subject: '' }, 'Subjek wajib dipilih'],
    ['subject', { subject: undefined }, 'Subjek wajib dipilih'],
    [
      'subject',
      { subject: 'promosi' },
      'Subjek harus salah satu dari: konsultasi, booking, homecare, kerjasama, lainnya',
    ],
    ['message', { message: '' }, 'Pesan wajib diisi'],
    ['message', { message: '\n\t ' }, 'Pesan wajib diisi'],
    ['message', { message: 'a'.repeat(5001) }, 'Pesan maksimal 5000 karakter'],
    ['message', { message: { text: 'halo' } }, 'Pesan harus berupa teks'],
  ])('rejects a bad %s (%j) with its message', async (field, change, message) => {
    const { res, body } = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: 'Data yang dikirim tidak valid',
      errors: { [field]: [message] },
    });
  });

  it('names every missing field at once', async () => {
    const { res, body } = await post({});
    expect(res.status).toBe(422);
    expect((body as ApiError).errors).toEqual({
      name: ['Nama wajib diisi'],
      email: ['Email wajib diisi'],
      phone: ['Nomor telepon wajib diisi'],
      subject: ['Subjek wajib dipilih'],
      message: ['Pesan wajib diisi'],
    });
  });

  it.each(['{"name": "Siti",', '{name: "Siti"}', "{'name':'Siti'}", '', 'null x'])(
    'answers malformed JSON %j with 400',
    async (text) => {
      const { res, body } = await postJson(url(), text);
      expect(res.status).toBe(400);
      expect(body).toEqual({ success: false, message: 'Format JSON tidak valid' });
    },
  );

  it.each(['[]', '"halo"', '42', 'null'])(
    'answers JSON that is not an object (%s) with 400',
    async (text) => {
      const { res, body } = await postJson(url(), text);
      expect(res.status).toBe(400);
      expect(body).toEqual({ success: false, message: 'Data harus berupa objek JSON' });
    },
  );

  it('answers a 17 KB body with 413', async () => {
    const { res, body } = await postJson(url(), { ...valid, message: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(body).toEqual({ success: false, message: 'Ukuran data melebihi batas 16 KB' });
  });

  it('answers a 17 KB chunked body (no Content-Length) with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const req = request(
        {
          hostname,
          port,
          path: '/api/v1/contact-messages',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = JSON.stringify({ ...valid, message: 'y'.repeat(1024) });
      for (let i = 0; i < 17; i += 1) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it.each([
    ['text/plain', JSON.stringify(valid)],
    ['application/x-www-form-urlencoded', 'name=Siti&email=siti%40contoh.id'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers Content-Type %s with 415', async (type, payload) => {
    const res = await fetch(url(), {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: payload,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Content-Type harus application/json',
    });
  });

  it('answers a missing Content-Type with 415', async () => {
    const res = await fetch(url(), { method: 'POST' });
    expect(res.status).toBe(415);
  });

  it('answers GET with 405', async () => {
    const res = await fetch(url());
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('repeated messages', () => {
  it('stores the same message sent twice within 10 minutes once and answers both alike', async () => {
    const before = messages();
    const message = fresh();
    const client = newClient();
    const first = await postJson(url(), message, client);
    // The same visitor pressing again: another spelling of the same e-mail and phone.
    const again = await postJson(
      url(),
      { ...message, email: message.email.toUpperCase(), phone: '081234567890' },
      client,
    );
    // From another network too: what counts is the message.
    const elsewhere = await postJson(url(), message, newClient());
    for (const { res, body } of [first, again, elsewhere]) {
      expect(res.status).toBe(201);
      expect(body).toEqual(first.body);
    }
    expect(messages()).toBe(before + 1);
  });

  it('stores it again once 10 minutes have passed, and a changed message at once', async () => {
    const message = fresh();
    const first = (await post(message)).body as ApiCreated<ContactMessageReceipt>;
    const changed = (await post({ ...message, message: `${message.message}!` }))
      .body as ApiCreated<ContactMessageReceipt>;
    expect(changed.data.id).not.toBe(first.data.id);

    ageMessages(visitorPath, limits.contactMessages.duplicateMinutes + 1, `id = ${first.data.id}`);
    const later = (await post(message)).body as ApiCreated<ContactMessageReceipt>;
    expect(later.data.id).not.toBe(first.data.id);
  });

  it('counts no repeat toward the limit of its client', async () => {
    const client = newClient();
    const message = fresh();
    for (let index = 0; index < 10; index += 1) {
      expect((await postJson(url(), message, client)).res.status).toBe(201);
    }
    const [short] = limits.contactMessages.perClient;
    for (let index = 1; index < (short?.max ?? 0); index += 1) {
      expect((await postJson(url(), fresh(), client)).res.status).toBe(201);
    }
    expect((await postJson(url(), fresh(), client)).res.status).toBe(429);
  });
});

describe('the honeypot', () => {
  const status = (id: number) =>
    withConnection(visitorPath, (db) =>
      db
        .prepare<[number], { status: string }>('SELECT status FROM contact_messages WHERE id = ?')
        .get(id),
    )?.status;

  it.each([['https://promo.example'], [42], [{ link: 'x' }]])(
    'answers a filled honeypot (%j) like any message and keeps it as spam, never to be mailed',
    async (website) => {
      const { res, body } = await post(fresh({ website }));
      expect(res.status).toBe(201);
      const created = body as ApiCreated<ContactMessageReceipt>;
      expect(created.message).toBe(
        'Terima kasih! Pesan Anda telah terkirim. Kami akan menghubungi Anda segera.',
      );
      expect(status(created.data.id)).toBe('spam');
    },
  );

  it.each([[''], ['   '], [null]])('takes an empty honeypot (%j) as a person', async (website) => {
    const { body } = await post(fresh({ website }));
    expect(status((body as ApiCreated<ContactMessageReceipt>).data.id)).toBe('pending');
  });
});

describe('limits per client', () => {
  const [short, day] = limits.contactMessages.perClient;
  if (!short || !day) throw new Error('limits.contactMessages.perClient has two windows');

  async function sendUntilLimited(client: Record<string, string>, count: number) {
    for (let i = 0; i < count; i += 1) {
      const { res } = await postJson(url(), fresh(), client);
      expect(res.status, `message ${i + 1}`).toBe(201);
    }
    const { res, body } = await postJson(url(), fresh(), client);
    return { res, body: body as ApiError };
  }

  it(`takes ${short.max} messages in ${short.minutes} minutes, then answers 429 in Indonesian with Retry-After`, async () => {
    const client = newClient();
    const before = messages();
    const { res, body } = await sendUntilLimited(client, short.max);
    expect(res.status).toBe(429);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(short.minutes * 60);
    expect(body).toEqual({
      success: false,
      message: `Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam ${Math.ceil(retryAfter / 60)} menit, atau hubungi kami lewat telepon atau WhatsApp.`,
    });
    expect(messages()).toBe(before + short.max);

    // Another client is not held back by this one.
    expect((await post(fresh())).res.status).toBe(201);
  });

  it('lets the client send again once its messages leave the window', async () => {
    const client = newClient();
    expect((await sendUntilLimited(client, short.max)).res.status).toBe(429);
    const key = withConnection(visitorPath, (db) =>
      db
        .prepare<[], { client: string }>('SELECT client FROM contact_messages ORDER BY id DESC')
        .get(),
    )?.client;
    ageMessages(visitorPath, short.minutes + 1, `client = '${key ?? ''}'`);
    expect((await postJson(url(), fresh(), client)).res.status).toBe(201);
  });

  it(`stops a client at ${day.max} messages a day, with a wait in hours`, async () => {
    const client = newClient();
    let sent = 0;
    while (sent + short.max <= day.max) {
      expect((await sendUntilLimited(client, short.max)).res.status).toBe(429);
      sent += short.max;
      // Out of the 10-minute window, still inside the day.
      ageMessages(
        visitorPath,
        short.minutes + 1,
        `id IN (SELECT id FROM contact_messages ORDER BY id DESC LIMIT ${sent})`,
      );
    }
    const { res, body } = await postJson(url(), fresh(), client);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(short.minutes * 60);
    expect(retryAfter).toBeLessThanOrEqual(day.minutes * 60);
    expect((body as ApiError).message).toMatch(/^Anda sudah mengirim .* dalam \d+ jam,/);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const first = { 'X-Forwarded-For': '2001:db8:7:1::1' };
    expect((await sendUntilLimited(first, short.max)).res.status).toBe(429);
    const sameNetwork = { 'X-Forwarded-For': '2001:0db8:0007:0001:ffff:0:0:9' };
    expect((await postJson(url(), fresh(), sameNetwork)).res.status).toBe(429);
    const otherNetwork = { 'X-Forwarded-For': '2001:db8:7:2::1' };
    expect((await postJson(url(), fresh(), otherNetwork)).res.status).toBe(201);
  });
});

describe('limits without a trusted proxy', () => {
  it('counts by the connection and ignores X-Forwarded-For, which anyone can send', async () => {
    const own = tempDir('contact-direct');
    const direct = await startServer({ port: 0, databasePath: join(own.dir, 'klinik.db') });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= (limits.contactMessages.perClient[0]?.max ?? 0); i += 1) {
        const { res } = await postJson(
          `${direct.url}/api/v1/contact-messages`,
          fresh(),
          newClient(),
        );
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    } finally {
      await direct.close();
      own.cleanup();
    }
  });
});

describe('a wave of messages from many addresses', () => {
  const own = () => {
    const dir = tempDir('contact-wave');
    return { dir, databasePath: join(dir.dir, 'klinik.db') };
  };

  /** `addresses` clients sending `each` messages, all at once, as a botnet would. */
  async function wave(endpoint: string, addresses: number, each: number, body: () => object) {
    const first = clients + 1;
    clients += addresses;
    const statuses = await Promise.all(
      Array.from({ length: addresses * each }, (_, index) =>
        postJson(endpoint, body(), asClient(first + (index % addresses))).then(
          ({ res }) => res.status,
        ),
      ),
    );
    return statuses;
  }

  it('of honeypot spam (100 addresses x 5) leaves a real visitor able to send', async () => {
    const { dir, databasePath } = own();
    const server = await startServer({ port: 0, databasePath, trustProxy: 1 });
    const endpoint = `${server.url}/api/v1/contact-messages`;
    try {
      const statuses = await wave(endpoint, 100, 5, () =>
        fresh({ website: 'https://promo.example' }),
      );
      // Answered like any message: the bots learn nothing.
      expect(new Set(statuses)).toEqual(new Set([201]));
      expect(countRows(visitorDatabasePath(databasePath), 'contact_messages')).toBe(500);

      const { res, body } = await postJson(endpoint, fresh(), newClient());
      expect(res.status).toBe(201);
      expect((body as ApiCreated<ContactMessageReceipt>).data.id).toBeGreaterThan(500);
    } finally {
      await server.close();
      dir.cleanup();
    }
  });

  it('of messages the honeypot does not catch (100 addresses x 5) leaves a real visitor able to send', async () => {
    const { dir, databasePath } = own();
    const server = await startServer({ port: 0, databasePath, trustProxy: 1 });
    const endpoint = `${server.url}/api/v1/contact-messages`;
    try {
      const statuses = await wave(endpoint, 100, 5, () => fresh());
      expect(new Set(statuses)).toEqual(new Set([201]));
      const { res } = await postJson(endpoint, fresh(), newClient());
      expect(res.status).toBe(201);
    } finally {
      await server.close();
      dir.cleanup();
    }
  });

  it("never counts a client's spam against its own real message, and stops storing a spammer's catch past the limits", async () => {
    const client = newClient();
    const before = messages();
    const spam = () => postJson(url(), fresh({ website: 'https://promo.example' }), client);
    const [short] = limits.contactMessages.perClient;
    const max = short?.max ?? 0;
    const receipts: number[] = [];
    for (let index = 0; index < max * 2; index += 1) {
      const { res, body } = await spam();
      expect(res.status).toBe(201);
      receipts.push((body as ApiCreated<ContactMessageReceipt>).data.id);
    }
    // The first `max` are stored; the others answered with the newest stored one's receipt.
    expect(messages()).toBe(before + max);
    expect(new Set(receipts.slice(max - 1))).toEqual(new Set([receipts[max - 1]]));
    // The same address, as a person now: its own limit is untouched.
    for (let index = 0; index < max; index += 1) {
      expect((await postJson(url(), fresh(), client)).res.status).toBe(201);
    }
    expect((await postJson(url(), fresh(), client)).res.status).toBe(429);
  });
});
