import type { StoredPushSubscription } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectPushSubscriptionsByUser, toStoredPushSubscription } from './push-subscription-repository.js';

/** The reader's browsers that receive notifications, most recently stored first (endpoints, never keys). */
export async function listPushSubscriptions(db: Database, userId: string): Promise<StoredPushSubscription[]> {
  return (await selectPushSubscriptionsByUser(db, userId)).map(toStoredPushSubscription);
}
