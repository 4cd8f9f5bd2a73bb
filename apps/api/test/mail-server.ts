import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The whole message, parsed the way a mail client would. */
  mail: ParsedMail;
  /** The account that authenticated, when the server asks for one. */
  user: string | undefined;
  /** RCPT TO, as the envelope says. */
  recipients: string[];
}

export interface MailServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived; fails after 20 s (a bound, not a speed check). */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, the server side of nodemailer), plain text with
 * AUTH PLAIN/LOGIN for one account: what the API's outbox talks to in the tests.
 */
export async function startMailServer(
  port = 0,
  account = { user: 'klinik', pass: 'rahasia' },
): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            mail,
            user: typeof session.user === 'string' ? session.user : undefined,
            recipients: session.envelope.rcptTo.map((to) => to.address),
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    async waitFor(count) {
      const deadline = Date.now() + 20_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The port of a mail server that has stopped: the clinic's mail server "down". */
export async function downMailServerPort(): Promise<number> {
  const server = await startMailServer();
  await server.close();
  return server.port;
}
