import {
  clinic,
  contact,
  contactSubjects,
  dataRequestKinds,
  optionLabel,
  privacyRules,
  staffPagePaths,
} from '@klinik/clinic';
import { createTransport } from 'nodemailer';
import type {
  OutboxBookingMail,
  OutboxItem,
  OutboxMessage,
  OutboxRequest,
  OutboxStore,
} from '../data/outbox';
import { failureLog } from '../storage/failure-log';

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
  /** At most this many mails leave in any `mailWindowMs`; the rest wait, stored and pending. */
  maxMailsPerWindow?: number;
  mailWindowMs?: number;
  /**
   * With nothing pending, look again this often: mails stored by another process (`pnpm
   * bookings cancel`) leave within this time while the server runs.
   */
  idleCheckMs?: number;
  /**
   * The clock items are due by (ms since the epoch, Date.now by default): the server's, so a
   * reminder due at 08:00 the day before leaves when that clock says so.
   */
  now?: () => number;
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
  // The clinic's ceiling on mail, not on messages: a wave of messages from many addresses is
  // stored and answered, and reaches the inbox (and the SMTP account's sending limits) at this
  // pace instead of all at once.
  maxMailsPerWindow: 60,
  mailWindowMs: 60 * 60_000,
  idleCheckMs: 60_000,
} as const;

/** setTimeout's longest delay; a later due time is simply checked again then. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Mails stored contact messages and bookings' mails (src/mail/booking-mail.ts), one at a time,
 * oldest due first. Every item is stored before the visitor is answered; this only reads and updates its delivery state, which
 * lives in the visitor data file, so a restart or a crash resumes where it stopped. A crash in
 * the middle of sending may send a message twice; both copies carry the same Message-ID.
 *
 * Nothing here can end the process: a pass that fails (the visitor file cannot be read or
 * written, the disk is full) is logged and tried again `retryBaseMs` later. A mail that went out
 * but whose `sent` could not be recorded is remembered, and recorded, not sent, on the next pass.
 */
