import { join } from 'node:path';
import { contact, type ApiCreated, type ContactMessageReceipt } from '@klinik/clinic';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer, type StartServerOptions } from '../src/index';
import { asClient, postJson, tempDir, until, visitorDatabasePath, withConnection } from './helpers';
import { downMailServerPort, startMailServer, type MailServer } from './mail-server';

let temp: ReturnType<typeof tempDir>;
let dbPath: string;
let visitorPath: string;
const running: { close(): Promise<void> }[] = [];

beforeEach(() => {
  temp = tempDir('outbox');
  dbPath = join(temp.dir, 'klinik.db');
  visitorPath = visitorDatabasePath(dbPath);
});

afterEach(async () => {
  // The API first: its outbox may still be talking to the mail server.
  for (const item of running.splice(0).reverse()) await item.close();
  temp.cleanup();
});

async function api(
  smtp: StartServerOptions['smtp'],
  log: (line: string) => void = () => undefined,
): Promise<RunningServer> {
  const server = await startServer({
    port: 0,
    databasePath: dbPath,
    trustProxy: 1,
    smtp,
    log,
  });
  running.push(server);
  return server;
}

async function mailServer(port?: number): Promise<MailServer> {
  const server = await startMailServer(port);
  running.unshift(server);
  return server;
}

const smtpUrl = (port: number) => `smtp://klinik:rahasia@127.0.0.1:${port}`;

let clients = 0;
const message = {
  name: 'Dewi Lestari',
  email: 'dewi.lestari@contoh.id',
  phone: '0812-7777-8888',
  subject: 'homecare',
  message: 'Ibu saya (78 tahun) butuh fisioterapi di rumah setelah jatuh.\nApakah bisa minggu ini?',
};

async function post(server: RunningServer, body: Record<string, unknown> = message) {
  clients += 1;
  const { res, body: created } = await postJson(
    `${server.url}/api/v1/contact-messages`,
    body,
    asClient(clients),
  );
  expect(res.status).toBe(201);
  return (created as ApiCreated<ContactMessageReceipt>).data;
}

interface Delivery {
  status: string;
  attempts: number;
  last_error: string | null;
}

function delivery(id: number): Delivery | undefined {
  return withConnection(visitorPath, (db) =>
    db
      .prepare<[number], Delivery>(
        'SELECT status, attempts, last_error FROM contact_messages WHERE id = ?',
      )
      .get(id),
  );
}

