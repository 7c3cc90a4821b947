import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { StoredPushSubscription } from '@kakyere/contract';
import { pushSubscriptions, type DbExecutor, type PushSubscriptionRow } from '@kakyere/db';

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a browser's subscription for `userId`. The endpoint is unique: stored again (a new sign-in,
 * new keys, another account on the same browser) it is updated in place and its failures forgotten.
 */
export async function upsertPushSubscription(db: DbExecutor, userId: string, keys: PushKeys): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: keys.endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth, updatedAt: sql`now()`, failureCount: 0, lastError: null },
    })
    .returning();
  if (!row) throw new Error('the push subscription was neither inserted nor updated');
  return row;
}

/** Keeps the `keep` subscriptions of an account stored most recently, and deletes the rest. */
export async function trimPushSubscriptions(db: DbExecutor, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the account's subscription at `endpoint`; false when it has none there. */
export async function deleteUserPushSubscription(db: DbExecutor, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function deletePushSubscriptionById(db: DbExecutor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function selectPushSubscriptionsByUser(db: DbExecutor, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.updatedAt));
}

export async function markPushSent(db: DbExecutor, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()`, failureCount: 0, lastError: null }).where(eq(pushSubscriptions.id, id));
}

export async function markPushFailed(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1`, lastError: error.slice(0, 500) })
    .where(eq(pushSubscriptions.id, id));
}

/** What the owner is shown: never the keys. */
export function toStoredPushSubscription(row: PushSubscriptionRow): StoredPushSubscription {
  return {
    endpoint: row.endpoint,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSuccessAt: row.lastSuccessAt ? new Date(row.lastSuccessAt).toISOString() : null,
  };
}
