import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kakyere/db';
import type { MailConfig } from '../../../config.js';
import type { Mailer, MailMessage, MailStatus } from './mail-message.js';
import type { MailOutboxRow } from '@kakyere/db';
import { createDeliveryPool } from '../outbox/create-delivery-pool.js';
import { sql } from 'drizzle-orm';
import { insertOutboxMail, mailOutboxClaims } from './mail-outbox-repository.js';

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

/** Messages being handed to the mail server at once (the SMTP pool itself keeps 5 connections). */
const MAX_SENDING = 20;

/**
 * The site's one way to send e-mail. Every message is written to the outbox table first, so a
 * crash or a mail server that is down loses nothing. With SMTP_URL it then goes out over a pooled
 * SMTP connection; without, the outbox row is the delivery and the log line carries the link, so
 * the embedded site works with no mail server at all.
 */
export function createMailer({ config, db, log }: { config: MailConfig; db: Database; log: FastifyBaseLogger }): Mailer {
  const outbox = mailOutboxClaims(config.retryAfterSeconds);
  // Every SMTP wait is bounded well inside a claim, so a live sender never loses its message to a retry.
  const timeout = Math.min(60_000, config.retryAfterSeconds * 1000);
  const options = `pool=true&connectionTimeout=${timeout}&greetingTimeout=${timeout}&socketTimeout=${timeout}`;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl + (config.smtpUrl.includes('?') ? '&' : '?') + options) : null;

  /** Hands a claimed message to the mail server (or the log) and records how it went. */
  async function deliver(row: MailOutboxRow, message: Omit<MailMessage, 'link'> & { link?: string | undefined }): Promise<MailStatus> {
    const { id } = row;
    if (!transport) {
      await outbox.finish(db, id, row.attempts, { status: 'logged', set: { sentAt: sql`now()` } });
      log.info({ mailId: id, kind: message.kind, to: message.to, link: message.link }, `e-mail kept in the outbox (no SMTP_URL): ${message.subject}${message.link ? ` → ${message.link}` : ''}`);
      return 'logged';
    }
    try {
      const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
      await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers, ...(messageId ? { messageId } : {}) });
      await outbox.finish(db, id, row.attempts, { status: 'sent', set: { sentAt: sql`now()` } });
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const result = await outbox.finish(db, id, row.attempts, { status: 'retry', error: reason });
      log.warn({ mailId: id, kind: message.kind, attempts: row.attempts, err: reason }, result === 'failed' ? 'e-mail not sent after its last attempt' : 'e-mail not sent; it stays in the outbox for another attempt');
      return result === 'failed' ? 'failed' : 'pending';
    }
  }

  /** Claims, then delivers; a message another sender has claimed (or that is done) is left alone. */
  async function claimAndDeliver(id: string, known?: Omit<MailMessage, 'link'> & { link?: string | undefined }): Promise<void> {
    const row = await outbox.claim(db, id);
    if (row) await deliver(row, known ?? toMessage(row));
  }

  // The sender does not wait for the mail server: a slow one must not slow a sign-up, nor let its
  // timing tell whether an address has an account.
  const pool = createDeliveryPool({
    max: MAX_SENDING,
    deliver: (id) => claimAndDeliver(id),
    onError: (error, id) => log.error({ err: error, mailId: id }, 'e-mail delivery failed'),
  });

  return {
    async send(message) {
      const id = await insertOutboxMail(db, message);
      pool.startNow(id, () => claimAndDeliver(id, message));
      return { id };
    },
    enqueue: (executor, message) => insertOutboxMail(executor, message),
    async deliver(id) {
      pool.add(id);
    },
    flush: () => pool.flush(),
    async retryPending() {
      // Batches of MAX_SENDING, sent together, until none is left: a restart after a crash may
      // find hundreds waiting.
      let sent = 0;
      for (let batch = await outbox.claimDue(db, MAX_SENDING); batch.length > 0; batch = await outbox.claimDue(db, MAX_SENDING)) {
        const results = await Promise.all(batch.map((row) => deliver(row, toMessage(row))));
        sent += results.filter((status) => status === 'sent').length;
      }
      return sent;
    },
    close() {
      transport?.close();
    },
  };
}