describe('the outbox', () => {
  it("mails a posted message to the clinic's inbox, Reply-To the sender", async () => {
    const mail = await mailServer();
    const server = await api({ smtpUrl: smtpUrl(mail.port) });
    const receipt = await post(server);

    const [received] = await mail.waitFor(1);
    expect(received?.user).toBe('klinik');
    expect(received?.recipients).toEqual([contact.email]);
    const parsed = received?.mail;
    expect(parsed?.to).toMatchObject({ value: [{ address: contact.email }] });
    expect(parsed?.replyTo).toMatchObject({
      value: [{ name: message.name, address: message.email }],
    });
    expect(parsed?.subject).toBe(`[Layanan Homecare] Pesan dari ${message.name}`);
    for (const part of [
      'Subjek  : Layanan Homecare',
      `Nama    : ${message.name}`,
      `Email   : ${message.email}`,
      `Telepon : ${message.phone}`,
      `Nomor   : ${receipt.id}`,
      message.message,
    ]) {
      expect(parsed?.text).toContain(part);
    }
    expect(parsed?.messageId).toMatch(new RegExp(`^<kontak-${receipt.id}-\\d+@geraksehat\\.id>$`));
    await until(() => delivery(receipt.id)?.status === 'sent');
    expect(delivery(receipt.id)).toEqual({ status: 'sent', attempts: 1, last_error: null });
  });

  it("mails a person's data request to the clinic's inbox with the hours to answer, Reply-To their e-mail", async () => {
    const mail = await mailServer();
    const server = await api({ smtpUrl: smtpUrl(mail.port) });
    clients += 1;
    const { res, body } = await postJson(
      `${server.url}/api/v1/privacy-requests`,
      {
        kind: 'correction',
        contact: 'dewi.lestari@contoh.id',
        name: 'Dewi Lestari',
        details: 'Nama saya salah ketik di janji temu.',
        consent: true,
      },
      asClient(clients),
    );
    expect(res.status).toBe(201);
    const id = (body as { data: { id: number } }).data.id;
    const [received] = await mail.waitFor(1);
    expect(received?.recipients).toEqual([contact.email]);
    const parsed = received?.mail;
    expect(parsed?.subject).toBe('[Data pribadi: Perbaikan data] Permintaan dari Dewi Lestari');
    expect(parsed?.replyTo).toMatchObject({
      value: [{ name: 'Dewi Lestari', address: 'dewi.lestari@contoh.id' }],
    });
    for (const part of ['Jenis      : Perbaikan data', '(72 jam)', `Nomor      : ${id}`]) {
      expect(parsed?.text).toContain(part);
    }
    expect(parsed?.text).toContain('Nama saya salah ketik di janji temu.');
    await until(
      () =>
        withConnection(visitorPath, (db) =>
          db.prepare('SELECT status FROM data_requests WHERE id = ?').pluck().get(id),
        ) === 'sent',
    );
  });

  it('sends to CONTACT_INBOX and never mails a honeypot message', async () => {
    const mail = await mailServer();
    const server = await api({ smtpUrl: smtpUrl(mail.port), inbox: 'resepsionis@geraksehat.id' });
    const spam = await post(server, {
      ...message,
      message: 'Promo!',
      website: 'http://penipu.example',
    });
    const real = await post(server);
    await mail.waitFor(1);
    await until(() => delivery(real.id)?.status === 'sent');
    expect(mail.received.map((item) => item.recipients)).toEqual([['resepsionis@geraksehat.id']]);
    expect(delivery(spam.id)).toEqual({ status: 'spam', attempts: 0, last_error: null });
  });

  it('keeps a message pending while the mail server is down and delivers it once it is back', async () => {
    const port = await downMailServerPort();
    const server = await api({ smtpUrl: smtpUrl(port), retryBaseMs: 200 });
    const receipt = await post(server);
    await until(() => (delivery(receipt.id)?.attempts ?? 0) >= 1);
    const failed = delivery(receipt.id);
    expect(failed?.status).toBe('pending');
    expect(failed?.last_error).toMatch(/ECONNREFUSED/);

    const mail = await mailServer(port);
    const [received] = await mail.waitFor(1);
    expect(received?.mail.subject).toBe(`[Layanan Homecare] Pesan dari ${message.name}`);
    await until(() => delivery(receipt.id)?.status === 'sent');
    expect(delivery(receipt.id)?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('delivers what was pending when the server stopped, after it starts again', async () => {
    const port = await downMailServerPort();
    const first = await api({ smtpUrl: smtpUrl(port), retryBaseMs: 60_000 });
    const receipt = await post(first);
    await until(() => (delivery(receipt.id)?.attempts ?? 0) >= 1);
    await first.close();

    const mail = await mailServer(port);
    // The next attempt is due in a minute: clear the wait, as the minute passing would.
    withConnection(visitorPath, (db) =>
      db.prepare('UPDATE contact_messages SET next_attempt_at = created_at').run(),
    );
    await api({ smtpUrl: smtpUrl(port), retryBaseMs: 60_000 });
    await mail.waitFor(1);
    await until(() => delivery(receipt.id)?.status === 'sent');
    expect(mail.received).toHaveLength(1);
  });

  it('marks a message failed after the last attempt, and keeps it', async () => {
    const port = await downMailServerPort();
    const server = await api({ smtpUrl: smtpUrl(port), retryBaseMs: 50, maxAttempts: 3 });
    const receipt = await post(server);
    await until(() => delivery(receipt.id)?.status === 'failed');
    expect(delivery(receipt.id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('retries a login the mail server refuses, and keeps the message', async () => {
    const mail = await mailServer();
    const server = await api({
      smtpUrl: `smtp://klinik:salah@127.0.0.1:${mail.port}`,
      retryBaseMs: 100,
      maxAttempts: 2,
    });
    const receipt = await post(server);
    await until(() => delivery(receipt.id)?.status === 'failed');
    expect(delivery(receipt.id)?.last_error).toMatch(/Invalid username or password/);
    expect(mail.received).toHaveLength(0);
  });

  it('keeps going when recording a delivery fails: logs it, records it later, mails it once', async () => {
    const mail = await mailServer();
    const lines: string[] = [];
    const server = await api({ smtpUrl: smtpUrl(mail.port), retryBaseMs: 100 }, (line) =>
      lines.push(line),
    );
    // A real failure of the outbox's own write, from SQLite: every update of a message is
    // refused (as a full disk would refuse it) until the trigger is dropped.
    withConnection(visitorPath, (db) => db.exec(refuseUpdates));
    const receipt = await post(server);
    await mail.waitFor(1);
    await until(() =>
      lines.some((line) =>
        line.includes('Mailing the stored contact messages and booking mails failed'),
      ),
    );
    expect(delivery(receipt.id)?.status).toBe('pending');
    // Tried again and again, logged once, and the server answers all the while.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.filter((line) => line.includes('failed'))).toHaveLength(1);
    expect((await fetch(`${server.url}/api/v1/settings`)).status).toBe(200);

    withConnection(visitorPath, (db) => db.exec('DROP TRIGGER refuse_updates'));
    await until(() => delivery(receipt.id)?.status === 'sent');
    expect(delivery(receipt.id)?.attempts).toBe(1);
    // Recorded, not sent again.
    expect(mail.received).toHaveLength(1);
    expect(lines.at(-1)).toMatch(
      /^\[api\] Mailing the stored contact messages and booking mails works again/,
    );
  });

  it('mails at most its ceiling per window; the others stay pending and follow as it moves on', async () => {
    const mail = await mailServer();
    const lines: string[] = [];
    const server = await api(
      { smtpUrl: smtpUrl(mail.port), maxMailsPerWindow: 3, mailWindowMs: 1500 },
      (line) => lines.push(line),
    );
    const receipts: ContactMessageReceipt[] = [];
    for (let index = 0; index < 5; index += 1) {
      receipts.push(await post(server, { ...message, message: `${message.message} (${index})` }));
    }
    await mail.waitFor(3);
    await until(() => lines.some((line) => line.includes('the most the outbox sends')));
    expect(mail.received).toHaveLength(3);
    expect(receipts.map((receipt) => delivery(receipt.id)?.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'pending',
      'pending',
    ]);
    // The window moves on: the rest go out, oldest first.
    await mail.waitFor(5);
    await until(() => receipts.every((receipt) => delivery(receipt.id)?.status === 'sent'));
  });
});

/** Refuses every update of a stored message, as SQLite's RAISE does for a trigger. */
const refuseUpdates = `CREATE TRIGGER refuse_updates BEFORE UPDATE ON contact_messages
  BEGIN SELECT RAISE(ABORT, 'no room for the delivery state'); END`;
