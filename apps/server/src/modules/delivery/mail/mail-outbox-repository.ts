import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { mailOutbox, type DbExecutor, type MailOutboxRow } from '@kakyere/db';
import type { MailMessage, MailStatus } from './mail-message.js';

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

/** How long a sender may hold a message before another may take it over (a crashed sender's). */
export interface MailClaimTimes {
  /** A pending message no sender has taken is taken by the retry pass after this long. */
  retryAfterSeconds: number;
  /** A claim lasts this long; the SMTP timeouts are shorter, so a live sender never outlasts it. */
  leaseSeconds: number;
}

/**
 * Takes one message for sending: pending, or held by a sender whose claim ran out (it died). One
 * conditional update, so of two senders (two replicas, or a retry pass and the first attempt) only
 * one gets it. The attempt is counted here. Undefined: someone else has it, or it is done.
 */
export async function claimMail(db: DbExecutor, id: string, leaseSeconds: number): Promise<MailOutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(mailOutbox.id, id), or(eq(mailOutbox.status, 'pending'), and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, sql`now()`)))))
    .returning();
  return row;
}

/**
 * Records how an attempt went and releases the claim. A failure goes back to 'pending' for another
 * attempt until maxAttempts, then becomes 'failed'; returns the status written.
 */
export async function markMailResult(
  db: DbExecutor,
  id: string,
  result: { status: 'sent' | 'logged' } | { status: 'pending'; error: string; maxAttempts: number },
): Promise<MailStatus> {
  if (result.status !== 'pending') {
    await db
      .update(mailOutbox)
      .set({ status: result.status, sentAt: sql`now()`, lastError: null, claimedUntil: null })
      .where(eq(mailOutbox.id, id));
    return result.status;
  }
  const [row] = await db
    .update(mailOutbox)
    .set({
      lastError: result.error.slice(0, 1000),
      claimedUntil: null,
      status: sql`case when ${mailOutbox.attempts} >= ${result.maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ status: mailOutbox.status });
  return (row?.status ?? 'pending') as MailStatus;
}

/**
 * Messages to try again, oldest first: pending ones older than `retryAfterSeconds` (a fresh one is
 * its sender's; one a crashed process wrote and never started is not), and ones whose sender's
 * claim ran out. Each is claimed by `claimMail`, so two replicas retrying at once never both send
 * the same row.
 */
export async function claimPendingMail(db: DbExecutor, limit: number, times: MailClaimTimes): Promise<MailOutboxRow[]> {
  const candidates = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${times.retryAfterSeconds})`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
  const claimed: MailOutboxRow[] = [];
  for (const candidate of candidates) {
    const row = await claimMail(db, candidate.id, times.leaseSeconds);
    if (row) claimed.push(row);
  }
  return claimed;
}
