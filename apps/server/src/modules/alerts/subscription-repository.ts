import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AlertFrequency, CheckedSubscription, Industry, Subscription } from '@kakyere/contract';
import { subscriptions, type Database, type SubscriptionRow } from '@kakyere/db';

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
  db: Database,
  checked: CheckedSubscription,
  origin: { userId: string | null; consentSource: string },
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
    })
    .onConflictDoNothing({ target: subscriptions.email })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await selectSubscriptionByEmail(db, checked.email);
  if (!existing) throw new Error(`subscription for ${checked.email} neither inserted nor found`);
  return { row: existing, created: false };
}

export async function selectSubscriptionByEmail(db: Database, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.email, email.trim().toLowerCase()));
  return row;
}

export async function selectSubscriptionById(db: Database, id: string): Promise<SubscriptionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function selectSubscriptionByUser(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/**
 * Applies a person's choices (from their manage page, or a confirmed re-subscription) and starts
 * their alerts again if they had stopped them. A new phone number is unconfirmed until confirmed.
 */
export async function updateSubscriptionChoices(db: Database, id: string, choices: SubscriptionChoices): Promise<SubscriptionRow | undefined> {
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
export async function lockSubscription(executor: Pick<Database, 'select'>, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** Marks the number confirmed if it is still the subscription's; false when it has changed (or the subscription is gone). */
export async function confirmSubscriptionPhone(db: Database, id: string, phone: string): Promise<boolean> {
  const [row] = await db
    .update(subscriptions)
    .set({ phoneConfirmedAt: sql`coalesce(${subscriptions.phoneConfirmedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.phone, phone)))
    .returning({ id: subscriptions.id });
  return row !== undefined;
}

/** Stops every alert of the subscription the token belongs to; true when the token is one. Idempotent. */
export async function unsubscribeByToken(db: Database, token: string): Promise<SubscriptionRow | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .update(subscriptions)
    .set({ unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(subscriptions.unsubscribeToken, token))
    .returning();
  return row;
}

export async function linkSubscriptionToUser(db: Database, id: string, userId: string): Promise<void> {
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
    frequency: row.frequency as AlertFrequency,
    active: row.unsubscribedAt === null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
