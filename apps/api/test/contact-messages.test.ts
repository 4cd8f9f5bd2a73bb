import { request } from 'node:http';
import { join } from 'node:path';
import type { ApiCreated, ApiError, ContactMessageReceipt } from '@klinik/clinic';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index';
import { countRows, postJson, tempDir, withConnection } from './helpers';

let server: RunningServer;
let temp: ReturnType<typeof tempDir>;
let dbPath: string;

beforeAll(async () => {
  temp = tempDir('contact');
  dbPath = join(temp.dir, 'klinik.db');
  server = await startServer({ port: 0, databasePath: dbPath });
});

afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const url = () => `${server.url}/api/v1/contact-messages`;
const messages = () => countRows(dbPath, 'contact_messages');

const valid = {
  name: 'Siti Nurhaliza',
  email: 'siti.nurhaliza@contoh.id',
  phone: '0812-3456-7890',
  subject: 'booking',
  message: 'Saya ingin membuat janji temu untuk nyeri lutut kanan.\nApakah Sabtu pagi tersedia?',
};

describe('POST /contact-messages', () => {
  it('stores a valid message and answers 201', async () => {
    const before = messages();
    const { res, body } = await postJson(url(), { ...valid, name: `  ${valid.name}  ` });
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

    const row = withConnection(dbPath, (db) =>
      db
        .prepare('SELECT name, email, phone, subject, message FROM contact_messages WHERE id = ?')
        .get(created.data.id),
    );
    expect(row).toEqual(valid);
  });

  it.each(['konsultasi', 'booking', 'homecare', 'kerjasama', 'lainnya'])(
    'accepts the subject %s',
    async (subject) => {
      const { res } = await postJson(url(), { ...valid, subject });
      expect(res.status).toBe(201);
    },
  );

  it.each(['+62 812 3456 7890', '6281234567890', '(022) 8730 5521', '081234567'])(
    'accepts the phone number %s',
    async (phone) => {
      const { res } = await postJson(url(), { ...valid, phone });
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
    const { res, body } = await postJson(url(), { ...valid, ...change });
    expect(res.status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: 'Data yang dikirim tidak valid',
      errors: { [field]: [message] },
    });
  });

  it('names every missing field at once', async () => {
    const { res, body } = await postJson(url(), {});
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
