import { clinic, contact, contactSubjects, optionLabel } from '@klinik/clinic';
import { createTransport } from 'nodemailer';
import type { OutboxMessage, OutboxStore } from './data/outbox';

export interface OutboxOptions {
  /** Where to send, e.g. smtp://user:pass@host:587 or smtps://… (SMTP_URL). */
  smtpUrl: string;
  /** The clinic's inbox (CONTACT_INBOX); defaults to the clinic's e-mail. */
  inbox?: string;
  /** The sender address (SMTP_FROM); defaults to the inbox, which the SMTP account may send as. */
  from?: string;
  /** After this many failed attempts a message is marked `failed` (and stays stored). */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles after each further one, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  log?: (line: string) => void;
}

export interface Outbox {
  /** A message was stored: deliver it now rather than at the next scheduled time. */
  wake(): void;
  /** Stops scheduling and waits for a delivery under way, so its result is recorded. */
  stop(): Promise<void>;
}

export const outboxDefaults = {
  maxAttempts: 10,
  // 1, 2, 4, 8, 16, 32 minutes, then hourly: the tenth attempt comes about 4.5 hours after the
  // first, long enough to outlast a mail provider's outage or a fixed password.
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
} as const;

/** setTimeout's longest delay; a later due time is simply checked again then. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Mails stored contact messages to the clinic, one at a time, oldest due first. Every message is
 * stored before the visitor is answered; this only reads and updates its delivery state, which
 * lives in the visitor data file, so a restart or a crash resumes where it stopped. A crash in
 * the middle of sending may send a message twice; both copies carry the same Message-ID.
 */
export function startOutbox(store: OutboxStore, options: OutboxOptions): Outbox {
  const inbox = options.inbox ?? contact.email;
  const from = options.from ?? inbox;
  const maxAttempts = options.maxAttempts ?? outboxDefaults.maxAttempts;
  const retryBaseMs = options.retryBaseMs ?? outboxDefaults.retryBaseMs;
  const retryMaxMs = options.retryMaxMs ?? outboxDefaults.retryMaxMs;
  const log = options.log ?? ((line: string) => console.warn(line));
  const transport = createTransport({
    url: options.smtpUrl,
    // Without these a server that accepts the connection and then stalls holds the queue for
    // minutes (nodemailer's defaults are 2 and 10 minutes).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;

  const deliver = async (message: OutboxMessage) => {
    const attempts = message.attempts + 1;
    try {
      await transport.sendMail(composeMail(message, inbox, from));
      store.sent(message.id, attempts, new Date().toISOString());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= maxAttempts) {
        store.failed(message.id, attempts, reason);
        log(
          `[api] Contact message ${message.id} could not be mailed after ${attempts} attempts (${reason}); it stays stored with status failed (pnpm messages lists it).`,
        );
        return;
      }
      const wait = Math.min(retryMaxMs, retryBaseMs * 2 ** (attempts - 1));
      store.retry(message.id, attempts, new Date(Date.now() + wait).toISOString(), reason);
      if (attempts === 1) {
        log(
          `[api] Contact message ${message.id} could not be mailed (${reason}); it stays pending and is tried again with growing waits.`,
        );
      }
    }
  };

  const deliverDue = async () => {
    for (;;) {
      if (stopped) return;
      const message = store.nextDue(new Date().toISOString());
      if (!message) return;
      await deliver(message);
    }
  };

  const schedule = () => {
    const next = stopped ? undefined : store.nextDueAt();
    if (next === undefined) return;
    timer = setTimeout(run, Math.min(maxTimerMs, Math.max(0, Date.parse(next) - Date.now())));
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    running = deliverDue().finally(() => {
      running = undefined;
      if (runAgain) {
        runAgain = false;
        run();
      } else {
        schedule();
      }
    });
  }

  // Messages left pending by an earlier run (the server stopped, or the mail server was down).
  setImmediate(run);

  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

/**
 * The mail the clinic receives: the subject label and the sender's name in the subject line,
 * every field in the body, and Reply-To the sender, so answering goes straight to the visitor.
 */
export function composeMail(message: OutboxMessage, inbox: string, from: string) {
  const subject = optionLabel(contactSubjects, message.subject);
  const sentAt = new Date(message.created_at);
  const when = `${new Intl.DateTimeFormat(clinic.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: clinic.timezone,
  }).format(sentAt)} WIB`;
  return {
    from: { name: `Formulir Kontak ${clinic.shortName}`, address: from },
    to: inbox,
    replyTo: { name: message.name, address: message.email },
    subject: `[${subject}] Pesan dari ${message.name}`,
    // The same for every attempt, so a mail sent twice (a crash mid-send) is one thread.
    messageId: `<kontak-${message.id}-${sentAt.getTime()}@${inbox.split('@')[1] ?? 'localhost'}>`,
    date: sentAt,
    text: [
      'Pesan baru dari formulir kontak situs web.',
      '',
      `Subjek  : ${subject}`,
      `Nama    : ${message.name}`,
      `Email   : ${message.email}`,
      `Telepon : ${message.phone}`,
      `Dikirim : ${when}`,
      `Nomor   : ${message.id}`,
      '',
      message.message,
      '',
      '--',
      'Balas e-mail ini untuk menjawab pengirim langsung.',
    ].join('\n'),
  };
}
