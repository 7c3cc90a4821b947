import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AlertFrequency, CheckedSubscription, Industry, Subscription } from '@kakyere/contract';
import { mailOutbox, subscriptions, type DbExecutor, type SubscriptionRow } from '@kakyere/db';

export interface SubscriptionChoices {
  industries: Industry[];
  channels: { email: boolean; sms: boolean; whatsapp: boolean };
  phone: string | null;
  frequency?: AlertFrequency;
}

/**
 * Writes a new subscription, or finds the one the address already has: one per e-mail address.
 * Returns whether this call created it (a second subscriber of the same address changes nothing here).
 */
export async function insertSubscription(
  db: DbExecutor,
  checked: CheckedSubscription,
  origin: { userId: string | null; consentSource: string },
  { confirmed, frequency }: { confirmed: boolean; frequency?: AlertFrequency } = { confirmed: false },
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const [inserted] = await db
    .insert(subscriptions)
    .values({
      email: checked.email,
      name: checked.name,
      industries: checked.industries,
      emailEnabled: checked.channels.email,
      smsEnabled: checked.channels.sms,
      whatsappEnabled: checked.channels.whatsapp,
      phone: checked.phone,
      userId: origin.userId,
      consentSource: origin.consentSource,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      emailConfirmedAt: confirmed ? sql`now()` : null,
      ...(frequency ? { frequency } : {}),
    })
    .onConflictDoNothing({ target: subscriptions.email })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await selectSubscriptionByEmail(db, checked.email);
  if (!existing) throw new Error(`subscription for ${checked.email} neither inserted nor found`);
  return { row: existing, created: false };
}

/**
 * Claims the sending of a confirmation e-mail: true when none went out in the last `minutes` (then
 * recorded as sent now), so a form sent twice, or by two tabs at once, e-mails one link.
 */
export async function claimConfirmationSend(db: DbExecutor, subscriptionId: string, minutes: number): Promise<boolean> {
  const claimed = await db
    .update(subscriptions)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        isNull(subscriptions.emailConfirmedAt),
        or(isNull(subscriptions.confirmationSentAt), lt(subscriptions.confirmationSentAt, sql`now() - make_interval(mins => ${minutes})`)),
      ),
    )
    .returning({ id: subscriptions.id });
  return claimed.length > 0;
}

/** Marks the address confirmed (once); the row as it is after, or undefined when there is none. */
export async function confirmSubscriptionAddress(db: DbExecutor, subscriptionId: string): Promise<{ row: SubscriptionRow; newlyConfirmed: boolean } | undefined> {
  const [confirmed] = await db
    .update(subscriptions)
    .set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.emailConfirmedAt)))
    .returning();
  if (confirmed) return { row: confirmed, newlyConfirmed: true };
  const row = await selectSubscriptionById(db, subscriptionId);
  return row ? { row, newlyConfirmed: false } : undefined;
}

/** Subscriptions whose address was never confirmed within `days`: deleted, with nothing sent to them. */
export async function deleteUnconfirmedSubscriptions(db: DbExecutor, days: number): Promise<number> {
  const deleted = await db
    .delete(subscriptions)
    .where(and(isNull(subscriptions.emailConfirmedAt), lt(subscriptions.createdAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: subscriptions.id });
  return deleted.length;
}

/** How many e-mails of these kinds went to the address in the last hour (the outbox keeps every one). */
export async function countRecentSubscriptionMail(db: DbExecutor, email: string, kinds: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), inArray(mailOutbox.kind, [...kinds]), gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

export async function selectSubscriptionByEmail(db: DbExecutor, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email.trim().toLowerCase()));
  return row;
}

export async function selectSubscriptionById(db: DbExecutor, id: string): Promise<SubscriptionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function selectSubscriptionByUser(db: DbExecutor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/**
 * Applies a person's choices (from their manage page, or a confirmed re-subscription) and starts
 * their alerts again if they had stopped them. A new phone number is unconfirmed until confirmed.
 */
export async function updateSubscriptionChoices(db: DbExecutor, id: string, choices: SubscriptionChoices): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({
      industries: choices.industries,
      emailEnabled: choices.channels.email,
      smsEnabled: choices.channels.sms,
      whatsappEnabled: choices.channels.whatsapp,
      phone: choices.phone,
      phoneConfirmedAt: sql`case when ${subscriptions.phone} is not distinct from ${choices.phone} then ${subscriptions.phoneConfirmedAt} else null end`,
      ...(choices.frequency ? { frequency: choices.frequency } : {}),
      unsubscribedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** The subscription, locked until the caller's transaction ends, so two changes to it take turns. */
export async function lockSubscription(executor: DbExecutor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** Marks the number confirmed if it is still the subscription's; false when it has changed (or the subscription is gone). */
export async function confirmSubscriptionPhone(db: DbExecutor, id: string, phone: string): Promise<boolean> {
  const [row] = await db
    .update(subscriptions)
    .set({ phoneConfirmedAt: sql`coalesce(${subscriptions.phoneConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.phone, phone)))
    .returning({ id: subscriptions.id });
  return row !== undefined;
}

/** Stops every alert of the subscription the token belongs to; true when the token is one. Idempotent. */
export async function unsubscribeByToken(db: DbExecutor, token: string): Promise<SubscriptionRow | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .update(subscriptions)
    .set({ unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(subscriptions.unsubscribeToken, token))
    .returning();
  return row;
}

export async function linkSubscriptionToUser(db: DbExecutor, id: string, userId: string): Promise<void> {
  await db.update(subscriptions).set({ userId }).where(sql`${subscriptions.id} = ${id} and ${subscriptions.userId} is null`);
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    email: row.email,
    name: row.name,
    industries: row.industries as Industry[],
    channels: { email: row.emailEnabled, sms: row.smsEnabled, whatsapp: row.whatsappEnabled },
    phone: row.phone,
    phoneConfirmed: row.phoneConfirmedAt !== null,
    emailConfirmed: row.emailConfirmedAt !== null,
    frequency: row.frequency as AlertFrequency,
    active: row.unsubscribedAt === null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