export function startOutbox(store: OutboxStore, options: OutboxOptions): Outbox {
  const inbox = options.inbox ?? contact.email;
  const from = options.from ?? inbox;
  const maxAttempts = options.maxAttempts ?? outboxDefaults.maxAttempts;
  const retryBaseMs = options.retryBaseMs ?? outboxDefaults.retryBaseMs;
  const retryMaxMs = options.retryMaxMs ?? outboxDefaults.retryMaxMs;
  const maxMailsPerWindow = options.maxMailsPerWindow ?? outboxDefaults.maxMailsPerWindow;
  const mailWindowMs = options.mailWindowMs ?? outboxDefaults.mailWindowMs;
  const idleCheckMs = options.idleCheckMs ?? outboxDefaults.idleCheckMs;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const failures = failureLog(log, 'Mailing the stored contact messages and booking mails');
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
  /** Until when the mail ceiling holds the queue (ms since the epoch; 0: it does not). */
  let heldUntil = 0;
  /** Mailed, but recording it failed: "kind:id" -> what to record. */
  const unrecorded = new Map<string, { attempts: number; at: string }>();
  const keyOf = (item: OutboxItem) =>
    item.kind === 'contact'
      ? { kind: item.kind, id: item.message.id }
      : item.kind === 'request'
        ? { kind: item.kind, id: item.request.id }
        : { kind: item.kind, id: item.mail.id };
  const mapKey = (item: OutboxItem) => `${item.kind}:${keyOf(item).id}`;
  /** "Contact message 12", "Booking mail 3": how the log names an item. */
  const nameOf = (item: OutboxItem) =>
    item.kind === 'contact'
      ? `Contact message ${item.message.id}`
      : item.kind === 'request'
        ? `Data request ${item.request.id}`
        : `Booking mail ${item.mail.id}`;
  const attemptsOf = (item: OutboxItem) =>
    item.kind === 'contact'
      ? item.message.attempts
      : item.kind === 'request'
        ? item.request.attempts
        : item.mail.attempts;
  const compose = (item: OutboxItem) =>
    item.kind === 'contact'
      ? composeMail(item.message, inbox, from)
      : item.kind === 'request'
        ? composeRequestMail(item.request, inbox, from)
        : composeBookingMail(item.mail, inbox, from);

  const deliver = async (item: OutboxItem) => {
    const key = keyOf(item);
    const mailed = unrecorded.get(mapKey(item));
    if (mailed) {
      store.sent(key, mailed.attempts, mailed.at);
      unrecorded.delete(mapKey(item));
      return;
    }
    const attempts = attemptsOf(item) + 1;
    try {
      await transport.sendMail(compose(item));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= maxAttempts) {
        store.failed(key, attempts, reason);
        log(
          `[api] ${nameOf(item)} could not be mailed after ${attempts} attempts (${reason}); it stays stored with status failed (${item.kind === 'contact' ? 'pnpm messages' : item.kind === 'request' ? 'the desk' : 'pnpm bookings'} lists it).`,
        );
        return;
      }
      const wait = Math.min(retryMaxMs, retryBaseMs * 2 ** (attempts - 1));
      store.retry(key, attempts, new Date(now() + wait).toISOString(), reason);
      if (attempts === 1) {
        log(
          `[api] ${nameOf(item)} could not be mailed (${reason}); it stays pending and is tried again with growing waits.`,
        );
      }
      return;
    }
    // Kept until recorded: if recording fails, the pass fails and the next one records it.
    const record = { attempts, at: new Date(now()).toISOString() };
    unrecorded.set(mapKey(item), record);
    store.sent(key, record.attempts, record.at);
    unrecorded.delete(mapKey(item));
  };

  /** True when the window already holds the most mails it may: heldUntil says until when. */
  const ceilingReached = () => {
    const blocking = store.nthSentSince(
      new Date(now() - mailWindowMs).toISOString(),
      maxMailsPerWindow - 1,
    );
    if (blocking === undefined) {
      heldUntil = 0;
      return false;
    }
    if (heldUntil === 0) {
      log(
        `[api] ${maxMailsPerWindow} mails were sent in the last ${Math.round(mailWindowMs / 60_000)} minutes, the most the outbox sends: the others stay stored and pending and follow as the window moves on.`,
      );
    }
    heldUntil = Date.parse(blocking) + mailWindowMs;
    return true;
  };

  const deliverDue = async () => {
    for (;;) {
      if (stopped) return;
      const item = store.nextDue(new Date(now()).toISOString());
      if (!item || (!unrecorded.has(mapKey(item)) && ceilingReached())) return;
      await deliver(item);
    }
  };

  /**
   * The next pass: when the next item is due, no sooner than `pauseMs` from now, and no later
   * than `idleCheckMs` (or `pauseMs`) from now, so that mails stored by another process leave
   * in that time even while a reminder due tomorrow is pending.
   */
  const schedule = (pauseMs: number) => {
    if (stopped) return;
    const from = now();
    let due: number | undefined;
    try {
      const next = store.nextDueAt();
      due = next === undefined ? undefined : Date.parse(next);
    } catch (error) {
      failures.failed(error);
      due = from;
      pauseMs = Math.max(pauseMs, retryBaseMs);
    }
    const latest = from + Math.max(pauseMs, idleCheckMs);
    const at =
      due === undefined ? latest : Math.min(latest, Math.max(due, from + pauseMs, heldUntil));
    timer = setTimeout(run, Math.min(maxTimerMs, Math.max(0, at - from)));
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    running = deliverDue()
      .then(
        () => {
          failures.succeeded();
          return 0;
        },
        (error: unknown) => {
          failures.failed(error);
          return retryBaseMs;
        },
      )
      .then((pauseMs) => {
        running = undefined;
        const again = runAgain && pauseMs === 0;
        runAgain = false;
        if (again) run();
        else schedule(pauseMs);
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

/**
 * The mail the clinic receives for a person's request about their data: the kind and the hours
 * to answer in the subject, every field in the body, and Reply-To the person when they gave an
 * e-mail.
 */
export function composeRequestMail(request: OutboxRequest, inbox: string, from: string) {
  const kind = optionLabel(dataRequestKinds, request.kind);
  const receivedAt = new Date(request.created_at);
  const answerBy = new Date(receivedAt.getTime() + privacyRules.answerHours * 3600_000);
  const format = (date: Date) =>
    `${new Intl.DateTimeFormat(clinic.locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: clinic.timezone,
    }).format(date)} WIB`;
  const email = request.contact.includes('@') ? request.contact : undefined;
  return {
    from: { name: `Permintaan Data ${clinic.shortName}`, address: from },
    to: inbox,
    ...(email ? { replyTo: { name: request.name, address: email } } : {}),
    subject: `[Data pribadi: ${kind}] Permintaan dari ${request.name}`,
    messageId: `<privasi-${request.id}-${receivedAt.getTime()}@${inbox.split('@')[1] ?? 'localhost'}>`,
    date: receivedAt,
    text: [
      'Permintaan data pribadi baru dari halaman Kebijakan Privasi.',
      '',
      `Jenis      : ${kind}`,
      `Nama       : ${request.name}`,
      `WA/Email   : ${request.contact}`,
      `Diterima   : ${format(receivedAt)}`,
      `Jawab sebelum: ${format(answerBy)} (${privacyRules.answerHours} jam)`,
      `Nomor      : ${request.id}`,
      '',
      request.details ?? '(tanpa rincian)',
      '',
      '--',
      `Tangani di meja depan (admin): ${staffPagePaths.privacyRequests}`,
    ].join('\n'),
  };
}

/**
 * A booking's mail as composed when it was stored: the branch's inbox (or the clinic's), or the
 * visitor; the calendar file attached, which calendars offer to add, update or cancel.
 */
export function composeBookingMail(item: OutboxBookingMail, inbox: string, from: string) {
  const { mail } = item;
  return {
    from: { name: `Janji Temu ${clinic.shortName}`, address: from },
    to: item.to ?? inbox,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    messageId: mail.messageId,
    text: mail.text,
    attachments: [
      {
        filename: mail.calendar.filename,
        content: mail.calendar.content,
        contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
      },
    ],
  };
}
