import type { Database } from '@kakyere/db';
import { deleteUserPushSubscription } from './push-subscription-repository.js';

/** Logging out (or turning notifications off) removes this browser's subscription; true when one was stored. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  return deleteUserPushSubscription(db, userId, endpoint);
}
