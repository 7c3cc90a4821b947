import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { mailOutbox, type Database, type MailOutboxRow } from '@kakyere/db';
import type { MailExecutor, MailMessage, MailStatus } from './mail-message.js';

export async function selectOutboxMail(db: Database, id: string): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function insertOutboxMail(db: MailExecutor, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: message.kind, toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: message.headers ?? null, attempts: 1 })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Records how an attempt went (attempts are counted when a message is written or claimed). A failure stays 'pending' for another attempt until maxAttempts, then
 * becomes 'failed'; returns the status written.
 */
export async function markMailResult(
  db: Database,
  id: string,
  result: { status: 'sent' | 'logged' } | { status: 'pending'; error: string; maxAttempts: number },
): Promise<MailStatus> {
  if (result.status !== 'pending') {
    await db
      .update(mailOutbox)
      .set({ status: result.status, sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, id));
    return result.status;
  }
  const [row] = await db
    .update(mailOutbox)
    .set({
      lastError: result.error.slice(0, 1000),
      status: sql`case when ${mailOutbox.attempts} >= ${result.maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ status: mailOutbox.status });
  return (row?.status ?? 'pending') as MailStatus;
}

/**
 * Pending messages older than a minute (a message being sent right now is left to its sender),
 * oldest first, and any a crashed process left 'sending' for ten minutes. Each is claimed by one
 * conditional update, so two replicas retrying at once never both send the same row.
 */
export async function claimPendingMail(db: Database, limit: number): Promise<MailOutboxRow[]> {
  const candidates = await db
    .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, sql`now() - interval '1 minute'`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.createdAt, sql`now() - interval '10 minutes'`)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
  if (candidates.length === 0) return [];
  const claimed: MailOutboxRow[] = [];
  for (const candidate of candidates) {
    const [row] = await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, candidate.id), eq(mailOutbox.attempts, candidate.attempts), or(eq(mailOutbox.status, 'pending'), eq(mailOutbox.status, 'sending'))))
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}
