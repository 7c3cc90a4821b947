import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { textOutbox, type DbExecutor } from '@kakyere/db';
import { defineOutbox } from '../outbox/define-outbox.js';
import type { TextMessage, TextStatus } from './text-message.js';

export type TextOutboxRow = typeof textOutbox.$inferSelect;

const metaText = (key: string) => sql<string | null>`${textOutbox.meta}->>${key}`;

/** After this many attempts a transient failure is recorded as failed. With the backoff below: about half an hour. */
export const MAX_TEXT_ATTEMPTS = 6;
/** 1, 2, 4, 8, 16 minutes after attempts 1 to 5, never more than 30 (the retry pass runs each minute by default). */
export const textBackoffMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 30 * 60_000);

/**
 * The text outbox's claims (modules/delivery/outbox): a row never started (its writer died between
 * commit and delivery) is the retry pass's after `unstartedAfterSeconds`; a sender that died holding
 * a row loses it after ten minutes (provider requests time out long before); an alert or a
 * confirmation link a day late is worse than none, so rows older than a day stop being tried.
 */
export const textOutboxClaims = (unstartedAfterSeconds: number) =>
  defineOutbox(textOutbox, {
    leaseSeconds: 10 * 60,
    unstartedAfterSeconds,
    maxAttempts: MAX_TEXT_ATTEMPTS,
    backoffMs: textBackoffMs,
    maxAgeSeconds: 24 * 60 * 60,
  });

export async function insertOutboxText(executor: DbExecutor, message: TextMessage): Promise<string> {
  const [row] = await executor
    .insert(textOutbox)
    .values({ channel: message.channel, toNumber: message.to, body: message.body, meta: { ...message.meta } })
    .returning({ id: textOutbox.id });
  return row!.id;
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
