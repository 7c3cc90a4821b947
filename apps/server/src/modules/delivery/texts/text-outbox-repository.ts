import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { textOutbox, type DbExecutor } from '@kakyere/db';
import type { TextMessage, TextStatus } from './text-message.js';

export type TextOutboxRow = typeof textOutbox.$inferSelect;

// The table has no columns for attempts and backoff; they live in `meta` beside the caller's own
// keys: attempts (counted when a row is claimed), claimedAt, nextAttemptAt (ISO timestamps).
const metaText = (key: string) => sql<string | null>`${textOutbox.meta}->>${key}`;
const claimedMeta = sql`coalesce(${textOutbox.meta}, '{}'::jsonb) || jsonb_build_object('attempts', coalesce((${textOutbox.meta}->>'attempts')::int, 0) + 1, 'claimedAt', now())`;

/** Attempts made so far (the current one included once claimed). */
export const attemptsOf = (row: TextOutboxRow) => (typeof row.meta?.attempts === 'number' ? row.meta.attempts : 0);

export async function insertOutboxText(executor: DbExecutor, message: TextMessage): Promise<string> {
  const [row] = await executor
    .insert(textOutbox)
    .values({ channel: message.channel, toNumber: message.to, body: message.body, meta: { ...message.meta, attempts: 0 } })
    .returning({ id: textOutbox.id });
  return row!.id;
}

/** Takes a pending row for sending and counts the attempt; undefined when another sender took it first. */
export async function claimText(db: DbExecutor, id: string): Promise<TextOutboxRow | undefined> {
  const [row] = await db
    .update(textOutbox)
    .set({ status: 'sending', meta: claimedMeta })
    .where(and(eq(textOutbox.id, id), eq(textOutbox.status, 'pending')))
    .returning();
  return row;
}

/**
 * Rows due another attempt, each claimed by one conditional update so two replicas retrying at
 * once never both send it: pending rows whose backoff has passed, rows never started (their writer
 * died between commit and delivery) after `unstartedAfterSeconds`, and rows a crashed sender left 'sending' for ten
 * minutes. Rows older than a day are not sent any more (see expireStaleTexts).
 */
export async function claimDueTexts(db: DbExecutor, limit: number, unstartedAfterSeconds: number): Promise<TextOutboxRow[]> {
  const nextAttemptAt = sql`(${metaText('nextAttemptAt')})::timestamptz`;
  const claimedAt = sql`(${metaText('claimedAt')})::timestamptz`;
  const candidates = await db
    .select({ id: textOutbox.id, status: textOutbox.status, claimedAt: metaText('claimedAt') })
    .from(textOutbox)
    .where(
      or(
        and(
          eq(textOutbox.status, 'pending'),
          gt(textOutbox.createdAt, sql`now() - interval '1 day'`),
          or(and(isNull(metaText('nextAttemptAt')), lt(textOutbox.createdAt, sql`now() - ${unstartedAfterSeconds} * interval '1 second'`)), lte(nextAttemptAt, sql`now()`)),
        ),
        and(eq(textOutbox.status, 'sending'), lt(claimedAt, sql`now() - interval '10 minutes'`)),
      ),
    )
    .orderBy(asc(textOutbox.createdAt))
    .limit(limit);
  const claimed: TextOutboxRow[] = [];
  for (const candidate of candidates) {
    const [row] = await db
      .update(textOutbox)
      .set({ status: 'sending', meta: claimedMeta })
      .where(and(eq(textOutbox.id, candidate.id), eq(textOutbox.status, candidate.status), sql`${metaText('claimedAt')} is not distinct from ${candidate.claimedAt}`))
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

/** An alert or a confirmation link a day late is worse than none: such rows stop being tried. */
export async function expireStaleTexts(db: DbExecutor): Promise<number> {
  const rows = await db
    .update(textOutbox)
    .set({ status: 'failed', lastError: sql`coalesce(${textOutbox.lastError} || '; ', '') || 'not sent within a day'` })
    .where(and(eq(textOutbox.status, 'pending'), lt(textOutbox.createdAt, sql`now() - interval '1 day'`)))
    .returning({ id: textOutbox.id });
  return rows.length;
}

// Each result is written only over the claim it ends ('sending').
const claimedRow = (id: string) => and(eq(textOutbox.id, id), eq(textOutbox.status, 'sending'));

export async function markTextSent(db: DbExecutor, id: string, providerMessageId: string | null): Promise<void> {
  await db.update(textOutbox).set({ status: 'sent', providerMessageId, lastError: null, sentAt: sql`now()` }).where(claimedRow(id));
}

/** No provider for its channel: the outbox row is the delivery. */
export async function markTextLogged(db: DbExecutor, id: string): Promise<void> {
  await db.update(textOutbox).set({ status: 'logged', sentAt: sql`now()` }).where(claimedRow(id));
}

export async function markTextFailed(db: DbExecutor, id: string, error: string): Promise<void> {
  await db.update(textOutbox).set({ status: 'failed', lastError: error.slice(0, 1000) }).where(claimedRow(id));
}

export async function markTextForRetry(db: DbExecutor, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(textOutbox)
    .set({ status: 'pending', lastError: error.slice(0, 1000), meta: sql`${textOutbox.meta} || jsonb_build_object('nextAttemptAt', ${nextAttemptAt.toISOString()}::text)` })
    .where(claimedRow(id));
}

const EVERY_STATUS: TextStatus[] = ['pending', 'sending', 'sent', 'logged', 'failed'];

/** Whether a text of this kind was written for this subscription, or to this number, in the last `minutes` (a rate limit). */
export async function hasRecentText(
  executor: DbExecutor,
  { kind, subscriptionId, to, minutes }: { kind: string; subscriptionId: string; to: string; minutes: number },
): Promise<boolean> {
  const [row] = await executor
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(
      and(
        // Every status, so the (status, created_at) index finds the last minutes' rows without reading the table.
        inArray(textOutbox.status, EVERY_STATUS),
        gt(textOutbox.createdAt, sql`now() - ${minutes} * interval '1 minute'`),
        sql`${metaText('kind')} = ${kind}`,
        or(sql`${metaText('subscriptionId')} = ${subscriptionId}`, eq(textOutbox.toNumber, to)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
