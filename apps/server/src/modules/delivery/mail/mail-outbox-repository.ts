import { eq } from 'drizzle-orm';
import { mailOutbox, type DbExecutor, type MailOutboxRow } from '@kakyere/db';
import { defineOutbox } from '../outbox/define-outbox.js';
import type { MailMessage } from './mail-message.js';

export async function selectOutboxMail(db: DbExecutor, id: string): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function insertOutboxMail(db: DbExecutor, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: message.kind, toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: message.headers ?? null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** After this many failed attempts a message stays 'failed' for an operator to look at. */
export const MAX_MAIL_ATTEMPTS = 5;

/**
 * The mail outbox's claims (modules/delivery/outbox). A pending message no sender has taken is the
 * retry pass's after `retryAfterSeconds` (its writer died before sending it); a claim lasts twice
 * that, and the SMTP timeouts are shorter, so a live sender never outlasts it. A refused message
 * waits `retryAfterSeconds`, doubling with each attempt (1, 2, 4, 8 retry periods by default):
 * a mail server that is down for a few minutes does not use up a message's attempts at once.
 */
export const mailOutboxClaims = (retryAfterSeconds: number) =>
  defineOutbox(mailOutbox, {
    leaseSeconds: retryAfterSeconds * 2,
    unstartedAfterSeconds: retryAfterSeconds,
    maxAttempts: MAX_MAIL_ATTEMPTS,
    backoffMs: (attempt) => Math.min(retryAfterSeconds * 1000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000),
  });
