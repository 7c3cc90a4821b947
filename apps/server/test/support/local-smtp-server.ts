import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { createArrivals } from './arrivals.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names lower-cased, as received. */
  headers: Record<string, string>;
}

export interface LocalSmtpServer {
  /** smtp://user:pass@127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The first (or `index`th, from 0) message to `address` (waits up to timeoutMs for it to arrive). */
  waitFor(address: string, options?: { timeoutMs?: number; subject?: RegExp; index?: number }): Promise<ReceivedMail>;
  /** Refuse the next `count` messages with a temporary failure (a mail server that is down). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server): the site's mailer holds a real SMTP conversation
 * with it (EHLO, AUTH, MAIL FROM, RCPT TO, DATA), and each message is parsed as a mail reader would.
 */
export async function startLocalSmtpServer(options: { acceptDelayMs?: number } = {}): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const arrivals = createArrivals();
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'kakyere' && auth.password === 'test-password') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        stream.on('end', () => callback(error));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({
            from: mail.from?.address ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html ?? '',
            messageId: mail.messageId ?? '',
            headers: Object.fromEntries(mail.headers.map((h) => [h.key.toLowerCase(), h.value])),
          });
          arrivals.arrived();
          // A slow server: the message is in, the sender hears so later (a crash in between duplicates it).
          if (options.acceptDelayMs) setTimeout(() => callback(), options.acceptDelayMs);
          else callback();
        }, callback);
      });
    },
  });
  // A sender killed mid-conversation resets its connection; a mail server shrugs that off.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const find = (address: string, subject: RegExp | undefined, index: number) =>
    received.filter((m) => m.to.includes(address) && (!subject || subject.test(m.subject)))[index];

  return {
    url: `smtp://kakyere:test-password@127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(address, { timeoutMs = 10_000, subject, index = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(address, subject, index);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
        await arrivals.next();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's plain-text part that goes to `path` on the site. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no link to ${path} in:\n${mail.text}`);
  return link;
}
