import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kakyere/db';
import type { MailConfig } from '../../config.js';
import type { Mailer, MailMessage, MailStatus } from './mail-message.js';
import type { MailOutboxRow } from '@kakyere/db';
import { claimPendingMail, insertOutboxMail, markMailResult, selectOutboxMail } from './mail-outbox-repository.js';

// A message read back from the outbox. Its link, for the log line, is the first of its text part:
// every e-mail the site writes puts its button's link before any other (render-email.ts).
const toMessage = (row: MailOutboxRow) => ({
  link: row.textBody.match(/https?:\/\/\S+/)?.[0],
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  kind: row.kind,
  ...(row.headers ? { headers: row.headers } : {}),
});

/** After this many failed attempts a message stays 'failed' for an operator to look at. */
const MAX_ATTEMPTS = 5;
/** Messages being handed to the mail server at once (the SMTP pool itself keeps 5 connections). */
const MAX_SENDING = 20;

/**
 * The site's one way to send e-mail. Every message is written to the outbox table first, so a
 * crash or a mail server that is down loses nothing. With SMTP_URL it then goes out over a pooled
 * SMTP connection; without, the outbox row is the delivery and the log line carries the link, so
 * the embedded site works with no mail server at all.
 */
export function createMailer({ config, db, log }: { config: MailConfig; db: Database; log: FastifyBaseLogger }): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl + (config.smtpUrl.includes('?') ? '&' : '?') + 'pool=true') : null;

  async function deliver(id: string, message: Omit<MailMessage, 'link'> & { link?: string | undefined }): Promise<MailStatus> {
    if (!transport) {
      await markMailResult(db, id, { status: 'logged' });
      log.info({ mailId: id, kind: message.kind, to: message.to, link: message.link }, `e-mail kept in the outbox (no SMTP_URL): ${message.subject}${message.link ? ` → ${message.link}` : ''}`);
      return 'logged';
    }
    try {
      const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
      await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers, ...(messageId ? { messageId } : {}) });
      await markMailResult(db, id, { status: 'sent' });
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const result = await markMailResult(db, id, { status: 'pending', error: reason, maxAttempts: MAX_ATTEMPTS });
      log.warn({ mailId: id, kind: message.kind, err: reason }, 'e-mail not sent; it stays in the outbox for another attempt');
      return result;
    }
  }

  // Deliveries under way: the sender does not wait for the mail server (a slow one must not slow
  // a sign-up, nor let its timing tell whether an address has an account); closing waits for them.
  // At most MAX_SENDING at once; the rest wait as outbox ids, read back when their turn comes, so a
  // burst of alerts holds ids in memory, not rendered messages (the outbox has them).
  const inFlight = new Set<Promise<unknown>>();
  const waiting: string[] = [];
  const track = (delivery: Promise<unknown>) => {
    inFlight.add(delivery);
    void delivery.finally(() => {
      inFlight.delete(delivery);
      pump();
    });
  };
  const startDelivery = (id: string, message: Omit<MailMessage, 'link'> & { link?: string | undefined }) =>
    track(deliver(id, message).catch((error: unknown) => log.error({ err: error, mailId: id }, 'e-mail delivery failed')));
  function pump(): void {
    while (inFlight.size < MAX_SENDING && waiting.length > 0) {
      const id = waiting.shift()!;
      track(
        (async () => {
          const row = await selectOutboxMail(db, id);
          if (row && row.status === 'pending') await deliver(id, toMessage(row));
        })().catch((error: unknown) => log.error({ err: error, mailId: id }, 'e-mail delivery failed')),
      );
    }
  }

  return {
    async send(message) {
      const id = await insertOutboxMail(db, message);
      startDelivery(id, message);
      return { id };
    },
    enqueue: (executor, message) => insertOutboxMail(executor, message),
    async deliver(id) {
      waiting.push(id);
      pump();
    },
    async flush() {
      while (inFlight.size > 0 || waiting.length > 0) await Promise.all([...inFlight]);
    },
    async retryPending() {
      let sent = 0;
      for (const row of await claimPendingMail(db, 20)) {
        if ((await deliver(row.id, toMessage(row))) === 'sent') sent += 1;
      }
      return sent;
    },
    close() {
      transport?.close();
    },
  };
}
